import { COLORS, oddsMultiplier } from '../core/colors';
import { powerAmount } from '../cards/characters';
import { penalize } from '../core/forfeit';
import { assistantAmount } from '../board/holdings';
import { PENALTY_VP, clockwiseFrom, leftOf, rightOf } from '../core/players';
import type { BetKind, GameState, PayoffItem, PayoffLine, RaceCards } from '../core/types';

/** Stable owners' prizes for 1st, 2nd and 3rd place (rulebook 3.5). */
export const STABLE_PRIZES = [600, 400, 200] as const;

/** The prize of a stable whose horse finished at `place` (0 = first), 0 from 4th place on (docs/rules.md §6). */
export function stablePrize(place: number): number {
  return STABLE_PRIZES[place] ?? 0;
}

/** Places a Show bet pays on: the first 3, or the number on Miss Paris's card (docs/rules.md §6). */
export function showPlaces(characterId: string): number {
  return powerAmount(characterId, 'showOnFourth') ?? 3;
}

/** VP a successful bet brings: Win 3, Show 1, changed by Boss / Boss!!! (`vpBonus`), never below 0 (docs/rules.md §6). */
export function betVp(kind: BetKind, vpBonus: number): number {
  return Math.max(0, (kind === 'win' ? 3 : 1) + vpBonus);
}

/** Money a successful bet pays: Win `stake × N` at odds 1:N (`row`), Show `2 × stake` (docs/rules.md §6). */
export function betMoney(kind: BetKind, stake: number, row: number): number {
  return kind === 'win' ? stake * oddsMultiplier(row) : 2 * stake;
}

/**
 * What one bet pays when its horse finishes at `place` (0 = first) from odds `row`, for a bettor
 * whose Show bets pay on the first `showPlaces` places (docs/rules.md §6); null when the bet loses.
 */
export function betPayout(
  kind: BetKind,
  stake: number,
  place: number,
  row: number,
  vpBonus: number,
  showPlaces: number,
): { money: number; vp: number } | null {
  const won = kind === 'win' ? place === 0 : place < showPlaces;
  return won ? { money: betMoney(kind, stake, row), vp: betVp(kind, vpBonus) } : null;
}

interface Ledger {
  gains: number;
  vp: number;
  /** Everything owed, to the bank and to other players. */
  debts: number;
  /** The part of the debts owed to other players (Brian O'Fist, Pedro Pugnós). */
  owed: { to: number; amount: number }[];
  items: PayoffItem[];
}

/** What one player gains and owes from this race, before anything is paid. */
function ledgerFor(s: GameState, seat: number, ranking: readonly number[], cards: RaceCards): Ledger {
  const l: Ledger = { gains: 0, vp: 0, debts: 0, owed: [], items: [] };
  const rankOf = (h: number): number => ranking.indexOf(h);
  const places = showPlaces(s.players[seat].character);
  const mine = s.bets.filter((b) => b.seat === seat);
  for (const b of mine) {
    const h = COLORS.indexOf(b.horse);
    const won = betPayout(b.kind, b.stake, rankOf(h), s.odds[h], cards.vpBonus[h], places);
    if (!won) {
      l.items.push({ kind: 'lost', horse: b.horse, bet: b.kind, stake: b.stake });
      continue;
    }
    l.gains += won.money;
    l.vp += won.vp;
    l.items.push(
      b.kind === 'win'
        ? { kind: 'win', horse: b.horse, stake: b.stake, multiplier: oddsMultiplier(s.odds[h]), vp: won.vp }
        : { kind: 'show', horse: b.horse, stake: b.stake, vp: won.vp },
    );
  }
  COLORS.forEach((horse, h) => {
    if (!mine.some((b) => b.horse === horse)) return;
    for (const amount of cards.bettorMoney[h]) {
      if (amount > 0) l.gains += amount;
      else l.debts -= amount;
      l.items.push({ kind: 'bettorMoney', horse, amount });
    }
  });
  for (const stable of s.players[seat].stables) {
    const prize = stablePrize(rankOf(COLORS.indexOf(stable)));
    if (prize) {
      l.gains += prize;
      l.items.push({ kind: 'stablePrize', horse: stable, prize });
    }
  }
  if (s.mode === 'board') boardLedger(s, seat, cards, l);
  return l;
}

/** Board Game money from Assistant and Horse cards (docs/rules.md §6). */
function boardLedger(s: GameState, seat: number, cards: RaceCards, l: Ledger): void {
  const barman = assistantAmount(s.players[seat], 'barman');
  if (barman !== null) {
    l.gains += barman;
    l.items.push({ kind: 'danielJackson', amount: barman });
  }
  for (const lined of s.lineup) {
    const money = cards.ownerMoney[COLORS.indexOf(lined.horse)];
    if (lined.seat === seat && money > 0) {
      l.gains += money;
      l.items.push({ kind: 'horseCard', card: lined.card, amount: money });
    }
  }
  s.players.forEach((p, creditor) => {
    if (creditor === seat || p.forfeited) return;
    const amount =
      (rightOf(s, creditor) === seat ? (assistantAmount(p, 'rightPays') ?? 0) : 0) +
      (leftOf(s, creditor) === seat ? (assistantAmount(p, 'leftPays') ?? 0) : 0);
    if (amount === 0) return;
    l.owed.push({ to: creditor, amount });
    l.debts += amount;
    l.items.push({ kind: 'paid', to: creditor, amount });
  });
}

/**
 * Pays the race (docs/rules.md §6): player by player from the first player clockwise, all gains, then
 * all debts at once; a player who cannot pay them all pays none and loses 2 VP.
 */
export function payRace(s: GameState, ranking: readonly number[], cards: RaceCards): PayoffLine[] {
  const lines: PayoffLine[] = [];
  const received: { to: number; item: PayoffItem & { kind: 'received' } }[] = [];
  for (const seat of clockwiseFrom(s, s.firstPlayer)) {
    if (s.players[seat].forfeited) continue;
    const l = ledgerFor(s, seat, ranking, cards);
    const p = s.players[seat];
    p.money += l.gains;
    p.vpTokens += l.vp;
    s.vpRecord[seat].bets += l.vp;
    let paid = l.debts;
    let defaulted = false;
    if (l.debts > p.money) {
      paid = 0;
      defaulted = true;
      l.items.push({ kind: 'defaulted', debts: l.debts });
      penalize(s, seat);
    } else {
      p.money -= l.debts;
      for (const o of l.owed) {
        s.players[o.to].money += o.amount;
        received.push({ to: o.to, item: { kind: 'received', from: seat, amount: o.amount } });
      }
    }
    const stakes = s.bets.reduce((n, b) => n + (b.seat === seat ? b.stake : 0), 0);
    lines.push({
      seat,
      money: l.gains - paid,
      stakes,
      net: l.gains - paid - stakes,
      vp: l.vp,
      defaulted,
      items: l.items,
    });
  }
  // What Brian O'Fist's and Pedro Pugnós' owners received belongs to their own lines too.
  for (const { to, item } of received) {
    const line = lines.find((x) => x.seat === to)!;
    line.money += item.amount;
    line.net += item.amount;
    line.items.push(item);
  }
  return lines;
}

/**
 * What one reason of a payoff line did to the player's money in this race, stakes included: a won
 * bet its payout less its stake, a lost bet its stake as a loss, a debt as a loss unless the line
 * defaulted (then nothing was paid). The items of a line add up to its `net`.
 */
export function payoffItemMoney(item: PayoffItem, defaulted: boolean): number {
  switch (item.kind) {
    case 'win':
      return item.stake * item.multiplier - item.stake;
    case 'show':
      return item.stake;
    case 'lost':
      return -item.stake;
    case 'bettorMoney':
      return item.amount < 0 && defaulted ? 0 : item.amount;
    case 'stablePrize':
      return item.prize;
    case 'danielJackson':
    case 'horseCard':
    case 'received':
      return item.amount;
    case 'paid':
      return defaulted ? 0 : -item.amount;
    case 'defaulted':
      return 0;
  }
}

/** What one reason of a payoff line did to the player's VP: a won bet's VP, −2 for unpaid debts (docs/rules.md §3, §6). */
export function payoffItemVp(item: PayoffItem): number {
  if (item.kind === 'win' || item.kind === 'show') return item.vp;
  return item.kind === 'defaulted' ? -PENALTY_VP : 0;
}

/**
 * New odds (rulebook 3.6): the horse ranked p (0..5) on row r moves up a row if p < r, down if
 * p > r, and stays if p = r.
 */
export function newOdds(rows: readonly number[], ranking: readonly number[]): number[] {
  const out = rows.slice();
  ranking.forEach((h, p) => {
    const r = rows[h];
    out[h] = p < r ? r - 1 : p > r ? r + 1 : r;
  });
  return out;
}
