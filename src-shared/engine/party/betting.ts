import { COLORS } from '../core/colors';
import type { EngineError } from '../core/errors';
import type { BetKind } from '../core/types';
import { err } from '../core/errors';
import type { PartyMove, PartyState } from './types';

/** What the betting rules read: money and this race's bets (a player view has both). */
type Table = Pick<PartyState, 'players' | 'bets'>;

/** Every stake is a multiple of 100, at least 100 (docs/rules.md §11). */
export const PARTY_STAKE_STEP = 100;
const KINDS: readonly BetKind[] = ['show', 'win'];

/**
 * The bet kinds `seat` has still to place this race: both, then the other one. A player with only
 * 100 has none left after their one bet of their choice (docs/rules.md §11), as stakes are paid at once.
 */
export function kindsLeft(s: Table, seat: number): BetKind[] {
  if (s.players[seat].money < PARTY_STAKE_STEP) return [];
  const placed = s.bets.filter((b) => b.seat === seat).map((b) => b.kind);
  return KINDS.filter((k) => !placed.includes(k));
}

/**
 * Stake bounds for `seat`'s next bet. Each stake goes to the bank when placed, so while both bets
 * are still to come the first leaves 100 for the second (the two together at most their money).
 */
export function partyStakeRange(s: Table, seat: number): { min: number; max: number } | null {
  const left = kindsLeft(s, seat);
  if (left.length === 0) return null;
  const money = s.players[seat].money;
  const reserve = left.length === 2 && money >= 2 * PARTY_STAKE_STEP ? PARTY_STAKE_STEP : 0;
  return { min: PARTY_STAKE_STEP, max: money - reserve };
}

export function betMoves(s: Table, seat: number): PartyMove[] {
  const range = partyStakeRange(s, seat);
  if (!range) return [];
  return kindsLeft(s, seat).flatMap((kind) =>
    COLORS.map((horse): PartyMove => ({ type: 'bet', seat, horse, kind, minStake: range.min, maxStake: range.max })),
  );
}

export function validatePartyBet(s: Table, seat: number, kind: BetKind, stake: number): EngineError | null {
  if (!kindsLeft(s, seat).includes(kind)) return err('DUPLICATE_BET', { kind });
  if (stake < PARTY_STAKE_STEP || stake % PARTY_STAKE_STEP !== 0)
    return err('BAD_STAKE', { stake, min: PARTY_STAKE_STEP });
  const range = partyStakeRange(s, seat)!;
  if (stake > range.max) {
    return range.max < s.players[seat].money
      ? err('STAKE_KEEPS_RESERVE', { stake, max: range.max })
      : err('NOT_ENOUGH_MONEY', { price: stake, money: s.players[seat].money });
  }
  return null;
}
