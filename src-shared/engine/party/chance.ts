import { COLORS, type Color } from '../core/colors';
import type { EngineError } from '../core/errors';
import { nextUint, peekFloat } from '../core/rng';
import { turnCard } from './race';
import { err } from '../core/errors';
import type { PartyChanceAction, PartyState } from './types';

/** All 720 orders of the six horses, in lexicographic lane order. */
export const HORSE_ORDERS: readonly (readonly Color[])[] = permutations(COLORS);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * Chance steps of the Party Game: the first bookmaker (any seat, uniformly) and each Movement
 * card with the order its values go to the horses (card and order uniform and independent).
 * Applying one always consumes one draw of the state's generator, as in the other modes.
 */
export function isPartyChance(s: PartyState): boolean {
  return s.phase === 'bookmaker' || (s.phase === 'race' && s.track !== null && s.track.arriving.length === 0);
}

export function partyChanceOutcomes(s: PartyState): { action: PartyChanceAction; probability: number }[] {
  if (s.phase === 'bookmaker') {
    const n = s.players.length;
    return s.players.map((_, seat) => ({ action: { type: 'chance', kind: 'bookmaker', seat }, probability: 1 / n }));
  }
  if (!isPartyChance(s)) return [];
  const p = 1 / (s.movementDeck.length * HORSE_ORDERS.length);
  return s.movementDeck.flatMap((card) =>
    HORSE_ORDERS.map((order) => ({
      action: { type: 'chance', kind: 'movement', card, order: order.slice() },
      probability: p,
    })),
  );
}

/** The outcome the state's own generator picks next (the generator is not advanced). */
export function samplePartyChance(s: PartyState): PartyChanceAction {
  const u = peekFloat(s.rng);
  if (s.phase === 'bookmaker') return { type: 'chance', kind: 'bookmaker', seat: Math.floor(u * s.players.length) };
  const k = Math.floor(u * s.movementDeck.length * HORSE_ORDERS.length);
  const card = s.movementDeck[Math.floor(k / HORSE_ORDERS.length)];
  return { type: 'chance', kind: 'movement', card, order: HORSE_ORDERS[k % HORSE_ORDERS.length].slice() };
}

export function validatePartyChance(s: PartyState, a: PartyChanceAction): EngineError | null {
  if (!isPartyChance(s)) return err('NOT_CHANCE', {});
  const expected = s.phase === 'bookmaker' ? 'bookmaker' : 'movement';
  if (a.kind !== expected) return err('WRONG_CHANCE', { expected, got: a.kind });
  const possible =
    a.kind === 'bookmaker'
      ? a.seat < s.players.length
      : s.movementDeck.includes(a.card) && new Set(a.order).size === COLORS.length;
  return possible ? null : err('BAD_OUTCOME', { kind: a.kind });
}

export function applyPartyChance(s: PartyState, a: PartyChanceAction): void {
  nextUint(s.rng);
  // The drawn bookmaker; settling the step then opens the betting (phases.ts).
  if (a.kind === 'bookmaker') s.bookmaker = a.seat;
  else turnCard(s, a.card, a.order);
}
