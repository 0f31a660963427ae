import { COLORS, FINISH_LINE, HORSE_COUNT, colorIndex, type Color } from '../core/colors';
import { applyMovement, applySprint, movementSteps, rankFinishers } from './race';
import { lineupByHorse, raceOdds } from '../board/lineup';
import { resolveRaceCards } from './reveal';
import type { GameState, InPhase, RaceState } from '../core/types';

/** The race as the game plays it: one chance step (movement card, dice) at a time. */

export function raceOf(s: GameState): RaceState {
  if (!s.race) throw new Error('no race in play');
  return s.race;
}

/** Reveals the face-down cards and applies their odds changes (docs/rules.md §5, before the start). */
export function startRace(s: GameState): void {
  const cards = resolveRaceCards(s.played, lineupByHorse(s.lineup));
  s.odds = raceOdds(s.odds, s.lineup, cards);
  s.race = {
    positions: [0, 0, 0, 0, 0, 0],
    ranking: [],
    turned: 0,
    next: 'movement',
    movementCard: null,
    dice: null,
    photoTies: [],
    pendingRank: [],
    cards,
  };
}

function onTrack(race: RaceState): boolean[] {
  return COLORS.map((_, h) => !race.ranking.includes(h));
}

export function turnMovementCard(s: GameState, card: number): void {
  const race = raceOf(s);
  s.movementDeck.splice(s.movementDeck.indexOf(card), 1);
  // An empty deck is reshuffled from the turned cards; the card just turned stays out (docs/rules.md §5).
  if (s.movementDeck.length === 0) {
    s.movementDeck = s.movementDiscard;
    s.movementDiscard = [];
  }
  s.movementDiscard.push(card);
  const track = onTrack(race);
  const steps = [0, 0, 0, 0, 0, 0];
  movementSteps(card, s.odds, race.positions, track, race.cards.mods, race.turned === 0, steps);
  applyMovement(race.positions, track, steps, race.cards.mods);
  race.turned++;
  race.movementCard = card;
  race.dice = null;
  race.next = 'dice';
}

/** Sprints, then ranks every horse now on or past the line behind those ranked before. */
export function rollDice(s: GameState, dice: [Color, Color]): void {
  const race = raceOf(s);
  const track = onTrack(race);
  applySprint(race.positions, track, colorIndex(dice[0]), colorIndex(dice[1]), race.cards.mods);
  race.dice = dice;
  const finishers = COLORS.flatMap((_, h) => (track[h] && race.positions[h] >= FINISH_LINE ? [h] : []));
  const { order, ties } = rankFinishers(finishers, race.positions, s.odds, race.cards.mods);
  race.pendingRank = order;
  race.photoTies = ties;
  commitRanking(race);
}

/** The finishing places (1 = first) that the photo-finish decision now due gives out, in order. */
export function photoTiePlaces(race: Pick<RaceState, 'ranking' | 'pendingRank' | 'photoTies'>): number[] {
  const tie = race.photoTies[0] ?? [];
  const start = race.ranking.length + race.pendingRank.indexOf(tie[0]);
  return tie.map((_, i) => start + i + 1);
}

/** The first player orders a run of horses still tied on equal odds. */
export function orderPhotoFinish(s: InPhase<'race'>, order: readonly Color[]): void {
  const race = s.race;
  const start = photoTiePlaces(race)[0]! - 1 - race.ranking.length;
  const tie = race.photoTies.shift() as number[];
  race.pendingRank.splice(start, tie.length, ...order.map(colorIndex));
  commitRanking(race);
}

function commitRanking(race: RaceState): void {
  if (race.photoTies.length > 0) {
    race.next = 'photo';
    return;
  }
  race.ranking.push(...race.pendingRank);
  race.pendingRank = [];
  race.next = 'movement';
}

export function raceFinished(s: GameState): boolean {
  return s.race !== null && s.race.ranking.length === HORSE_COUNT;
}
