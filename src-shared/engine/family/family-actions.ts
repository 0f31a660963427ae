import { COLORS, colorIndex, type Color } from '../core/colors';
import { movedOdds, placeBet, validateBet } from './betting';
import { err, type EngineError } from '../core/errors';
import { clockwiseFrom, leftOf } from '../core/players';
import { orderPhotoFinish } from '../race/race-phase';
import type { GameState, InPhase, PlayerAction } from '../core/types';

/**
 * The decisions of the phases both games share (docs/rules.md §4, §5): bets, Eric Change's odds move,
 * fixing one card at a time, and the first player's photo-finish order. Each has its check and
 * its effect; legal-actions.ts offers exactly what the checks accept.
 */

/** The row Eric Change's move would put the stable on (docs/rules.md §4). */
function movedRow(s: GameState, seat: number, horse: Color, direction: 'up' | 'down'): number {
  return movedOdds(s.players[seat].character, s.odds[colorIndex(horse)], direction);
}

export function validateMoveOdds(
  s: GameState,
  seat: number,
  horse: Color,
  direction: 'up' | 'down',
): EngineError | null {
  return movedRow(s, seat, horse, direction) === s.odds[colorIndex(horse)]
    ? err('ODDS_AT_LIMIT', { horse, direction })
    : null;
}

export function validatePlayCard(s: GameState, seat: number, card: number): EngineError | null {
  return s.players[seat].hand.includes(card) ? null : err('NOT_IN_HAND', { card });
}

/** The horses the first player must order now (the first photo-finish tie still open). */
export function photoTie(s: InPhase<'race'>): Color[] {
  return s.race.photoTies[0].map((h) => COLORS[h]);
}

function validatePhotoOrder(s: InPhase<'race'>, order: readonly Color[]): EngineError | null {
  const tie = photoTie(s);
  const ok = order.length === tie.length && tie.every((c) => order.includes(c));
  return ok ? null : err('BAD_ORDER', { tied: tie });
}

export function validateFamily(s: GameState, a: PlayerAction): EngineError | null {
  switch (a.type) {
    case 'bet':
      return validateBet(s, a.seat, a.horse, a.kind, a.stake);
    case 'pass':
      return null;
    case 'moveOdds':
      return validateMoveOdds(s, a.seat, a.horse, a.direction);
    case 'playCard':
      return validatePlayCard(s, a.seat, a.card);
    default:
      return err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: [] });
  }
}

export function applyFamily(s: GameState, a: PlayerAction): void {
  switch (a.type) {
    case 'bet':
      placeBet(s, a.seat, a.horse, a.kind, a.stake);
      s.queue.shift();
      return;
    case 'pass':
      s.queue.shift();
      return;
    case 'moveOdds':
      s.odds[colorIndex(a.horse)] = movedRow(s, a.seat, a.horse, a.direction);
      s.queue.shift();
      return;
    case 'playCard': {
      const hand = s.players[a.seat].hand;
      hand.splice(hand.indexOf(a.card), 1);
      s.played.push({ card: a.card, horse: a.horse, seat: a.seat });
      nextFixer(s, a.seat, false);
      return;
    }
    default:
      throw new Error(`unexpected ${a.type} in ${s.phase}`);
  }
}

/** The race's one decision: the first player orders a photo-finish tie (docs/rules.md §5). */
export function validateRaceAction(s: InPhase<'race'>, a: PlayerAction): EngineError | null {
  return a.type === 'photoOrder'
    ? validatePhotoOrder(s, a.order)
    : err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: [] });
}

export function applyRaceAction(s: InPhase<'race'>, a: PlayerAction): void {
  if (a.type !== 'photoOrder') throw new Error(`unexpected ${a.type} in ${s.phase}`);
  orderPhotoFinish(s, a.order);
}

/** Fixing goes clockwise one card at a time; players with no cards left are skipped. */
export function nextFixer(s: GameState, from: number, includeFrom: boolean): void {
  const order = clockwiseFrom(s, includeFrom ? from : leftOf(s, from));
  const next = order.find((seat) => s.players[seat].hand.length > 0);
  s.queue = next === undefined ? [] : [next];
}
