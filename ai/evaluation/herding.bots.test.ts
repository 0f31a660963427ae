import { afterEach, describe, expect, it } from 'vitest';
import { familyBoardOf, type PlayerAction } from '../../src-shared/index';
import { playGame } from '../../src-shared/engine/core/play-game';
import { chooseAction } from '../index';
import { LEVELS } from '../levels';
import { HerdingTally, type Herding } from './herding';

/**
 * Issue 33: normal bots no longer herd. Four normal bots play the same seeded Family Games with
 * and without foreseeing the harm a bet on the crowded horse invites (levels.ts crowdSight); with
 * it, fewer of them open on the same horse and that horse wins more of its races. Deterministic:
 * work is counted in races.
 */
const GAMES = 4;

// The ai/ code has no Node or DOM types; the test runner has a console to print the figures on.
declare const console: { log(line: string): void };

function herding(seed: string): Herding {
  const tally = new HerdingTally();
  for (let g = 0; g < GAMES; g++) {
    let n = 0;
    const game = `${seed}/${g}`;
    playGame(
      { mode: 'family', seed: game, players: ['a', 'b', 'c', 'd'] },
      [0, 1, 2, 3].map(() => (view) => chooseAction(view, 'normal', `${game}/${n++}`)),
      (_s, log, view) => {
        const seen = view && familyBoardOf(view);
        if (seen) tally.see(seen, log.at(-1) as PlayerAction, true);
      },
    );
    tally.endGame();
  }
  return tally.report();
}

describe('herding (issue 33)', () => {
  const sight = LEVELS.normal.crowdSight;
  afterEach(() => {
    LEVELS.normal.crowdSight = sight;
  });

  it('normal bots open on the same horse less once they foresee the harm it invites', () => {
    LEVELS.normal.crowdSight = 0;
    const before = herding('herd');
    LEVELS.normal.crowdSight = sight;
    const after = herding('herd');
    console.log(`herding, 4 normal bots, ${GAMES} Family Games: ${JSON.stringify({ before, after })}`);
    expect(after.crowd).toBeLessThan(before.crowd - 0.4);
    expect(after.won).toBeGreaterThan(before.won);
  });
});
