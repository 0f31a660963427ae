import { err, type EngineError } from '../core/errors';
import { hasPower } from '../core/players';
import type { GameState, InPhase, OncePerPhaseKind, PurchaseKind, PurchaseState } from '../core/types';

/*
 * The bookkeeping every purchase option shares (docs/rules.md §7): the phase's state, the
 * once-per-phase limits, the option each step took and the end of a step.
 */

/** Options usable at most once per phase (Miss Double may repeat her step-1 kind in step 2). */
const ONCE_PER_PHASE: readonly OncePerPhaseKind[] = ['goal', 'assistant', 'horse', 'stable', 'fromPlayer', 'clearance'];
const oncePerPhase = (kind: PurchaseKind): kind is OncePerPhaseKind => ONCE_PER_PHASE.some((k) => k === kind);

/** A purchase phase at its first step: nothing taken, drawn, offered or refused yet. */
export function newPurchase(s: GameState): PurchaseState {
  return {
    step: 1,
    taken: s.players.map(() => [null, null]),
    draw: null,
    offer: null,
    swap: null,
    refused: [],
    offered: [],
  };
}

/**
 * The purchase in play, for the steps that get the whole state (legal moves, chance draws); the
 * phase's own actions get it typed (InPhase<'purchase'>).
 */
export function purchaseOf(s: GameState): PurchaseState {
  if (!s.purchase) throw new Error('no purchase phase in play');
  return s.purchase;
}

/** Why this seat may not take this kind of option now, or null. */
export function limitProblem(s: GameState, seat: number, kind: PurchaseKind): EngineError | null {
  if (!oncePerPhase(kind)) return null;
  const pur = purchaseOf(s);
  const [first] = pur.taken[seat];
  if (pur.step === 2 && first === kind) {
    const repeat = kind !== 'clearance' && hasPower(s, seat, 'repeatPurchase');
    if (!repeat) return err('ONCE_PER_PHASE', { option: kind });
  }
  return null;
}

/** Records the option and ends the seat's step unless a draw, offer or swap follows. */
export function takeOption(s: InPhase<'purchase'>, seat: number, kind: PurchaseKind): void {
  s.purchase.taken[seat][s.purchase.step - 1] = kind;
}

export function finishStep(s: GameState): void {
  s.queue.shift();
}
