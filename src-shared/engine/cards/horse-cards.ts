import type { CardEffect, RaceSymbol } from './effects';

/** Horse cards 36–45 (rulebook "Horse cards"), lined up face up on their owner's stables. */
export interface HorseCard {
  no: number;
  name: string;
  title: string;
  /** The race symbol an Action card of the same symbol overrules (docs/rules.md §5.3). */
  symbol: RaceSymbol;
  effects: readonly CardEffect[];
  /** Counts twice for the "Most Horse cards" goal (Giumenta). */
  countsDouble: boolean;
  /** Troy: swapped at once for another player's Horse card when acquired. */
  swap: boolean;
  text: string;
}

const h = (
  no: number,
  name: string,
  title: string,
  symbol: RaceSymbol,
  effects: CardEffect[],
  text: string,
  extra: Partial<Pick<HorseCard, 'countsDouble' | 'swap'>> = {},
): HorseCard => ({ no, name, title, symbol, effects, countsDouble: false, swap: false, text, ...extra });

export const HORSE_CARDS: readonly HorseCard[] = [
  h(36, 'Costantino', 'The Sprinter', 'SPRINT', [{ kind: 'sprintSet', value: 2 }], 'Sprint: moves 2.'),
  h(37, 'El Guapo', 'The Nice Little Horse', 'ODDS', [{ kind: 'odds', rows: -2 }], 'Lined up: odds up 2 rows.'),
  h(
    38,
    'La Longue Carabine',
    'The Long-necked',
    'FINISH',
    [{ kind: 'finishAdd', value: 3 }],
    'On reaching the line: 3 more squares.',
  ),
  h(
    39,
    'Napoleon',
    'The Unbeatable',
    'LAST',
    [{ kind: 'lastSet', value: 4 }],
    'Last or tied last: moves 4 (not at the start).',
  ),
  h(40, 'The Fury', 'Also known as "The Fury"', 'START', [{ kind: 'startSet', value: 4 }], 'Start: moves 4.'),
  h(41, 'Varonne', 'The legend', 'START', [{ kind: 'startAdd', value: 2 }], 'Start: moves 2 more.'),
  h(
    42,
    'Biscuit De Mer',
    'The Worst Horse',
    'ODDS',
    [
      { kind: 'odds', rows: 2 },
      { kind: 'ownerMoney', value: 600 },
    ],
    'Lined up: odds down 2 rows; its owner gets 600 at the payoff.',
  ),
  h(
    43,
    'Bosson',
    "The Boss' Dreadful Horse",
    'START',
    [
      { kind: 'startSet', value: 0 },
      { kind: 'ownerMoney', value: 600 },
    ],
    'Start: does not move; its owner gets 600 at the payoff.',
  ),
  h(
    44,
    'Giumenta',
    'The Sweet Mare',
    'NONE',
    [],
    'Counts as two Horse cards for the "Most Horse cards" goal; no race effect.',
    { countsDouble: true },
  ),
  h(
    45,
    'Troy',
    'The Scary Wooden Horse',
    'NONE',
    [],
    'When acquired, swap him at once for another player’s Horse card; no race effect.',
    { swap: true },
  ),
];

export function horseCard(no: number): HorseCard {
  const c = HORSE_CARDS[no - 36];
  if (!c) throw new Error(`unknown horse card ${no}`);
  return c;
}
