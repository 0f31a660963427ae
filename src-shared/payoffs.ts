import { COLORS, oddsMultiplier } from './colors';
import { penalize } from './forfeit';
import { hasAssistant } from './holdings';
import { clockwiseFrom, hasPower, leftOf, rightOf } from './players';
import type { RaceCards } from './reveal';
import type { GameState, PayoffItem, PayoffLine } from './types';

/** Stable owners' prizes for 1st, 2nd and 3rd place (rulebook 3.5). */
export const STABLE_PRIZES = [600, 400, 200] as const;

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
  const showPlaces = hasPower(s, seat, 'showOnFourth') ? 4 : 3;
  const mine = s.bets.filter((b) => b.seat === seat);
  for (const b of mine) {
    const h = COLORS.indexOf(b.horse);
    const r = rankOf(h);
    if (b.kind === 'win' && r === 0) {
      const n = oddsMultiplier(s.odds[h]);
      const vp = Math.max(0, 3 + cards.vpBonus[h]);
      l.gains += b.stake * n;
      l.vp += vp;
      l.items.push({ kind: 'win', horse: b.horse, stake: b.stake, multiplier: n, vp });
    } else if (b.kind === 'show' && r < showPlaces) {
      const vp = Math.max(0, 1 + cards.vpBonus[h]);
      l.gains += 2 * b.stake;
      l.vp += vp;
      l.items.push({ kind: 'show', horse: b.horse, stake: b.stake, vp });
    }
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
    const prize = STABLE_PRIZES[rankOf(COLORS.indexOf(stable))];
    if (prize) {
      l.gains += prize;
      l.items.push({ kind: 'stablePrize', horse: stable, prize });
    }
  }
  if (s.mode === 'board') boardLedger(s, seat, cards, l);
  return l;
}

/** Board Game money from Assistant and Horse cards (RULES.md §6). */
function boardLedger(s: GameState, seat: number, cards: RaceCards, l: Ledger): void {
  if (hasAssistant(s.players[seat], 'barman')) {
    l.gains += 300;
    l.items.push({ kind: 'danielJackson', amount: 300 });
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
    const fists =
      (hasAssistant(p, 'rightPays') && rightOf(s, creditor) === seat ? 1 : 0) +
      (hasAssistant(p, 'leftPays') && leftOf(s, creditor) === seat ? 1 : 0);
    if (fists === 0) return;
    l.owed.push({ to: creditor, amount: 200 * fists });
    l.debts += 200 * fists;
    l.items.push({ kind: 'paid', to: creditor, amount: 200 * fists });
  });
}

/**
 * Pays the race (RULES.md §6): player by player from the first player clockwise, all gains, then
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
    lines.push({ seat, money: l.gains - paid, vp: l.vp, defaulted, items: l.items });
  }
  // What Brian O'Fist's and Pedro Pugnós' owners received belongs to their own lines too.
  for (const { to, item } of received) {
    const line = lines.find((x) => x.seat === to)!;
    line.money += item.amount;
    line.items.push(item);
  }
  return lines;
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
