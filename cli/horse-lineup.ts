import { colorIndex, type Color } from '../src-shared/index';
import { HORSE_CARDS, horseCard } from '../src-shared/engine/cards/horse-cards';
import { lineupByHorse, lineupOddsChange, undoOverruledOdds } from '../src-shared/engine/board/lineup';
import { resolveRaceCards } from '../src-shared/engine/race/reveal';
import type { PlayedCard, RaceCards } from '../src-shared/engine/core/types';
import { pairsArg } from './args';
import { UsageError } from './cli-result';

const FIRST = HORSE_CARDS[0].no,
  LAST = HORSE_CARDS[HORSE_CARDS.length - 1].no;

/** Horse cards 36–45 lined up on horses ("red=38"): each card once, at most one per horse. */
export function parseHorses(raw: string | undefined): { card: number; horse: Color }[] {
  if (raw === undefined) return [];
  const cards = new Set<number>(),
    horses = new Set<Color>();
  return pairsArg('horses', raw).map(({ color, value }) => {
    const card = Number(value);
    if (!/^\d{2}$/.test(value) || card < FIRST || card > LAST) {
      throw new UsageError(`--horses: ${color}=${value}: Horse cards are numbered ${FIRST} … ${LAST}.`);
    }
    if (cards.has(card)) throw new UsageError(`--horses: card ${card} is given twice (there is one of each).`);
    if (horses.has(color)) throw new UsageError(`--horses: ${color} has two Horse cards (one per stable).`);
    cards.add(card);
    horses.add(color);
    return { card, horse: color };
  });
}

export interface LinedUpRace {
  /** Rows after the lineup (El Guapo, Biscuit De Mer), before the Action cards. */
  lineupRows: number[];
  /** Rows once an ODDS Action card has undone an overruled lineup change (before its own shift). */
  revealRows: number[];
  cards: RaceCards;
  horses: { horse: Color; card: number; name: string; oddsShift: number; oddsUndone: boolean }[];
}

/**
 * The lineup and the reveal as the engine does them (docs/rules.md §4, §5.3–5.4): Horse cards move
 * their odds when lined up, the played cards are resolved with the lineup, and an overruled
 * lineup odds change is undone.
 */
export function lineUpAndReveal(
  startRows: readonly number[],
  horses: { card: number; horse: Color }[],
  played: PlayedCard[],
): LinedUpRace {
  const lineupRows = startRows.slice();
  const lineup = horses.map(({ card, horse }) => ({
    card,
    horse,
    oddsShift: lineupOddsChange(lineupRows, card, horse),
  }));
  const cards = resolveRaceCards(played, lineupByHorse(lineup));
  const revealRows = lineupRows.slice();
  undoOverruledOdds(revealRows, lineup, cards.oddsOverruled);
  return {
    lineupRows,
    revealRows,
    cards,
    horses: lineup
      .sort((a, b) => colorIndex(a.horse) - colorIndex(b.horse))
      .map((l) => ({
        horse: l.horse,
        card: l.card,
        name: horseCard(l.card).name,
        oddsShift: l.oddsShift,
        oddsUndone: cards.oddsOverruled[colorIndex(l.horse)],
      })),
  };
}
