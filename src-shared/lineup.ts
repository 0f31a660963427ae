import { clampRow, colorIndex, type Color } from './colors';
import { horseCard } from './cards/horse-cards';
import { err, type EngineError } from './errors';
import type { LinedUpHorse } from './reveal';
import type { GameState } from './types';

/**
 * The starting lineup (RULES.md §7): clockwise from the first player, each may place Horse cards
 * face up on stables they own, at most one per stable. El Guapo and Biscuit De Mer move their
 * stable's odds as they are lined up (RULES.md §4).
 */
export function validateLineup(s: GameState, seat: number, placements: { card: number; horse: Color }[]): EngineError | null {
  const p = s.players[seat];
  const cards = new Set<number>(), horses = new Set<Color>();
  for (const { card, horse } of placements) {
    if (!p.horseCards.includes(card)) return err('NOT_ALLOWED', `You do not own Horse card ${card}.`);
    if (!p.stables.includes(horse)) return err('NOT_ALLOWED', `You do not own the ${horse} stable.`);
    if (cards.has(card)) return err('NOT_ALLOWED', `Horse card ${card} is placed twice.`);
    if (horses.has(horse)) return err('NOT_ALLOWED', `Only one Horse card may go on the ${horse} stable.`);
    cards.add(card);
    horses.add(horse);
  }
  return null;
}

export function lineUp(s: GameState, seat: number, placements: { card: number; horse: Color }[]): void {
  for (const { card, horse } of placements) {
    const h = colorIndex(horse);
    const shift = horseCard(card).effects.reduce((n, e) => (e.kind === 'odds' ? n + e.rows : n), 0);
    const before = s.odds[h];
    s.odds[h] = clampRow(before + shift);
    s.lineup.push({ card, horse, seat, oddsShift: s.odds[h] - before });
  }
  s.queue.shift();
}

/** Whether a seat has anything to line up. */
export function canLineUp(s: GameState, seat: number): boolean {
  const p = s.players[seat];
  return p.horseCards.length > 0 && p.stables.length > 0;
}

/** The lined-up Horse card on each horse, for the race's card resolution. */
export function lineupByHorse(s: GameState): (LinedUpHorse | null)[] {
  const out: (LinedUpHorse | null)[] = [null, null, null, null, null, null];
  for (const l of s.lineup) out[colorIndex(l.horse)] = horseCard(l.card);
  return out;
}

/** Undoes the lineup odds change of a Horse card that a revealed ODDS Action card overrules. */
export function undoOverruledOdds(s: GameState, overruled: readonly boolean[]): void {
  for (const l of s.lineup) {
    const h = colorIndex(l.horse);
    if (overruled[h]) s.odds[h] = clampRow(s.odds[h] - l.oddsShift);
  }
}
