import { describe, expect, it } from 'vitest';
import type { Hint } from '../../ai/runtime/bot-api';
import { createAppI18n, type Locale } from '../i18n';
import type { Translate } from '../i18n/keys';
import { actionText, hintModel, HINT_ROWS } from './hint-text';

// The Hint panel's words (docs/replays.md "Hints"): the bots' figures, worded, best first, the choice marked.

const tr = (locale: Locale): Translate => createAppI18n(locale).global.t as unknown as Translate;

const BET_HINT: Hint = {
  action: { type: 'bet', seat: 0, horse: 'blue', kind: 'show', stake: 300 },
  explanation: {
    kind: 'bet',
    horses: [
      { horse: 'blue', win: 0.31, show: 0.72 },
      { horse: 'red', win: 0.12, show: 0.4 },
    ],
    bets: [
      ...(['black', 'green', 'red', 'yellow', 'white'] as const).map((horse, i) => ({
        horse,
        kind: 'win' as const,
        stake: 200,
        chance: 0.1,
        gain: 100 - i * 10,
        vp: 0.3,
      })),
      { horse: 'white', kind: 'show', stake: 200, chance: 0.5, gain: 60, vp: 0.5 },
      { horse: 'green', kind: 'show', stake: 200, chance: 0.5, gain: 55, vp: 0.5 },
      { horse: 'blue', kind: 'show', stake: 300, chance: 0.72, gain: -20, vp: 0.72 },
    ],
  },
};

describe('hint text', () => {
  it('words the bot’s choice in each language', () => {
    expect(actionText(tr('en'), BET_HINT.action)).toBe('Show bet of 300 on Blue');
    expect(actionText(tr('fr'), BET_HINT.action)).toContain('Bleu');
    expect(actionText(tr('it'), { type: 'pass', seat: 0 })).toBe('Passa');
    expect(actionText(tr('en'), { type: 'playCard', seat: 0, card: 1, horse: 'red' })).toMatch(/^Play .+ on Red$/);
  });

  it('lists the best bets by expected gain, keeps the chosen one in view and marks it', () => {
    const m = hintModel(tr('en'), BET_HINT);
    expect(m.action).toBe('Show bet of 300 on Blue');
    const [bets, horses] = m.tables;
    expect(bets!.rows).toHaveLength(HINT_ROWS);
    expect(bets!.rows[0]!.key).toBe('black-win');
    const chosen = bets!.rows.filter((r) => r.chosen);
    expect(chosen.map((r) => r.key)).toEqual(['blue-show']);
    expect(chosen[0]!).toMatchObject({ label: 'Blue · Show', cells: ['300', '72%', '−20', '0.7'] });
    expect(horses!.rows.map((r) => r.cells)).toEqual([
      ['31%', '72%'],
      ['12%', '40%'],
    ]);
  });

  it('shows a card’s change to the race and a purchase’s worth; a bare choice has no table', () => {
    const card = hintModel(tr('en'), {
      action: { type: 'playCard', seat: 0, card: 1, horse: 'red' },
      explanation: {
        kind: 'card',
        horses: [{ horse: 'red', win: 0.2, show: 0.5 }],
        plays: [{ card: 1, horse: 'red', win: 0.3, show: 0.6, winChange: 0.1, showChange: 0.1 }],
      },
    });
    expect(card.tables[0]!.rows[0]).toMatchObject({ chosen: true, cells: ['30% (+10%)', '60% (+10%)'] });
    const buy = hintModel(tr('en'), {
      action: { type: 'buyActions', seat: 0 },
      explanation: {
        kind: 'purchase',
        options: [
          { action: { type: 'pass', seat: 0 }, price: 0, worth: 300 },
          { action: { type: 'buyActions', seat: 0 }, price: 400, worth: 950 },
        ],
      },
    });
    expect(buy.tables[0]!.rows.map((r) => [r.label, r.chosen])).toEqual([
      ['Buy Action cards', true],
      ['Pass', false],
    ]);
    const bare = hintModel(tr('en'), { action: { type: 'pass', seat: 0 }, explanation: { kind: 'choice' } });
    expect(bare).toMatchObject({ choiceOnly: true, tables: [] });
  });
});
