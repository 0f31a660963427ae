import { COLORS, MOVEMENT_CARDS, oddsLabel, type PlayerView } from '../../src-shared/index';
import { colorParam, rankKey, type MessageParam } from './message-text';
import type { MessageKey } from '../i18n/keys';

/**
 * What happened between two engine views of a race, worded as callouts over the horses. The
 * engine decided everything; this only compares the states before and after a step.
 */
export interface Cue {
  horse: number;
  key: MessageKey;
  params: Record<string, MessageParam>;
  tone: 'good' | 'bad' | 'info';
}

type Race = NonNullable<PlayerView['race']>;

/** Lanes with face-down cards to turn over before the start, in lane order. */
export function revealLanes(race: Race): number[] {
  return COLORS.flatMap((c, h) => (race.cards.revealed.some((r) => r.horse === c) ? [h] : []));
}

/** Each card turned over on a lane, with its fate, then the lane's odds move if it had one. */
export function revealCues(lane: number, oddsBefore: readonly number[] | null, after: PlayerView): Cue[] {
  const color = COLORS[lane]!;
  const cues: Cue[] = (after.race?.cards.revealed ?? [])
    .filter((r) => r.horse === color)
    .map((r) => ({
      horse: lane,
      key: `show.fate.${r.fate}`,
      params: { card: { card: r.card } },
      tone: r.fate === 'active' ? 'info' : 'bad',
    }));
  const from = oddsBefore?.[lane];
  const to = after.odds[lane];
  if (from !== undefined && to !== undefined && from !== to)
    cues.push({
      horse: lane,
      key: 'show.odds',
      params: { horse: colorParam(color), from: oddsLabel(from), to: oddsLabel(to) },
      tone: 'info',
    });
  return cues;
}

/**
 * After a movement card: a horse with cards in play that did not move as the card prints for its
 * odds row is called out with the cards that made the difference.
 */
export function movementCues(before: Race, after: Race, odds: readonly number[]): Cue[] {
  const printed = after.movementCard ? MOVEMENT_CARDS[after.movementCard - 1] : undefined;
  if (!printed) return [];
  return COLORS.flatMap((color, h) => {
    if (before.ranking.includes(h)) return [];
    const moved = (after.positions[h] ?? 0) - (before.positions[h] ?? 0);
    const expected = printed[odds[h] ?? 0] ?? moved;
    const cards = after.cards.revealed.filter((r) => r.horse === color && r.fate === 'active');
    if (moved === expected || cards.length === 0) return [];
    const cue: Cue = {
      horse: h,
      key: moved === 0 ? 'show.stays' : 'show.moves',
      params: { cards: cards.map((r) => ({ card: r.card })), horse: colorParam(color), n: moved },
      tone: moved > expected ? 'good' : 'bad',
    };
    return [cue];
  });
}

/** After the dice: the sprinters, then the horses ranked by this roll with their places. */
export function diceCues(before: Race, after: Race): Cue[] {
  const sprints: Cue[] = COLORS.flatMap((_, h) => {
    const n = (after.positions[h] ?? 0) - (before.positions[h] ?? 0);
    return n > 0 ? [{ horse: h, key: 'show.sprint', params: { n }, tone: 'good' as const }] : [];
  });
  const placed: Cue[] = after.ranking.slice(before.ranking.length).map((h, i) => ({
    horse: h,
    key: 'show.place',
    params: { place: { t: rankKey(before.ranking.length + i + 1) } },
    tone: 'info',
  }));
  // A horse both sprinting and finishing is called out for its place.
  return [...sprints.filter((s) => !placed.some((p) => p.horse === s.horse)), ...placed];
}
