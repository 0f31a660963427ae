import { describe, expect, it } from 'vitest';
import { playerView } from '../../src-shared/index';
import { act, boardGame, buyActions, toAct } from '../../src-shared/testing/board-table';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { LEVELS } from '../levels';
import { boardDecision } from './board-policy';

/** Seat 0 to choose its purchase of the given step, seats 1–3 passing; with two Action cards bought in step 1 if `bought`. */
function purchaseView(bought: boolean) {
  let s = boardGame(4);
  s = bought ? buyActions(s, 0, [5, 12]) : act(s, { type: 'pass', seat: 0 });
  while (toAct(s) !== 0) s = act(s, { type: 'pass', seat: toAct(s) });
  return playerView(s, 0);
}

function decide(bought: boolean, held: number) {
  const rng = seedRng('purchase');
  const lv = { ...LEVELS.hard, actionCardsHeld: held };
  const view = purchaseView(bought);
  return boardDecision(view, view.moves, lv, () => nextFloat(rng));
}

describe('Board Game purchases (docs/rules.md §7; en-rulebook "Purchases")', () => {
  it('hard buys Action cards once a phase: holding two, it passes on a second pair', () => {
    expect(decide(false, LEVELS.hard.actionCardsHeld)?.type).toBe('buyActions');
    // Without the cap it would buy again: the cap, not the position, makes it pass.
    expect(decide(true, Number.POSITIVE_INFINITY)?.type).toBe('buyActions');
    expect(decide(true, LEVELS.hard.actionCardsHeld)?.type).not.toBe('buyActions');
  });
});
