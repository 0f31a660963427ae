import type { BetKind, Color, PlayerAction } from '../../src-shared/index';

/**
 * A hint is plain data (docs/replays.md "Hints"): the bot's choice and the figures behind it,
 * numbers and keys only; the app words them in the player's language.
 */

/** A horse's estimated chance to win the race and to finish on the places a Show bet of the player pays on. */
export interface HorseChance {
  horse: Color;
  win: number;
  show: number;
}

/** One bet the player may place: the stake the bot would put down, its chance to pay and its expected gain. */
export interface BetHint {
  horse: Color;
  kind: BetKind;
  stake: number;
  /** The chance the bet pays (the horse wins, or finishes on a paying place for a Show bet). */
  chance: number;
  /** Expected money back minus the stake. */
  gain: number;
  /** Expected VP it brings (Win 3, Show 1, changed by some cards; none in the Party Game). */
  vp: number;
}

/** One place for an Action card: the horse's chances with the card there, and how much they move. */
export interface CardHint {
  card: number;
  horse: Color;
  win: number;
  show: number;
  /** With the card minus without it, on the same samples of the hidden cards and races. */
  winChange: number;
  showChange: number;
}

/** One Board Game purchase: its price and what the bot reckons it brings, in money. */
export interface PurchaseHint {
  action: PlayerAction;
  price: number;
  worth: number;
}

export type Explanation =
  | { kind: 'bet'; horses: HorseChance[]; bets: BetHint[] }
  | { kind: 'card'; horses: HorseChance[]; plays: CardHint[] }
  | { kind: 'purchase'; options: PurchaseHint[] }
  /** A decision with nothing more to show than the choice (Eric Change, a tie order, an auction…). */
  | { kind: 'choice' };
