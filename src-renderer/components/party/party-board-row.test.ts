// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import { partyViewWith } from '../../testing/party-fixtures';
import PartyBoardRow from './party-board-row.vue';

describe('PartyBoardRow (the Party Game’s chalkboard, docs/rules.md §11)', () => {
  it('names the horse and tallies the bets on it by kind, who bet in the title', () => {
    const view = partyViewWith(3, {
      bets: [
        { seat: 1, horse: 'red', kind: 'win', stake: 200 },
        { seat: 2, horse: 'red', kind: 'win', stake: 100 },
        { seat: 1, horse: 'blue', kind: 'show', stake: 50 },
      ],
    });
    const w = mount(PartyBoardRow, { ...withI18n(), props: { view, lane: 3 }, attachTo: document.createElement('tr') });
    expect(w.get('th').text()).toBe('Red');
    const bets = w.findAll('[data-testid=party-board-bet]');
    expect(bets.map((b) => [b.attributes('data-kind'), b.text(), b.attributes('title')])).toEqual([
      ['win', 'Win 300', 'Player 2 200, Player 3 100'],
    ]);
  });
});
