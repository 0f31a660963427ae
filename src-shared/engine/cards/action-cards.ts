import type { CardEffect, RaceSymbol } from './effects';

/** Whether a card helps its horse and those who bet on it, or harms them. */
export type CardLean = 'helpful' | 'harmful';

/** Action cards 01–22 as printed (docs/rules.md §1). */
export interface ActionCard {
  no: number;
  name: string;
  colour: 'green' | 'red' | 'grey';
  /** Same letter, one green and one red, on one horse: both void. Grey cards have none. */
  letter: string | null;
  symbol: RaceSymbol;
  starred: boolean;
  effects: readonly CardEffect[];
  lean: CardLean;
  /** Short rules text for players. */
  text: string;
}

/**
 * Green cards help, red ones harm; a grey card by its effect: odds up, red cards discarded, money
 * or VP to the bettors help (Alfio, Fritz, Pecunia, Boss), their opposites harm.
 */
function leanOf(colour: ActionCard['colour'], effects: readonly CardEffect[]): CardLean {
  if (colour !== 'grey') return colour === 'green' ? 'helpful' : 'harmful';
  const e = effects[0];
  switch (e.kind) {
    case 'odds':
      return e.rows < 0 ? 'helpful' : 'harmful';
    case 'discard':
      return e.colour === 'red' ? 'helpful' : 'harmful';
    case 'bettorMoney':
    case 'vp':
      return e.value > 0 ? 'helpful' : 'harmful';
    default:
      throw new Error(`grey card effect ${e.kind} has no lean`);
  }
}

const card = (
  no: number,
  name: string,
  colour: ActionCard['colour'],
  letter: string | null,
  symbol: RaceSymbol,
  effects: CardEffect[],
  text: string,
  starred = false,
): ActionCard => ({ no, name, colour, letter, symbol, starred, effects, lean: leanOf(colour, effects), text });

export const ACTION_CARDS: readonly ActionCard[] = [
  card(1, 'Magna Velocitas', 'green', 'A', 'START', [{ kind: 'startSet', value: 4 }], 'Start: moves 4.'),
  card(2, 'Fortuna Benevola', 'green', 'B', 'START', [{ kind: 'startAdd', value: 1 }], 'Start: moves 1 more.'),
  card(3, 'Flagellum Fulguris', 'green', 'C', 'SPRINT', [{ kind: 'sprintAdd', value: 1 }], 'Sprint: 1 more.'),
  card(4, 'Herba Magica', 'green', 'D', 'SPRINT', [{ kind: 'sprintSet', value: 2 }], 'Sprint: moves 2.'),
  card(5, 'In Igni Veritas', 'green', 'F', 'PHOTO', [{ kind: 'photo', value: 1 }], 'Wins every photo finish.'),
  card(
    6,
    'Fustis et Radix',
    'green',
    'E',
    'FINISH',
    [{ kind: 'finishAdd', value: 2 }],
    'On reaching the line: 2 more squares.',
  ),
  card(
    7,
    'Vigor Ferreum',
    'green',
    'G',
    'LAST',
    [{ kind: 'lastSet', value: 4 }],
    'Last or tied last: moves 4 (not at the start).',
  ),
  card(8, 'Globus Obscurus', 'red', 'A', 'START', [{ kind: 'startSet', value: 0 }], 'Start: does not move.'),
  card(9, 'Aqua Putrida', 'red', 'B', 'START', [{ kind: 'startAdd', value: -1 }], 'Start: moves 1 less.'),
  card(10, 'Serum Maleficum', 'red', 'C', 'SPRINT', [{ kind: 'noSprint' }], 'Never sprints.'),
  card(11, 'Venenum Veneficum', 'red', 'D', 'SPRINT', [{ kind: 'sprintAdd', value: -1 }], 'Sprint: 1 less.'),
  card(12, 'Mala Tempora', 'red', 'F', 'PHOTO', [{ kind: 'photo', value: -1 }], 'Loses every photo finish.'),
  card(13, 'XIII', 'red', 'E', 'FINISH', [{ kind: 'finishStop' }], 'Stops on the finish line; sprints still count.'),
  card(
    14,
    'Felix Infernalis',
    'red',
    'G',
    'FIRST',
    [{ kind: 'firstSet', value: 0 }],
    'First or tied first: does not move (not at the start).',
  ),
  card(15, 'Alfio Allibratore', 'grey', null, 'ODDS', [{ kind: 'odds', rows: -2 }], 'When revealed: odds up 2 rows.'),
  card(
    16,
    'Fritz Finden',
    'grey',
    null,
    'CARDS',
    [{ kind: 'discard', colour: 'red' }],
    'Discards every red card on this horse.',
  ),
  card(
    17,
    'Pecunia Non Olet',
    'grey',
    null,
    'PAYOFF',
    [{ kind: 'bettorMoney', value: 400 }],
    'Everyone who bet on this horse gets 400.',
    true,
  ),
  card(18, 'Boss', 'grey', null, 'VP', [{ kind: 'vp', value: 1 }], 'Successful bets on this horse: +1 VP.', true),
  card(19, 'Steven Sting', 'grey', null, 'ODDS', [{ kind: 'odds', rows: 2 }], 'When revealed: odds down 2 rows.'),
  card(
    20,
    'Rochelle Recherche',
    'grey',
    null,
    'CARDS',
    [{ kind: 'discard', colour: 'green' }],
    'Discards every green card on this horse.',
  ),
  card(
    21,
    'Armand Amende',
    'grey',
    null,
    'PAYOFF',
    [{ kind: 'bettorMoney', value: -400 }],
    'Everyone who bet on this horse pays 400.',
    true,
  ),
  card(22, 'Boss!!!', 'grey', null, 'VP', [{ kind: 'vp', value: -1 }], 'Successful bets on this horse: −1 VP.', true),
];

export function actionCard(no: number): ActionCard {
  return ACTION_CARDS[no - 1];
}

/** Whether Action card `no` helps the horse it lies on (or its bettors), by its lean. */
export function isHelpful(no: number): boolean {
  return actionCard(no).lean === 'helpful';
}

export function actionDeck(starred: boolean): number[] {
  return ACTION_CARDS.filter((c) => starred || !c.starred).map((c) => c.no);
}
