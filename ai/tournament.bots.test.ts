import { describe, expect, it } from 'vitest';
import { playerView } from '../src-shared/index';
import { chooseAction, type BotLevel } from './index';
import { botGame } from './testing/bot-game';

/**
 * The bots at full strength (no caps: `npm run test:bots`, not part of `npm test`): decisions
 * replay exactly, and hard clearly beats random. Work is counted in races, so outcomes are fixed.
 */
describe('bot tournament (full strength)', () => {
  it.each(['family', 'board'] as const)('hard beats three random bots clearly (%s)', (mode) => {
    let hardWins = 0;
    const games = 16;
    for (let g = 0; g < games; g++) {
      // Seats rotate so the hard bot sits everywhere.
      const levels: BotLevel[] = ['random', 'random', 'random', 'random'];
      levels[g % 4] = 'hard';
      const s = botGame(mode, levels, `smoke-${mode}-${g}`, {});
      if (s.result!.find((r) => r.place === 1)!.seat === g % 4) hardWins++;
    }
    // Random play would win a quarter (4 of 16); 10 or more happens by chance with probability 0.0002.
    expect(hardWins).toBeGreaterThanOrEqual(10);
  });

  it.each(['family', 'board'] as const)('every level replays its decisions exactly at full strength (%s)', (mode) => {
    const levels: BotLevel[] = ['hard', 'normal', 'easy', 'random'];
    let checked = 0;
    botGame(mode, levels, `det-${mode}`, {}, (s, seat) => {
      if (checked++ % 5 !== 0) return;
      const view = playerView(s, seat);
      expect(chooseAction(view, levels[seat], `again-${checked}`)).toEqual(
        chooseAction(view, levels[seat], `again-${checked}`),
      );
    });
  });
});
