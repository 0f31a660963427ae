import type { Color } from '../core/colors';
import type { RngState } from '../core/rng';
import type { Action, Bet, BetKind, GameOptions, GameState } from '../core/types';
import type { PartyAction } from './action-schema';

/**
 * The Party Game of the classic edition (docs/rules.md §11): up to 12 seats bet on six horses of equal
 * chance; one seat per race is the bookmaker. Its state is its own: no odds, cards, VP or stables.
 */
export interface PartyOptions {
  mode: 'party';
  /** Player names in seat order; seats run clockwise (seat i + 1 is on seat i's left). */
  players: string[];
  seed: number | string;
  partyOptions?: {
    /** Races in the game (default 6). */
    races?: number;
    /** Everyone's money at the start, a multiple of 100 (default 2000). */
    startingMoney?: number;
  };
}

export type PartyPhase = 'bookmaker' | 'betting' | 'race' | 'gameOver';

export interface PartyPlayer {
  name: string;
  money: number;
  /** No money left after a race: out of the game for good. */
  out: boolean;
}

/** One Movement card turned: the card's six values go to the horses in `order` (value k to horse order[k]). */
export interface TurnedCard {
  card: number;
  order: Color[];
}

export interface PartyTrack {
  /** Square of each horse, in lane order. */
  positions: number[];
  /** Horse indices in finishing order, as ranked so far. */
  ranking: number[];
  /** Cards turned in this race, in order (public: they lie face up). */
  turned: TurnedCard[];
  /**
   * Horses that reached the line on the last card and are not ranked yet, grouped by squares
   * beyond the line (most first). A group of several waits for the bookmaker to order it.
   */
  arriving: number[][];
}

/** What one seat staked and won in a race; `gain` = won − staked. */
export interface PartyPayoff {
  seat: number;
  staked: number;
  won: number;
  gain: number;
}

export interface PartyRaceSummary {
  race: number;
  bookmaker: number;
  ranking: Color[];
  /** Where each horse stopped, in lane order. */
  positions: number[];
  bets: Bet[];
  payoffs: PartyPayoff[];
  /** Seats that ran out of money in this race. */
  out: number[];
  /** The bookmaker of the next race (null when the game ended). */
  nextBookmaker: number | null;
}

/** Everyone's money at the start (race 0) and after each race, for the final charts. */
export interface PartyMoneyRecord {
  race: number;
  money: number[];
}

export interface PartyScore {
  seat: number;
  money: number;
  /** 1 = winner; seats with equal money share a place. */
  place: number;
  out: boolean;
}

export interface PartyState {
  format: 'horse-fever-state';
  version: 1;
  mode: 'party';
  rng: RngState;
  /** The race being played, from 1. */
  race: number;
  races: number;
  startingMoney: number;
  phase: PartyPhase;
  /** Null until the first bookmaker is drawn. */
  bookmaker: number | null;
  /** Seats still to bet in this race, the one betting first. */
  queue: number[];
  players: PartyPlayer[];
  /** This race's bets; each stake went to the bank when placed. */
  bets: Bet[];
  /** Each seat's money before this race's bets (the race's gain is measured from it). */
  moneyBefore: number[];
  /** Movement cards left to turn; drawn uniformly at random, so order is never stored. */
  movementDeck: number[];
  track: PartyTrack | null;
  lastRace: PartyRaceSummary | null;
  result: PartyScore[] | null;
  /** Money at the start and after each race run (as the Family and Board Games' round history). */
  history: PartyMoneyRecord[];
}

export type { PartyAction, PartyChanceAction, PartyPlayerAction } from './action-schema';

/** The legal choices of the seat to act, with the bounds of their free parts (as in the other modes). */
export type PartyMove =
  | { type: 'bet'; seat: number; horse: Color; kind: BetKind; minStake: number; maxStake: number }
  | { type: 'photoOrder'; seat: number; tied: Color[] };

/** A whole Party Game: its options (with the seed) and every action in order, chance steps included. */
export interface PartyRecord {
  options: PartyOptions;
  actions: PartyAction[];
}

/** Who must act now (the same shape as the other modes' Pending). */
export type PartyPending = { kind: 'player'; seat: number } | { kind: 'chance' } | { kind: 'over' };

/** A game of any mode; the shared entry points (newGame, applyAction, pending, …) take either. */
export type AnyGameState = GameState | PartyState;
export type AnyGameOptions = GameOptions | PartyOptions;
/** A record of a game of any mode, as a save holds it (the options say which actions fit). */
export interface AnyGameRecord {
  options: AnyGameOptions;
  actions: (Action | PartyAction)[];
}
