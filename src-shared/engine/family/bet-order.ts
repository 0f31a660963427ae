import { activeSeats, clockwiseFrom, hasPower, rightOf, type Seating } from '../core/players';
import type { Phase } from '../core/types';

/** Second bets: counter-clockwise from the first player's right; the first player is last. */
export function secondBetOrder(s: Seating & { firstPlayer: number }): number[] {
  const order: number[] = [];
  let seat = s.firstPlayer;
  for (let k = 0; k < activeSeats(s).length; k++) {
    seat = rightOf(s, seat);
    order.push(seat);
    // Antonio Vesuvio places two second bets, one after the other (docs/rules.md §4).
    if (hasPower(s, seat, 'twoSecondBets')) order.push(seat);
  }
  return order;
}

/** A bet turn still to come this round: whose, and whether it is a first bet (mandatory) or a second (optional). */
export interface BetTurn {
  seat: number;
  first: boolean;
}

/**
 * The Family Game's bet turns still to come this round after the acting seat's turn now, in order,
 * as every player can work them out (docs/rules.md §4): the first bets clockwise from the first
 * player, then the second bets counter-clockwise. Another seat's turns only: the acting seat
 * decides its own.
 */
export function betTurnsToCome(v: Seating & { firstPlayer: number; phase: Phase }, acting: number): BetTurn[] {
  const seconds = secondBetOrder(v).map((seat) => ({ seat, first: false }));
  const after = (order: BetTurn[]): BetTurn[] => {
    const at = order.map((t) => t.seat).lastIndexOf(acting);
    return order.slice(at + 1);
  };
  let turns: BetTurn[];
  switch (v.phase) {
    case 'firstBets':
      turns = [...after(clockwiseFrom(v, v.firstPlayer).map((seat) => ({ seat, first: true }))), ...seconds];
      break;
    case 'ericChange':
    case 'fixing':
      turns = seconds;
      break;
    case 'secondBets':
      turns = after(seconds);
      break;
    default:
      turns = [];
  }
  return turns.filter((t) => t.seat !== acting);
}
