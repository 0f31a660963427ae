import { colorIndex } from '../src-shared/colors';
import type { PlayerView } from '../src-shared/index';

/**
 * Per-player reading of face-down cards, learnt from what each player's revealed cards actually
 * did (issue 21). Two Beta-Bernoulli beliefs per player: the chance that a card they lay on a
 * horse they had a first bet on is helpful, and the chance that a card they lay on any other horse
 * is helpful. The prior is how players usually play (measured on the bots); each revealed card
 * updates its player's belief, through the public record in the view (`cardRecords`). A bluffer
 * who lays helpful cards on horses it has not backed soon has its cards there read as helpful.
 */

export interface OpponentPrior {
  /** Prior chance that a card on a horse its player had a first bet on is helpful. */
  backedHelpful: number;
  /** Prior chance that a card on another horse is helpful. */
  otherHelpful: number;
  /** Weight of the prior, in revealed cards. */
  strength: number;
}

/**
 * How players usually lay their cards: measured on four normal bots over 12 Family Games (384
 * revealed cards; Board Game bots seldom buy Action cards, so the same figures serve there). The
 * prior weighs as much as six revealed cards of the player's own.
 */
export const USUAL_PLAY: OpponentPrior = { backedHelpful: 0.63, otherHelpful: 0.43, strength: 6 };

/** A player's posterior chances that their card is helpful, on a horse they backed and on another. */
export interface CardReading {
  backedHelpful: number;
  otherHelpful: number;
}

/** Each seat's posterior, from the public card records of the view. */
export function cardReadings(view: PlayerView, prior: OpponentPrior): CardReading[] {
  const k = prior.strength;
  return view.cardRecords.map((r) => ({
    backedHelpful: (k * prior.backedHelpful + r.backedHelped) / (k + r.backedHelped + r.backedHarmed),
    otherHelpful: (k * prior.otherHelpful + r.otherHelped) / (k + r.otherHelped + r.otherHarmed),
  }));
}

/** Per horse, whether `seat` had a first bet on it: the bets on the table when the cards were laid. */
export function firstBetHorses(view: PlayerView, seat: number): boolean[] {
  const on = [false, false, false, false, false, false];
  for (const b of view.bets.slice(0, view.firstBetCount)) if (b.seat === seat) on[colorIndex(b.horse)] = true;
  return on;
}

/**
 * How much likelier a helpful (or harmful) card is under this player's record than under the
 * prior, for a card on a horse they backed or not: the factor that turns a reading made for the
 * usual player into one for this player. 1 when the record says nothing new.
 */
export function leanTilt(reading: CardReading, prior: OpponentPrior, backed: boolean, helpful: boolean): number {
  const post = backed ? reading.backedHelpful : reading.otherHelpful;
  const pre = backed ? prior.backedHelpful : prior.otherHelpful;
  return helpful ? post / pre : (1 - post) / (1 - pre);
}
