import { describe, expect, it } from 'vitest';
import { DecisionView } from './decision-view';
import { legalActions } from './legal-actions';
import { pending } from './pending';
import { seededRandom, playRandomGame } from '../../testing/random-game';
import type { GameState, Mode } from './types';
import { playerView } from './view';

/** Every object and array reachable from `x`. */
function objectsIn(x: unknown, into = new Set<object>()): Set<object> {
  if (x !== null && typeof x === 'object' && !into.has(x)) {
    into.add(x);
    for (const v of Object.values(x)) objectsIn(v, into);
  }
  return into;
}

/** Calls `check` at every player decision of a few random games of each mode. */
function atDecisions(check: (s: GameState, seat: number) => void): void {
  for (const mode of ['family', 'board'] as Mode[])
    for (let g = 0; g < 2; g++)
      playRandomGame(
        { mode, players: ['A', 'B', 'C', 'D'], seed: `dv/${g}`, starred: mode === 'board' },
        seededRandom(g),
        (s) => {
          const p = pending(s);
          if (p.kind === 'player') check(s, p.seat);
        },
      );
}

describe('DecisionView: the player view of a decision, built as far as it is read', () => {
  it('reads as playerView does, whichever field comes first, key for key and in the same order', () => {
    atDecisions((s, seat) => {
      const eager = playerView(s, seat);
      const movesFirst = new DecisionView(s, seat).view;
      expect(movesFirst.moves).toEqual(eager.moves);
      expect(JSON.stringify(movesFirst)).toBe(JSON.stringify(eager));
      const other = new DecisionView(s, seat).view;
      expect(other.players).toEqual(eager.players);
      expect({ ...other }).toEqual(eager);
      expect(Object.keys(other)).toEqual(Object.keys(eager));
      // Another seat's view has no moves, as playerView's.
      const next = (seat + 1) % s.players.length;
      expect(new DecisionView(s, next).view).toEqual(playerView(s, next));
    });
  });

  it('legal moves share no object with the state, so the moves alone are a safe view', () => {
    atDecisions((s) => {
      const state = objectsIn(s);
      for (const o of objectsIn(legalActions(s))) expect(state.has(o)).toBe(false);
    });
  });

  it('a write builds the view and changes the view only; a closed view not built throws on its first read', () => {
    atDecisions((s, seat) => {
      const before = JSON.stringify(s);
      const d = new DecisionView(s, seat);
      const moves = d.view.moves;
      d.close();
      expect(d.view.moves).toBe(moves);
      expect(() => d.view.players).toThrow(/read after its decision/);
      const w = new DecisionView(s, seat);
      w.view.odds[0] = 99;
      w.close();
      expect(w.view.odds[0]).toBe(99);
      expect(JSON.stringify(s)).toBe(before);
    });
  });

  it('a view completed before closing stays readable', () => {
    atDecisions((s, seat) => {
      const d = new DecisionView(s, seat);
      d.complete();
      d.close();
      expect(d.view).toEqual(playerView(s, seat));
    });
  });
});
