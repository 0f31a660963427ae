import { clampRow, colorIndex, type Color } from '../core/colors';
import { horseCard } from '../cards/horse-cards';
import { err, type EngineError } from '../core/errors';
import { raceRows } from '../race/race-sim';
import type { LinedUpHorse } from '../race/reveal';
import type { GameState, RaceCards } from '../core/types';

/**
 * The starting lineup (docs/rules.md §7): clockwise from the first player, each may place Horse cards
 * face up on stables they own, at most one per stable. El Guapo and Biscuit De Mer move their
 * stable's odds as they are lined up (docs/rules.md §4).
 */
export function validateLineup(
  s: GameState,
  seat: number,
  placements: { card: number; horse: Color }[],
): EngineError | null {
  const p = s.players[seat];
  const cards = new Set<number>(),
    horses = new Set<Color>();
  for (const { card, horse } of placements) {
    if (!p.horseCards.includes(card)) return err('NOT_OWNED', { seat, item: { kind: 'horse', card } });
    if (!p.stables.includes(horse)) return err('NOT_OWNED', { seat, item: { kind: 'stable', horse } });
    if (cards.has(card)) return err('CARD_PLACED_TWICE', { card });
    if (horses.has(horse)) return err('STABLE_TAKEN', { horse });
    cards.add(card);
    horses.add(horse);
  }
  return null;
}

export function lineUp(s: GameState, seat: number, placements: { card: number; horse: Color }[]): void {
  for (const { card, horse } of placements) {
    s.lineup.push({ card, horse, seat, oddsShift: lineupOddsChange(s.odds, card, horse) });
  }
  s.queue.shift();
}

/**
 * Moves the stable's row for a Horse card lined up on it (El Guapo, Biscuit De Mer) and returns
 * the rows it really moved, after clamping, so that the change can be undone (docs/rules.md §5.4).
 */
export function lineupOddsChange(odds: number[], card: number, horse: Color): number {
  const h = colorIndex(horse);
  const shift = horseCard(card).effects.reduce((n, e) => (e.kind === 'odds' ? n + e.rows : n), 0);
  const before = odds[h];
  odds[h] = clampRow(before + shift);
  return odds[h] - before;
}

/** Whether a seat has anything to line up. */
export function canLineUp(s: GameState, seat: number): boolean {
  const p = s.players[seat];
  return p.horseCards.length > 0 && p.stables.length > 0;
}

/** The lined-up Horse card on each horse, for the race's card resolution. */
export function lineupByHorse(lineup: readonly { card: number; horse: Color }[]): (LinedUpHorse | null)[] {
  const out: (LinedUpHorse | null)[] = [null, null, null, null, null, null];
  for (const l of lineup) out[colorIndex(l.horse)] = horseCard(l.card);
  return out;
}

/** Undoes the lineup odds change of a Horse card that a revealed ODDS Action card overrules. */
export function undoOverruledOdds(
  odds: number[],
  lineup: readonly { horse: Color; oddsShift: number }[],
  overruled: readonly boolean[],
): void {
  for (const l of lineup) {
    const h = colorIndex(l.horse);
    if (overruled[h]) odds[h] = clampRow(odds[h] - l.oddsShift);
  }
}

/**
 * The odds rows a race runs on (docs/rules.md §5.4): the rows before the reveal, with the lineup change
 * of an overruled ODDS Horse card undone, then the revealed ODDS cards' shifts, clamped.
 */
export function raceOdds(
  odds: readonly number[],
  lineup: readonly { horse: Color; oddsShift: number }[],
  cards: Pick<RaceCards, 'oddsShift' | 'oddsOverruled'>,
): number[] {
  const rows = odds.slice();
  undoOverruledOdds(rows, lineup, cards.oddsOverruled);
  return raceRows(rows, cards.oddsShift);
}
