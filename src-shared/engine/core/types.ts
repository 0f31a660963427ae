import type { Color } from './colors';
import type { Deck } from '../cards/decks';
import type { HorseMods } from '../race/race';
import type { RngState } from './rng';

export type Mode = 'family' | 'board';
/** Every engine mode: the two of the 2nd edition and the classic edition's Party Game (src-shared/party). */
export type GameMode = Mode | 'party';
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
  /** Board Game cards kept face up (Assistants 23–35, Horses 36–45) or face down (Goals 46–59). */
  assistants: number[];
  horseCards: number[];
  goals: number[];
  loans: LoanKind[];
  /** Cédric Copieur / Troy received through a swap: no power until next sold (docs/rules.md §7). */
  dormant: number[];
  forfeited: boolean;
}

export type LoanKind = 'bank' | 'mob';
export type DeckName = 'goal' | 'assistant' | 'horse';

/** A card a player owns, as named in trades and clearance sales. */
export type OwnedItem = { kind: 'stable'; horse: Color } | { kind: DeckName; card: number };
/** What a buyer asks for: a Goal card is face down, so the seller picks which (docs/rules.md §7). */
export type WantedItem =
  { kind: 'stable'; horse: Color } | { kind: 'assistant' | 'horse'; card: number } | { kind: 'goal' };

/** Purchase options; each limits itself per phase as docs/rules.md §7 says. */
export type PurchaseKind = 'actions' | DeckName | 'stable' | 'pass' | 'loan' | 'fromPlayer' | 'clearance';
/** The options usable at most once per purchase phase (docs/rules.md §7). */
export type OncePerPhaseKind = Exclude<PurchaseKind, 'actions' | 'pass' | 'loan'>;

export interface PurchaseState {
  step: 1 | 2;
  /** Option each seat took in step 1 and step 2. */
  taken: (PurchaseKind | null)[][];
  /** Cards being drawn for the acting seat: `left` still to draw, then the keep-one choice. */
  draw: { seat: number; deck: 'action' | DeckName; left: number; drawn: number[] } | null;
  /** An offer waiting for the seller's answer: `price` is twice the item's base `value` (docs/rules.md §7). */
  offer: { buyer: number; seller: number; item: WantedItem; price: number; value: number } | null;
  /** Cédric Copieur / Troy just acquired: its new owner must name the card to swap for. */
  swap: { seat: number; card: number; kind: 'assistant' | 'horse' } | null;
  /** Seats whose offer was refused this step: no second offer in the same step. */
  refused: number[];
  /** Seats that made an offer to another player in this phase, in order (public: offers are made aloud). */
  offered: number[];
}

/** A Horse card lined up on its owner's stable for this round's race. */
export interface LinedUp {
  card: number;
  horse: Color;
  seat: number;
  /** Rows the card moved its stable at the lineup (El Guapo, Biscuit De Mer), after clamping. */
  oddsShift: number;
}

/** One of the two VP auctions (docs/rules.md §8); the seat to answer is `queue[0]` of the game. */
export interface AuctionState {
  kind: 'dutch' | 'english';
  /** The price the current seat is asked to accept. */
  price: number;
  leader: number | null;
  leaderPrice: number;
}

/**
 * The phase in play with the state only it has, as one union keyed by the phase (docs/rules.md §2):
 * the purchase in the purchase phase (§7), the VP auction in the auction phase (§8), the race from
 * its start to the end of the round (§5), left on the table when the game ends mid-race. Elsewhere
 * each is null, so code that knows its phase reads its state without a check.
 */
export type PhaseState =
  | {
      phase: 'deal' | 'lineup' | 'firstBets' | 'ericChange' | 'fixing' | 'secondBets';
      purchase: null;
      auction: null;
      race: null;
    }
  | { phase: 'purchase'; purchase: PurchaseState; auction: null; race: null }
  | { phase: 'race'; purchase: null; auction: null; race: RaceState }
  | { phase: 'auction'; purchase: null; auction: AuctionState; race: RaceState }
  | { phase: 'tieBreak' | 'gameOver'; purchase: null; auction: null; race: RaceState | null };

export type Phase = PhaseState['phase'];

/** What happened to a played card at the reveal. */
export type CardFate = 'active' | 'cancelled' | 'discarded';

export interface RevealedCard extends PlayedCard {
  fate: CardFate;
}

/** Everything the revealed cards do to one race. */
export interface RaceCards {
  mods: HorseMods[];
  revealed: RevealedCard[];
  /** Rows each stable moves now (Alfio −2, Steven +2), before clamping. */
  oddsShift: number[];
  /** Whether a surviving ODDS Action card overrules the horse's lined-up ODDS Horse card. */
  oddsOverruled: boolean[];
  /** Money to each player who bet on the horse, per card (Pecunia +400, Armand −400). */
  bettorMoney: number[][];
  /** Extra VP for successful bets on the horse (Boss ±1). */
  vpBonus: number[];
  /** Money the lined-up Horse card pays its owner (Biscuit De Mer, Bosson). */
  ownerMoney: number[];
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

/**
 * One reason behind a payoff line (docs/rules.md §6), as data so the app can word it in any language.
 * `win` and `show` are bets that won, `lost` a bet whose stake the bank keeps. `bettorMoney` is signed (Action cards 17 and 21); `paid` is owed to another seat (Brian
 * O'Fist, Pedro Pugnós), `received` is that payment as its owner gets it, and `defaulted` says
 * all debts went unpaid for 2 VP instead.
 */
export type PayoffItem =
  | { kind: 'win'; horse: Color; stake: number; multiplier: number; vp: number }
  | { kind: 'show'; horse: Color; stake: number; vp: number }
  | { kind: 'lost'; horse: Color; bet: BetKind; stake: number }
  | { kind: 'bettorMoney'; horse: Color; amount: number }
  | { kind: 'stablePrize'; horse: Color; prize: number }
  | { kind: 'danielJackson'; amount: number }
  | { kind: 'horseCard'; card: number; amount: number }
  | { kind: 'paid'; to: number; amount: number }
  | { kind: 'received'; from: number; amount: number }
  | { kind: 'defaulted'; debts: number };

export interface PayoffLine {
  seat: number;
  /** Money paid out by the race: gains, less the debts paid, plus what other players paid. */
  money: number;
  /** The stakes of this race's bets, paid when the bets were placed. */
  stakes: number;
  /** What the race changed in the player's money, stakes included: `money − stakes`. */
  net: number;
  /** VP from this race's bets. */
  vp: number;
  /** Debts this player could not pay, so lost 2 VP instead. */
  defaulted: boolean;
  items: PayoffItem[];
}

/** How one VP auction ended (docs/rules.md §8). */
export interface AuctionResult {
  kind: AuctionState['kind'];
  /** Who sold (Dutch) or bought (English) the VP and for how much; null when nobody accepted. */
  deal: { seat: number; price: number } | null;
}

/**
 * One player's revealed Action cards so far, against that player's bets (docs/rules.md §10: the
 * revealed cards, who played them on which horse, and the bets are public). "Backed" horses are
 * those the player had a first bet on, the bets that were on the table when the cards were played;
 * "second" horses are those they backed only with their second bet, after laying the cards; "other"
 * horses are the rest.
 */
export interface CardRecord {
  backedHelped: number;
  backedHarmed: number;
  secondHelped: number;
  secondHarmed: number;
  otherHelped: number;
  otherHarmed: number;
}

export interface RaceSummary {
  round: number;
  ranking: Color[];
  /** Odds rows the race used, after pre-race changes. */
  oddsUsed: number[];
  oddsAfter: number[];
  payoffs: PayoffLine[];
  revealed: RevealedCard[];
  /** Board Game: how the two VP auctions ended. */
  auctions: AuctionResult[];
}

/**
 * Where a player's final VP came from (docs/rules.md §3, §9); the parts add up to `FinalScore.vp`.
 * `stables` counts every stable's VP the player kept or lost to a penalty (the penalty is in
 * `penalties`, −2 each); `lost` takes away everything from a player who forfeited or could not
 * repay their loans.
 */
export interface VpSources {
  start: number;
  bets: number;
  stables: number;
  auctions: number;
  penalties: number;
  goals: number;
  lost: number;
}

/** What each player's VP tokens gained and lost during the game, by cause (VP of stables aside). */
export interface VpRecord {
  bets: number;
  auctions: number;
  penalties: number;
}

/** Each player's money and VP at the end of a round (round 0: at the start), for the end screen's chart. */
export interface RoundRecord {
  round: number;
  money: number[];
  vp: number[];
}

/**
 * Who won and what decided it (docs/rules.md §9): most VP alone, the Family Game's money tie-break,
 * the random draw among the players still tied, or being the last player left. `tied` are the
 * seats that had the winner's VP (none when VP alone decided).
 */
export interface Victory {
  seat: number;
  by: 'vp' | 'money' | 'draw' | 'lastPlayer';
  tied: number[];
}

export interface FinalScore {
  seat: number;
  vp: number;
  money: number;
  vpSources: VpSources;
  /** Board Game: each loan and what repaying it cost (owed, when `defaulted`). */
  loans: { kind: LoanKind; repay: number }[];
  /** 1 = winner. */
  place: number;
  forfeited: boolean;
  /** Board Game: VP from goals, and the goal cards that scored (the others stay face down). */
  goalVp: number;
  goals: { card: number; vp: number }[];
  /** Board Game: could not repay the loans, so lost the game. */
  defaulted: boolean;
}

/** The state of a Family or Board Game: what every phase has, and the phase's own state. */
export type GameState = GameTable & PhaseState;

/** The state while phase `P` is in play (`InPhase<'purchase'>` has its purchase). */
export type InPhase<P extends Phase> = GameState & { phase: P };

/** What the game holds in every phase. */
interface GameTable {
  format: 'horse-fever-state';
  version: 1;
  mode: Mode;
  starred: boolean;
  rng: RngState;
  round: number;
  rounds: number;
  firstPlayer: number;
  /** Seats still to act in this phase, the one acting first (sequential phases). */
  queue: number[];
  players: PlayerState[];
  /** Odds row of each stable, in lane order. */
  odds: number[];
  /** Free bet tokens of each colour. */
  betTokens: number[];
  bets: Bet[];
  /** How many of `bets` were placed before the cards (the first bets); the others are second bets. */
  firstBetCount: number;
  /** Per seat, what its revealed Action cards did to horses it had or had not bet on. */
  cardRecords: CardRecord[];
  /** Cards left to draw; decks are drawn uniformly at random, so order is never stored. */
  actionDeck: number[];
  movementDeck: number[];
  /** Movement cards turned since the deck was last shuffled. */
  movementDiscard: number[];
  played: PlayedCard[];
  /** Board Game decks and the round's lineup. */
  goalDeck: Deck;
  assistantDeck: Deck;
  horseDeck: Deck;
  lineup: LinedUp[];
  /** Seats in the order they forfeited. */
  forfeits: number[];
  lastRace: RaceSummary | null;
  /** Per seat, VP tokens gained and lost by cause. */
  vpRecord: VpRecord[];
  /** Money and VP at the start (round 0) and at the end of each round played. */
  history: RoundRecord[];
  /**
   * The end-of-game tally: who could not repay their loans, what each goal card scored, and each
   * seat's loans with what repaying them cost.
   */
  ending: {
    defaulted: number[];
    goals: { card: number; vp: number }[][];
    loans: { kind: LoanKind; repay: number }[][];
  } | null;
  /** Seats tied for the win, waiting for the random tie-break. */
  tied: number[];
  result: FinalScore[] | null;
  victory: Victory | null;
}

/** Actions are typed from their schemas (action-schema.ts). */
export type { Action, ChanceAction, PlayerAction } from './action-schema';
