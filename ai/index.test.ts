import { describe, expect, it } from 'vitest';
import { playerView } from '../src-shared/index';
import { perturbHidden } from './testing/perturb-hidden';
import { seededRandom } from '../src-shared/testing/random-game';
import { BOT_LEVELS, chooseAction, type DecideOptions } from './index';
import { botGame } from './testing/bot-game';

/**
 * Unit checks of every level at a small work cap (samples and races, never the clock), so they
 * are fast and deterministic; the tournament at full strength is `npm run test:bots`.
 */
const WORK: DecideOptions = { maxSamples: 2, maxRaces: 12 };

describe('bots (work-capped)', () => {
  it('see nothing hidden: a hidden change consistent with the view leaves the decision unchanged', () => {
    const random = seededRandom(7);
    let checked = 0,
      changed = 0;
    for (const mode of ['family', 'board'] as const) {
      botGame(mode, ['normal', 'easy', 'hard', 'random'], `peek-${mode}`, WORK, (s, seat) => {
        if (random() > 0.2) return;
        const t = perturbHidden(s, seat, random);
        if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
        expect(playerView(t, seat)).toEqual(playerView(s, seat));
        for (const level of ['easy', 'normal', 'hard'] as const) {
          const seed = `d${checked}`;
          expect(chooseAction(playerView(t, seat), level, seed, WORK)).toEqual(
            chooseAction(playerView(s, seat), level, seed, WORK),
          );
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(10);
  });

  it('replay the identical game from the same seeds, level and work cap', () => {
    for (const mode of ['family', 'board'] as const) {
      const a = botGame(mode, ['hard', 'normal', 'easy', 'random'], `det-${mode}`, WORK);
      const b = botGame(mode, ['hard', 'normal', 'easy', 'random'], `det-${mode}`, WORK);
      expect(b).toEqual(a);
    }
  });

  it.each(['family', 'board'] as const)('every level finishes a %s game with legal moves, in every seat', (mode) => {
    // Seats rotate so each level plays from each seat; playGame throws on an illegal action.
    for (let g = 0; g < BOT_LEVELS.length; g++) {
      const levels = BOT_LEVELS.map((_, i) => BOT_LEVELS[(i + g) % BOT_LEVELS.length]);
      const s = botGame(mode, levels, `smoke-${mode}-${g}`, WORK);
      expect(s.phase).toBe('gameOver');
      expect(s.result!.map((r) => r.place)).toContain(1);
    }
  });
});
