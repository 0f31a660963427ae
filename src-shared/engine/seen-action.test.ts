import { describe, expect, it } from 'vitest';
import { cardKind } from './cards/card-kind';
import type { Action } from './core/action-schema';
import { legalActions, newGame, pending, sampleChance, applyActionInPlace } from './entry';
import { concreteAction } from './core/concrete-action';
import { plainCopy } from './core/plain-copy';
import type { GameState } from './core/types';
import { SPECTATOR } from './core/view';
import { actionSeenBy } from './seen-action';

/** Plays a seeded Family then Board Game, handing each action and the state before it to `see`. */
function playGames(see: (before: GameState, a: Action) => void): void {
  for (const mode of ['family', 'board'] as const) playOne(mode, see);
}

function playOne(mode: 'family' | 'board', see: (before: GameState, a: Action) => void): void {
  const s = newGame({ mode, players: ['A', 'B', 'C'], seed: 7, starred: mode === 'board' });
  for (let i = 0; i < 4000 && pending(s).kind !== 'over'; i++) {
    const p = pending(s);
    const a: Action =
      p.kind === 'chance' ? sampleChance(s) : concreteAction(legalActions(s)[i % legalActions(s).length]!, () => 0.5);
    see(plainCopy(s), a);
    if (applyActionInPlace(s, a)) throw new Error(`refused ${JSON.stringify(a)}`);
  }
}

describe('an action as a seat may know it', () => {
  it('tells a deal’s or a draw’s card to the seat that gets it only, and a face-down card to its owner only', () => {
    const told = { deal: 0, hiddenDeal: 0, draw: 0, hiddenDraw: 0, play: 0 };
    playGames((before, a) => {
      for (const seat of [0, 1, 2, SPECTATOR]) {
        const seen = actionSeenBy(before, a, seat);
        if (a.type === 'chance' && a.kind === 'deal') {
          const mine = before.queue[0] === seat;
          expect(seen).toEqual(mine ? a : { ...a, card: null });
          told[mine ? 'deal' : 'hiddenDeal']++;
        } else if (a.type === 'chance' && a.kind === 'draw') {
          const mine = before.purchase?.draw?.seat === seat;
          expect(seen).toEqual(mine ? a : { ...a, card: null });
          told[mine ? 'draw' : 'hiddenDraw']++;
        } else if (a.type === 'playCard') {
          expect(seen).toEqual(a.seat === seat ? a : { ...a, card: null });
          told.play++;
        } else if (a.type === 'keep') {
          const secret = ['goal', 'action'].includes(cardKind(a.card)) && a.seat !== seat;
          expect(seen).toEqual(secret ? { ...a, card: null } : a);
        } else if (a.type === 'clearance' && a.item.kind === 'goal' && a.seat !== seat) {
          expect(seen).toEqual({ ...a, item: { kind: 'goal' } });
        } else if (a.type !== 'answer' || a.goal === undefined) {
          expect(seen).toEqual(a);
        }
      }
    });
    expect(
      Object.values(told).filter((n) => n === 0),
      JSON.stringify(told),
    ).toEqual([]);
  });

  it('tells the Goal card given for an offer to the seller and the buyer only', () => {
    const before = { mode: 'board', purchase: { offer: { buyer: 1, seller: 0 } } } as unknown as GameState;
    const a: Action = { type: 'answer', seat: 0, accept: true, goal: 140 };
    expect(actionSeenBy(before, a, 0)).toEqual(a);
    expect(actionSeenBy(before, a, 1)).toEqual(a);
    expect(actionSeenBy(before, a, 2)).toEqual({ type: 'answer', seat: 0, accept: true });
    expect(actionSeenBy(before, a, SPECTATOR)).toEqual({ type: 'answer', seat: 0, accept: true });
  });

  it('hides nothing of a Party Game', () => {
    const s = newGame({ mode: 'party', players: ['A', 'B'], seed: 3 });
    const a = sampleChance(s);
    expect(actionSeenBy(s, a, SPECTATOR)).toBe(a);
  });
});
