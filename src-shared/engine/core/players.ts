import { COLORS, type Color } from './colors';
import { character, type CharacterPower } from '../cards/characters';
import type { GameState, PlayerState } from './types';

/** The VP token each player starts with (docs/rules.md §2). */
export const STARTING_VP_TOKENS = 1;

/** What a penalty costs (docs/rules.md §3): no first bet possible, or debts left unpaid. */
export const PENALTY_VP = 2;

/** VP = VP tokens + one per Stable Owner card (docs/rules.md §3). */
export function vpOf(p: PlayerState): number {
  return p.vpTokens + p.stables.length;
}

/** Minimum stake of any bet for a player with `vp` VP: 100 × VP, and never under 100 (docs/rules.md §3). */
export function minimumBetForVp(vp: number): number {
  return Math.max(100, 100 * vp);
}

export function minimumBet(p: PlayerState): number {
  return minimumBetForVp(vpOf(p));
}

export function activeSeats(s: Seating): number[] {
  // A plain loop: settle() asks this after every action.
  const out: number[] = [];
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].forfeited) out.push(i);
  return out;
}

/** Who sits where, as the state and every player view hold it: enough to work out turn order. */
export type Seating = { players: readonly { forfeited: boolean; character: string }[] };

/** All `n` seats clockwise from `from` (included; seat i + 1 is on seat i's left), whoever sits there. */
export function seatsClockwise(n: number, from: number): number[] {
  return Array.from({ length: n }, (_, k) => (from + k) % n);
}

/** Seats clockwise from `from` (included), skipping forfeited players. */
export function clockwiseFrom(s: Seating, from: number): number[] {
  return seatsClockwise(s.players.length, from).filter((seat) => !s.players[seat].forfeited);
}

/** The next active seat clockwise after `seat` (the player on its left). */
export function leftOf(s: Seating, seat: number): number {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const next = (seat + k) % n;
    if (!s.players[next].forfeited) return next;
  }
  return seat;
}

/** The next active seat counter-clockwise (the player on its right). */
export function rightOf(s: Seating, seat: number): number {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const prev = (seat - k + n) % n;
    if (!s.players[prev].forfeited) return prev;
  }
  return seat;
}

/** Price of a stable rated on an odds row: 2100 − 200 × row (docs/rules.md §7). */
export function stablePriceOnRow(row: number): number {
  return 2100 - 200 * row;
}

/** Current price of a stable, by its odds row now. */
export function stablePrice(s: GameState, c: Color): number {
  return stablePriceOnRow(s.odds[COLORS.indexOf(c)]);
}

/**
 * The two-VP penalty (docs/rules.md §3): tokens first, then the cheapest stables (lowest price, then
 * lane order) become unowned. Returns false when the player has under 2 VP: they must forfeit.
 */
export function loseTwoVp(s: GameState, seat: number): boolean {
  const p = s.players[seat];
  if (vpOf(p) < PENALTY_VP) return false;
  let owed = PENALTY_VP;
  const fromTokens = Math.min(owed, p.vpTokens);
  p.vpTokens -= fromTokens;
  owed -= fromTokens;
  while (owed > 0) {
    const cheapest = p.stables
      .slice()
      .sort((a, b) => stablePrice(s, a) - stablePrice(s, b) || COLORS.indexOf(a) - COLORS.indexOf(b))[0];
    p.stables = p.stables.filter((c) => c !== cheapest);
    // A Horse card lined up on a stable its owner loses leaves the lineup.
    s.lineup = s.lineup.filter((l) => l.horse !== cheapest);
    owed--;
  }
  return true;
}

export function hasPower(s: Seating, seat: number, power: CharacterPower): boolean {
  return character(s.players[seat].character).power === power;
}
