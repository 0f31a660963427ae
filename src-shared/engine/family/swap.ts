import { cardKind } from '../cards/card-kind';
import { err, type EngineError } from '../core/errors';
import { cardsOfKind, giveItem, takeItem } from '../board/holdings';
import { finishStep } from '../board/purchase-step';
import type { GameState, InPhase } from '../core/types';

/**
 * Cédric Copieur / Troy (docs/rules.md §7): whoever acquires one from the deck or from a player must
 * swap it at once for an Assistant / Horse card of another player, for whom it has no power.
 */

/** Cards of the swap's kind that other players hold: the possible targets. */
export function swapTargets(
  s: GameState,
  seat: number,
  kind: 'assistant' | 'horse',
): { target: number; card: number }[] {
  return s.players.flatMap((p, target) =>
    target === seat || p.forfeited ? [] : cardsOfKind(p, kind).map((card) => ({ target, card })),
  );
}

/** Starts the swap a just-acquired Cédric / Troy demands; false when no card is in play to take. */
export function startSwap(s: InPhase<'purchase'>, seat: number, card: number): boolean {
  const kind = cardKind(card) === 'assistant' ? 'assistant' : 'horse';
  if (swapTargets(s, seat, kind).length === 0) return false;
  s.purchase.swap = { seat, card, kind };
  return true;
}

export function validateSwap(s: InPhase<'purchase'>, target: number, card: number): EngineError | null {
  const sw = s.purchase.swap!;
  return swapTargets(s, sw.seat, sw.kind).some((t) => t.target === target && t.card === card)
    ? null
    : err('NO_SWAP_CARD', { target, card });
}

/** The other player must take the Cédric / Troy, which has no power for them (docs/rules.md §7). */
export function swapCards(s: InPhase<'purchase'>, target: number, card: number): void {
  const pur = s.purchase;
  const sw = pur.swap!;
  const me = s.players[sw.seat],
    them = s.players[target];
  takeItem(me, { kind: sw.kind, card: sw.card });
  takeItem(them, { kind: sw.kind, card });
  giveItem(me, { kind: sw.kind, card });
  giveItem(them, { kind: sw.kind, card: sw.card });
  them.dormant.push(sw.card);
  pur.swap = null;
  finishStep(s);
}
