import { COLORS } from '../core/colors';
import { seatsClockwise } from '../core/players';
import type { BetKind } from '../core/types';
import type { PartyPayoff, PartyScore, PartyState } from './types';

/** docs/rules.md §11 payoffs (the stake was paid when the bet was placed): Win on the first horse 6 × stake, Show on 1–3 2 × stake. */
export const WIN_PAYS = 6;
export const SHOW_PAYS = 2;
export const SHOW_PLACES = 3;

/** What the bank pays back on a bet whose horse finished at `place` (0 = first). */
export function betReturn(kind: BetKind, stake: number, place: number): number {
  if (kind === 'win') return place === 0 ? WIN_PAYS * stake : 0;
  return place < SHOW_PLACES ? SHOW_PAYS * stake : 0;
}

/** Betting opens (docs/rules.md §11): every seat in the game but the bookmaker, clockwise from the bookmaker's left. */
export function openBetting(s: PartyState): void {
  const bookmaker = s.bookmaker!;
  s.bets = [];
  s.track = null;
  s.moneyBefore = s.players.map((p) => p.money);
  s.queue = seatsClockwise(s.players.length, bookmaker + 1).filter(
    (seat) => seat !== bookmaker && !s.players[seat].out,
  );
}

function payoffs(s: PartyState): PartyPayoff[] {
  const ranking = s.track!.ranking;
  const bettors = [...new Set(s.bets.map((b) => b.seat))];
  return bettors.map((seat) => {
    const mine = s.bets.filter((b) => b.seat === seat);
    const staked = mine.reduce((sum, b) => sum + b.stake, 0);
    const won = mine.reduce((sum, b) => sum + betReturn(b.kind, b.stake, ranking.indexOf(COLORS.indexOf(b.horse))), 0);
    return { seat, staked, won, gain: won - staked };
  });
}

/**
 * The next bookmaker: the seat still in the game that gained most in this race; ties go to the
 * earliest clockwise from the current bookmaker. In a 2-seat game that is always the other seat.
 */
function nextBookmaker(s: PartyState, lines: PartyPayoff[]): number | null {
  const gain = new Map(lines.map((l) => [l.seat, l.gain]));
  let best: number | null = null;
  for (const seat of seatsClockwise(s.players.length, s.bookmaker! + 1)) {
    if (!gain.has(seat) || s.players[seat].out) continue;
    if (best === null || gain.get(seat)! > gain.get(best)!) best = seat;
  }
  return best;
}

/**
 * Pays the race's bets and records it; then the game ends (the last race run, or one seat left)
 * or the next race's bookmaker is named and its betting comes next.
 */
export function finishRace(s: PartyState): 'betting' | 'gameOver' {
  const lines = payoffs(s);
  for (const l of lines) s.players[l.seat].money += l.won;
  const out = lines.map((l) => l.seat).filter((seat) => s.players[seat].money === 0);
  for (const seat of out) s.players[seat].out = true;
  const inGame = s.players.filter((p) => !p.out).length;
  const over = s.race >= s.races || inGame <= 1;
  const next = over ? null : nextBookmaker(s, lines);
  s.lastRace = {
    race: s.race,
    bookmaker: s.bookmaker!,
    ranking: s.track!.ranking.map((h) => COLORS[h]),
    positions: s.track!.positions,
    bets: s.bets,
    payoffs: lines,
    out,
    nextBookmaker: next,
  };
  s.history.push({ race: s.race, money: s.players.map((p) => p.money) });
  if (next === null) return 'gameOver';
  s.race++;
  s.bookmaker = next;
  return 'betting';
}

/** The most money wins; equal money shares the place (docs/rules.md §11). */
export function finalScores(s: PartyState): PartyScore[] {
  return s.players.map((p, seat) => ({
    seat,
    money: p.money,
    place: 1 + s.players.filter((o) => o.money > p.money).length,
    out: p.out,
  }));
}
