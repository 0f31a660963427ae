import { colorIndex } from '../../src-shared/engine/core/colors';
import type { CardRecord, PlayerView } from '../../src-shared/index';

/**
 * Per-player reading of face-down cards, learnt from what each player's revealed cards actually
 * did (docs/bots.md). Beta-Bernoulli beliefs per player, updated by every revealed card through the
 * public record in the view (`cardRecords`): the chance that a card is helpful when it lies on a
 * horse they had a first bet on, on a horse they then backed with their second bet, or on another
 * horse; and the share of their cards off their first bets that lie on the horse they then back.
 * While a player's second bet is still to come, a card off their first bets is read from the last
 * two: a player whose cards go where its second bet follows (a bluffer, but also a bot that helps
 * the horse it means to back) has those cards read as help, whatever its first bet.
 */

export interface OpponentPrior {
  /** Prior chance that a card on a horse its player had a first bet on is helpful. */
  backedHelpful: number;
  /** Prior chance that a card on a horse its player then backed with the second bet is helpful. */
  secondHelpful: number;
  /** Prior chance that a card on another horse is helpful. */
  otherHelpful: number;
  /** Prior share of cards off the first bets that lie on the horse then backed with the second bet. */
  secondShare: number;
  /** Weight of the prior, in revealed cards. */
  strength: number;
}

/**
 * How players usually lay their cards: measured on four normal bots over 12 Family Games (358
 * revealed cards: 63 on first-bet horses, 74 on horses backed by the second bet, 151 elsewhere;
 * Board Game bots seldom buy Action cards, so the same figures serve there). The prior weighs as
 * much as six revealed cards of the player's own.
 */
export const USUAL_PLAY: OpponentPrior = {
  backedHelpful: 0.59,
  secondHelpful: 0.95,
  otherHelpful: 0.19,
  secondShare: 0.33,
  strength: 6,
};

/** A player's posterior beliefs, with the same meaning as the prior's. */
export type CardReading = Omit<OpponentPrior, 'strength'>;

/** Where a face-down card lies, for its player: what their bets say of the horse. */
export type CardPlace = 'backed' | 'second' | 'other' | 'pending';

function posterior(k: number, prior: number, yes: number, no: number): number {
  return (k * prior + yes) / (k + yes + no);
}

/** One seat's posterior from its public record. */
export function cardReading(r: CardRecord, prior: OpponentPrior): CardReading {
  const k = prior.strength;
  const second = r.secondHelped + r.secondHarmed;
  const other = r.otherHelped + r.otherHarmed;
  return {
    backedHelpful: posterior(k, prior.backedHelpful, r.backedHelped, r.backedHarmed),
    secondHelpful: posterior(k, prior.secondHelpful, r.secondHelped, r.secondHarmed),
    otherHelpful: posterior(k, prior.otherHelpful, r.otherHelped, r.otherHarmed),
    secondShare: posterior(k, prior.secondShare, second, other),
  };
}

/** Each seat's posterior, from the public card records of the view. */
export function cardReadings(view: PlayerView, prior: OpponentPrior): CardReading[] {
  return view.cardRecords.map((r) => cardReading(r, prior));
}

/**
 * Where `seat`'s card on horse `h` lies: on a first-bet horse (or its own stable), on the horse of
 * its second bet, elsewhere once that bet is down, or off its first bets with the second bet to come.
 */
export function cardPlace(view: PlayerView, seat: number, h: number): CardPlace {
  const mine = (b: { seat: number }): boolean => b.seat === seat;
  const first = view.bets.slice(0, view.firstBetCount).filter(mine);
  if (first.some((b) => colorIndex(b.horse) === h)) return 'backed';
  if (view.players[seat].stables.some((c) => colorIndex(c) === h)) return 'backed';
  const second = view.bets.slice(view.firstBetCount).filter(mine);
  if (second.some((b) => colorIndex(b.horse) === h)) return 'second';
  return second.length > 0 ? 'other' : 'pending';
}

/** The chance that a card lying at `place` is helpful, by `reading` (a posterior or the prior). */
export function helpfulChance(reading: CardReading, place: CardPlace): number {
  switch (place) {
    case 'backed':
      return reading.backedHelpful;
    case 'second':
      return reading.secondHelpful;
    case 'other':
      return reading.otherHelpful;
    case 'pending':
      return reading.secondShare * reading.secondHelpful + (1 - reading.secondShare) * reading.otherHelpful;
  }
}

/**
 * How much likelier a helpful (or harmful) card at `place` is under this player's record than
 * under the prior: the factor that turns a reading made for the usual player (hard's placement
 * model) into one for this player. 1 when the record says nothing new.
 */
export function leanTilt(reading: CardReading, prior: OpponentPrior, place: CardPlace, helpful: boolean): number {
  const post = helpfulChance(reading, place);
  const pre = helpfulChance(prior, place);
  return helpful ? post / pre : (1 - post) / (1 - pre);
}
