import { repayLoans, scoreGoals } from '../board/goals';
import { STARTING_VP_TOKENS, activeSeats, vpOf } from './players';
import type { FinalScore, GameState, Victory, VpSources } from './types';

/**
 * The final tally (docs/rules.md §9). Board Game: loans first (a player who cannot repay loses and is
 * left out of the goals), then goals. Winner: most VP; Family Game ties go to money, then a random
 * pick; Board Game ties straight to a random pick.
 */
export function tally(s: GameState): void {
  const seats = activeSeats(s);
  const repaid = s.mode === 'board' ? repayLoans(s, seats) : { defaulted: [], loans: s.players.map(() => []) };
  const goals =
    s.mode === 'board'
      ? scoreGoals(
          s,
          seats.filter((x) => !repaid.defaulted.includes(x)),
        )
      : new Map();
  s.ending = {
    defaulted: repaid.defaulted,
    goals: s.players.map((_, seat) => goals.get(seat) ?? []),
    loans: repaid.loans,
  };
}

function totalVp(s: GameState, seat: number): number {
  if (s.ending!.defaulted.includes(seat)) return 0;
  return vpOf(s.players[seat]) + goalVp(s, seat);
}

function goalVp(s: GameState, seat: number): number {
  return s.ending!.goals[seat].reduce((n, g) => n + g.vp, 0);
}

/** Orders two seats by VP alone, a player who could not repay their loans last. */
function compareVp(s: GameState, a: number, b: number): number {
  const da = s.ending!.defaulted.includes(a),
    db = s.ending!.defaulted.includes(b);
  if (da !== db) return da ? 1 : -1;
  return totalVp(s, b) - totalVp(s, a);
}

function compare(s: GameState, a: number, b: number): number {
  const byVp = compareVp(s, a, b);
  if (byVp !== 0 || s.mode === 'board') return byVp;
  return s.players[b].money - s.players[a].money;
}

/** Seats sharing the best score; more than one means a random pick decides the winner. */
export function tiedForFirst(s: GameState): number[] {
  const seats = activeSeats(s).sort((a, b) => compare(s, a, b));
  return seats.filter((seat) => compare(s, seats[0], seat) === 0);
}

/**
 * What decided the win of `winner` (docs/rules.md §9): VP alone, the Family Game's money among the
 * players with equal VP, or (`drawn`) the random pick among the players still tied.
 */
export function victoryOf(s: GameState, winner: number, drawn: boolean): Victory {
  const sameVp = activeSeats(s).filter((seat) => compareVp(s, winner, seat) === 0);
  if (sameVp.length === 1) return { seat: winner, by: 'vp', tied: [] };
  return { seat: winner, by: drawn ? 'draw' : 'money', tied: sameVp };
}

/** Where the seat's final VP came from; the parts add up to its final VP. */
function vpSources(s: GameState, seat: number, finalVp: number): VpSources {
  const p = s.players[seat];
  const r = s.vpRecord[seat];
  const goals = s.ending ? goalVp(s, seat) : 0;
  // VP tokens come from the start, bets and auctions, less the penalties (a penalty may take a
  // stable instead of tokens): the rest of the player's VP is their stables'.
  const stables = vpOf(p) - STARTING_VP_TOKENS - r.bets - r.auctions - r.penalties;
  const kept = STARTING_VP_TOKENS + r.bets + stables + r.auctions + r.penalties + goals;
  return {
    start: STARTING_VP_TOKENS,
    bets: r.bets,
    stables,
    auctions: r.auctions,
    penalties: r.penalties,
    goals,
    lost: finalVp - kept,
  };
}

/**
 * Final places: the winner first, then the others by score (equal scores share a place);
 * forfeited players last, a later forfeit above an earlier one (no winner: everyone forfeited).
 */
export function finalScores(s: GameState, winner: number | null): FinalScore[] {
  const others = activeSeats(s)
    .filter((seat) => seat !== winner)
    .sort((a, b) => compare(s, a, b));
  const score = (seat: number, place: number): FinalScore => {
    const vp = s.players[seat].forfeited ? 0 : totalVp(s, seat);
    return {
      seat,
      vp,
      money: s.players[seat].money,
      vpSources: vpSources(s, seat, vp),
      loans: s.ending?.loans?.[seat] ?? [],
      place,
      forfeited: s.players[seat].forfeited,
      goalVp: s.ending ? goalVp(s, seat) : 0,
      // Only the Goal cards that scored are shown; the others stay face down (docs/rules.md §9, §10).
      goals: (s.ending?.goals[seat] ?? []).filter((g) => g.vp > 0),
      defaulted: s.ending?.defaulted.includes(seat) ?? false,
    };
  };
  const out = winner === null ? [] : [score(winner, 1)];
  others.forEach((seat, i) => {
    const prev = out[out.length - 1];
    const same = i > 0 && compare(s, others[i - 1], seat) === 0;
    out.push(score(seat, same ? prev.place : out.length + 1));
  });
  s.forfeits
    .slice()
    .reverse()
    .forEach((seat) => out.push(score(seat, out.length + 1)));
  return out;
}
