import { plainCopy } from '../core/plain-copy';
import type { Bet } from '../core/types';
import { partyLegalActions, partyPending } from './moves';
import { tieToOrder } from './race';
import type {
  PartyMoneyRecord,
  PartyMove,
  PartyPending,
  PartyPhase,
  PartyPlayer,
  PartyRaceSummary,
  PartyScore,
  PartyState,
  PartyTrack,
} from './types';

/**
 * What one seat may see of a Party Game: everything is public (money, bets, the track, turned
 * cards) except the generator (docs/rules.md §10–11); the deck is only a count.
 */
export interface PartyView {
  seat: number;
  mode: 'party';
  race: number;
  races: number;
  startingMoney: number;
  phase: PartyPhase;
  pending: PartyPending;
  bookmaker: number | null;
  /** Seats still to bet this race, in order. */
  queue: number[];
  players: PartyPlayer[];
  bets: Bet[];
  moneyBefore: number[];
  movementDeckCount: number;
  track: PartyTrack | null;
  /** The horses tied at the line that the bookmaker must order now (docs/rules.md §11), else null. */
  tie: number[] | null;
  lastRace: PartyRaceSummary | null;
  result: PartyScore[] | null;
  /** Everyone's money at the start (race 0) and after each race. */
  history: PartyMoneyRecord[];
  /** The viewer's legal moves when it is their turn. */
  moves: PartyMove[];
}

export function partyView(s: PartyState, seat: number): PartyView {
  const p = partyPending(s);
  const view: PartyView = {
    seat,
    mode: 'party',
    race: s.race,
    races: s.races,
    startingMoney: s.startingMoney,
    phase: s.phase,
    pending: p,
    bookmaker: s.bookmaker,
    queue: s.queue,
    players: s.players,
    bets: s.bets,
    moneyBefore: s.moneyBefore,
    movementDeckCount: s.movementDeck.length,
    track: s.track,
    tie: tieToOrder(s.track),
    lastRace: s.lastRace,
    result: s.result,
    history: s.history,
    moves: p.kind === 'player' && p.seat === seat ? partyLegalActions(s) : [],
  };
  // The view shares no objects with the state, so a holder can never reach back into it.
  return plainCopy(view);
}
