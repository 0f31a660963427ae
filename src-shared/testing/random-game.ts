import { concreteAction } from '../concrete-action';
import { applyActionInPlace } from '../engine';
import { legalActions } from '../legal-actions';
import { pending } from '../pending';
import { sampleChance } from '../chance';
import { newGame } from '../setup';
import type { Action, GameOptions, GameState } from '../types';

/** A small seeded generator for test drivers (not the game's own). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays a game with uniformly random legal moves, calling `onStep` on every state reached
 * (after each player action and each chance step). Returns the final state and the full log.
 */
export function playRandomGame(
  options: GameOptions,
  random: () => number,
  onStep: (s: GameState, log: readonly Action[]) => void = () => {},
): { state: GameState; log: Action[] } {
  const s = newGame(options);
  const log: Action[] = [];
  onStep(s, log);
  for (let guard = 0; guard < 100000; guard++) {
    while (pending(s).kind === 'chance') {
      const c = sampleChance(s);
      applyActionInPlace(s, c);
      log.push(c);
      onStep(s, log);
    }
    const p = pending(s);
    if (p.kind === 'over') return { state: s, log };
    const moves = legalActions(s);
    const a = concreteAction(moves[Math.floor(random() * moves.length)], random);
    const e = applyActionInPlace(s, a);
    if (e) throw new Error(`random legal move refused: ${e.message}`);
    log.push(a);
    onStep(s, log);
  }
  throw new Error('game did not end');
}
