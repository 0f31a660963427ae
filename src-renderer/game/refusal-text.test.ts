import { describe, expect, it } from 'vitest';
import { newGame, pending, runChance, validateAction, type ErrorCode } from '../../src-shared/index';
import { createAppI18n, type Locale } from '../i18n';
import { refusalText, type Refusal } from './refusal-text';

const NAMES = ['Ann', 'Bob', 'Cy'];
/** Every refusal code the engine has (the Record makes a new code a compile error here), with its variants. */
const SAMPLES: Record<ErrorCode | 'GAME_ELSEWHERE', Refusal[]> = {
  GAME_ELSEWHERE: [{ code: 'GAME_ELSEWHERE', params: {} }],
  BAD_ACTION: [
    { code: 'BAD_ACTION', params: { field: 'stake' } },
    { code: 'BAD_ACTION', params: { field: 'horse' } },
  ],
  BAD_OPTIONS: [
    { code: 'BAD_OPTIONS', params: { field: 'starred' } },
    { code: 'BAD_OPTIONS', params: { field: 'players.1' } },
    { code: 'BAD_OPTIONS', params: { field: 'seed' } },
  ],
  GAME_OVER: [{ code: 'GAME_OVER', params: {} }],
  WAITING_FOR_CHANCE: [{ code: 'WAITING_FOR_CHANCE', params: {} }],
  NOT_YOUR_TURN: [{ code: 'NOT_YOUR_TURN', params: { seat: 1 } }],
  WRONG_PHASE: [{ code: 'WRONG_PHASE', params: { action: 'bet', phase: 'fixing', expected: ['playCard'] } }],
  NOT_CHANCE: [{ code: 'NOT_CHANCE', params: {} }],
  WRONG_CHANCE: [{ code: 'WRONG_CHANCE', params: { expected: 'dice', got: 'movement' } }],
  BAD_OUTCOME: [{ code: 'BAD_OUTCOME', params: { kind: 'deal' } }],
  NOT_SEEDED: [{ code: 'NOT_SEEDED', params: { got: 'dice:red,red', seeded: 'dice:red,blue' } }],
  NO_TOKEN: [{ code: 'NO_TOKEN', params: { horse: 'red' } }],
  DUPLICATE_BET: [
    { code: 'DUPLICATE_BET', params: { kind: 'win', horse: 'red' } },
    { code: 'DUPLICATE_BET', params: { kind: 'show' } },
  ],
  BAD_STAKE: [{ code: 'BAD_STAKE', params: { stake: 150, min: 200 } }],
  STAKE_KEEPS_RESERVE: [{ code: 'STAKE_KEEPS_RESERVE', params: { stake: 2000, max: 1900 } }],
  NOT_ENOUGH_MONEY: [{ code: 'NOT_ENOUGH_MONEY', params: { price: 800, money: 300 } }],
  NOT_IN_HAND: [{ code: 'NOT_IN_HAND', params: { card: 5 } }],
  ODDS_AT_LIMIT: [
    { code: 'ODDS_AT_LIMIT', params: { horse: 'black', direction: 'up' } },
    { code: 'ODDS_AT_LIMIT', params: { horse: 'white', direction: 'down' } },
  ],
  BAD_ORDER: [{ code: 'BAD_ORDER', params: { tied: ['red', 'blue'] } }],
  ONCE_PER_PHASE: (['goal', 'assistant', 'horse', 'stable', 'fromPlayer', 'clearance'] as const).map((option) => ({
    code: 'ONCE_PER_PHASE',
    params: { option },
  })),
  DECK_EMPTY: [
    { code: 'DECK_EMPTY', params: { deck: 'action' } },
    { code: 'DECK_EMPTY', params: { deck: 'goal' } },
  ],
  STABLE_OWNED: [{ code: 'STABLE_OWNED', params: { horse: 'green' } }],
  LOAN_TAKEN: [{ code: 'LOAN_TAKEN', params: { loan: 'mob' } }],
  NO_LOAN_CARDS: [{ code: 'NO_LOAN_CARDS', params: {} }],
  NOT_DRAWN: [{ code: 'NOT_DRAWN', params: { card: 27 } }],
  NO_SUCH_SELLER: [{ code: 'NO_SUCH_SELLER', params: { seller: 0 } }],
  OFFER_REFUSED: [{ code: 'OFFER_REFUSED', params: {} }],
  NOT_OWNED: [
    { code: 'NOT_OWNED', params: { seat: 0, item: { kind: 'stable', horse: 'green' } } },
    { code: 'NOT_OWNED', params: { seat: 1, item: { kind: 'horse', card: 40 } } },
    { code: 'NOT_OWNED', params: { seat: 2, item: { kind: 'goal' } } },
  ],
  GOAL_UNASKED: [{ code: 'GOAL_UNASKED', params: {} }],
  GOAL_NEEDED: [{ code: 'GOAL_NEEDED', params: {} }],
  NO_SWAP_CARD: [{ code: 'NO_SWAP_CARD', params: { target: 2, card: 33 } }],
  CARD_PLACED_TWICE: [{ code: 'CARD_PLACED_TWICE', params: { card: 40 } }],
  STABLE_TAKEN: [{ code: 'STABLE_TAKEN', params: { horse: 'black' } }],
};
const ALL = Object.values(SAMPLES).flat();

function words(locale: Locale): string[] {
  const { t } = createAppI18n(locale).global;
  return ALL.map((e) => refusalText(t, e, NAMES, 0));
}

describe('refusals worded for players', () => {
  it.each(['en', 'fr', 'it'] as const)('every engine refusal code has a message in %s', (locale) => {
    for (const [i, text] of words(locale).entries()) {
      expect(text, JSON.stringify(ALL[i])).toMatch(/^\S.*[.!]$/);
      expect(text, JSON.stringify(ALL[i])).not.toMatch(/\b(refusal|bet|deck|loan|color)\.\w|\{|undefined|_/);
      // No internal name: no camelCase id ("fromPlayer"), no quoted id ('You already chose "assistant"').
      expect(text, JSON.stringify(ALL[i])).not.toMatch(/\b[a-z]+[A-Z]\w*\b|["“«]\s?[a-z]+\s?["”»]/);
    }
  });

  it('say what to do, with names, colours and cards; never a developer message', () => {
    const en = words('en');
    const at = (e: Refusal): string => en[ALL.indexOf(e)];
    expect(at(SAMPLES.BAD_ACTION[0])).toBe('Enter a stake.');
    expect(at(SAMPLES.BAD_ACTION[1])).toBe('This move is not possible.');
    expect(at(SAMPLES.NOT_YOUR_TURN[0])).toBe('It is Bob’s turn.');
    expect(at(SAMPLES.DUPLICATE_BET[0])).toBe(
      'You already have a Win bet on Red; a second bet on it must be of the other kind.',
    );
    expect(at(SAMPLES.NOT_OWNED[0])).toBe('You do not own the Green stable.');
    expect(at(SAMPLES.NOT_OWNED[2])).toBe('Cy does not own a Goal card.');
    expect(at(SAMPLES.BAD_ORDER[0])).toBe('Order exactly the tied horses: Red, Blue.');
  });

  it('an empty stake box asks for a stake, never shows a developer message', () => {
    const s = newGame({ mode: 'family', players: ['Ann', 'Bob'], seed: 1 });
    runChance(s);
    const p = pending(s);
    if (p.kind !== 'player') throw new Error('no player to act');
    // What the stake box sends when it is emptied: v-model.number leaves an empty string.
    const e = validateAction(s, { type: 'bet', seat: p.seat, horse: 'red', kind: 'win', stake: '' });
    expect(e).toEqual({ code: 'BAD_ACTION', params: { field: 'stake' } });
    const { t } = createAppI18n('en').global;
    expect(refusalText(t, e!, NAMES, p.seat)).toBe('Enter a stake.');
  });

  it('are translated: French and Italian differ from English', () => {
    const en = words('en');
    for (const locale of ['fr', 'it'] as const) {
      const same = words(locale).filter((x, i) => x === en[i]);
      expect(same).toEqual([]);
    }
  });
});
