import type { Color } from './colors';
import type { RaceCards } from './reveal';
import type { RngState } from './rng';

export type Mode = 'family' | 'board';
export type BetKind = 'win' | 'show';

export interface GameOptions {
  mode: Mode;
  /** Player names in seat order; seats run clockwise (seat i + 1 is on seat i's left). */
  players: string[];
  seed: number | string;
  /** Include the starred (★) Action and Character cards. */
  starred?: boolean;
  /** Forced setup outcomes, for tests and replays of a physical table. */
  setup?: {
    /** Stable colour on each odds row 1:2 … 1:7. */
    stableOrder?: Color[];
    /** Character id per seat. */
    characters?: string[];
    firstPlayer?: number;
  };
}

export interface Bet {
  seat: number;
  horse: Color;
  kind: BetKind;
  stake: number;
}

/** An Action card lying face down (until the race) on a horse. */
export interface PlayedCard {
  card: number;
  horse: Color;
  seat: number;
}

export interface PlayerState {
  name: string;
  character: string;
  money: number;
  vpTokens: number;
  /** Stable Owner cards held. */
  stables: Color[];
  /** Action cards in hand. */
  hand: number[];
  forfeited: boolean;
}

export type Phase = 'deal' | 'firstBets' | 'ericChange' | 'fixing' | 'secondBets' | 'race' | 'tieBreak' | 'gameOver';

/** What happened to a played card at the reveal. */
export type CardFate = 'active' | 'cancelled' | 'discarded';

export interface RevealedCard extends PlayedCard {
  fate: CardFate;
}

export interface RaceState {
  /** Square of each horse, in lane order. */
  positions: number[];
  /** Horse indices in finishing order, as ranked so far. */
  ranking: number[];
  /** Movement cards turned so far in this race. */
  turned: number;
  next: 'movement' | 'dice' | 'photo';
  movementCard: number | null;
  dice: [Color, Color] | null;
  /** The revealed cards and what they do to this race. */
  cards: RaceCards;
  /** Equal-odds ties the first player must order (horse indices), in ranking order. */
  photoTies: number[][];
  /** Horses on or past the line this race round, still to be ranked after the photo decisions. */
  pendingRank: number[];
}

export interface PayoffLine {
  seat: number;
  money: number;
  vp: number;
  /** Debts this player could not pay, so lost 2 VP instead. */
  defaulted: boolean;
  /** Readable reasons, e.g. "Win on red 200×4". */
  items: string[];
}

export interface RaceSummary {
  round: number;
  ranking: Color[];
  /** Odds rows the race used, after pre-race changes. */
  oddsUsed: number[];
  oddsAfter: number[];
  payoffs: PayoffLine[];
  revealed: RevealedCard[];
}

export interface FinalScore {
  seat: number;
  vp: number;
  money: number;
  /** 1 = winner. */
  place: number;
  forfeited: boolean;
}

export interface GameState {
  format: 'horse-fever-state';
  version: 1;
  mode: Mode;
  starred: boolean;
  rng: RngState;
  round: number;
  rounds: number;
  firstPlayer: number;
  phase: Phase;
  /** Seats still to act in this phase, the one acting first (sequential phases). */
  queue: number[];
  players: PlayerState[];
  /** Odds row of each stable, in lane order. */
  odds: number[];
  /** Free bet tokens of each colour. */
  betTokens: number[];
  bets: Bet[];
  /** Cards left to draw; decks are drawn uniformly at random, so order is never stored. */
  actionDeck: number[];
  movementDeck: number[];
  /** Movement cards turned since the deck was last shuffled. */
  movementDiscard: number[];
  played: PlayedCard[];
  race: RaceState | null;
  /** Seats in the order they forfeited. */
  forfeits: number[];
  lastRace: RaceSummary | null;
  /** Seats tied for the win, waiting for the random tie-break. */
  tied: number[];
  result: FinalScore[] | null;
}

export type ChanceAction =
  | { type: 'chance'; kind: 'deal'; card: number }
  | { type: 'chance'; kind: 'movement'; card: number }
  | { type: 'chance'; kind: 'dice'; dice: [Color, Color] }
  | { type: 'chance'; kind: 'tieBreak'; seat: number };

export type PlayerAction =
  | { type: 'bet'; seat: number; horse: Color; kind: BetKind; stake: number }
  | { type: 'pass'; seat: number }
  | { type: 'moveOdds'; seat: number; horse: Color; direction: 'up' | 'down' }
  | { type: 'playCard'; seat: number; card: number; horse: Color }
  | { type: 'photoOrder'; seat: number; order: Color[] };

export type Action = PlayerAction | ChanceAction;
