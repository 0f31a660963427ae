import { activeSeats, vpOf } from './players';
import type { FinalScore, GameState } from './types';

/** Order of the players still in: VP, then (Family Game only) money (RULES.md §9). */
function compare(s: GameState, a: number, b: number): number {
  const pa = s.players[a], pb = s.players[b];
  const byVp = vpOf(pb) - vpOf(pa);
  if (byVp !== 0 || s.mode === 'board') return byVp;
  return pb.money - pa.money;
}

/** Seats sharing the best score; more than one means a random pick decides the winner. */
export function tiedForFirst(s: GameState): number[] {
  const seats = activeSeats(s).sort((a, b) => compare(s, a, b));
  return seats.filter((seat) => compare(s, seats[0], seat) === 0);
}

/**
 * Final places: the winner first, then the others by score (equal scores share a place);
 * forfeited players last, a later forfeit above an earlier one.
 */
export function finalScores(s: GameState, winner: number): FinalScore[] {
  const others = activeSeats(s).filter((seat) => seat !== winner).sort((a, b) => compare(s, a, b));
  const score = (seat: number, place: number): FinalScore => ({
    seat, vp: vpOf(s.players[seat]), money: s.players[seat].money, place, forfeited: s.players[seat].forfeited,
  });
  const out = [score(winner, 1)];
  others.forEach((seat, i) => {
    const prev = out[out.length - 1];
    const same = i > 0 && compare(s, others[i - 1], seat) === 0;
    out.push(score(seat, same ? prev.place : i + 2));
  });
  const gone = s.forfeits.slice().reverse();
  gone.forEach((seat) => out.push(score(seat, out.length + 1)));
  return out;
}
