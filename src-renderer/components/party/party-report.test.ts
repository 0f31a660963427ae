// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { PartyView } from '../../../src-shared/index';
import { withI18n } from '../../testing/component-fixtures';
import { partyInRace, partyViewWith } from '../../testing/party-fixtures';
import PartyReport from './party-report.vue';

/** A Party Game of `n` seats at its first bet, with a last race whose payoffs a test looks at. */
function viewAfterRace(n: number): PartyView {
  const view = partyViewWith(n);
  return {
    ...view,
    track: null,
    lastRace: {
      race: 1,
      bookmaker: 0,
      ranking: ['red', 'black', 'blue', 'green', 'yellow', 'white'],
      positions: [0, 0, 0, 0, 0, 0],
      bets: [],
      payoffs: view.players.map((_, seat) => ({
        seat,
        staked: 200,
        won: seat === 1 ? 600 : 0,
        gain: seat === 1 ? 400 : -200,
      })),
      out: [],
      nextBookmaker: 1,
    },
  };
}
/** The same table during a race that has turned `n` Movement cards. */
const viewInRace = (n: number): PartyView => partyInRace(n);

describe('PartyReport (the Party Game race card, docs/rules.md §11)', () => {
  it('lists the cards turned, newest first, all of them in a short race', () => {
    const w = mount(PartyReport, { ...withI18n(), props: { view: viewInRace(5) } });
    const rows = w.findAll('ol[data-testid=party-turned] li');
    expect(rows.map((r) => r.get('.card-no').text())).toEqual(['№ 5', '№ 4', '№ 3', '№ 2', '№ 1']);
    expect(w.find('[data-testid=party-turned-earlier]').exists()).toBe(false);
  });

  it('keeps a long race to the card: the latest eight, and how many earlier ones the log holds', () => {
    const w = mount(PartyReport, { ...withI18n(), props: { view: viewInRace(22) } });
    const rows = w.findAll('ol[data-testid=party-turned] li:not(.earlier)');
    expect(rows).toHaveLength(8);
    expect(rows[0]!.get('.card-no').text()).toBe('№ 22');
    expect(w.get('[data-testid=party-turned-earlier]').text()).toBe('… and 14 earlier cards (in the log)');
  });

  it('lists the last race payoffs in full up to six players', () => {
    const w = mount(PartyReport, { ...withI18n(), props: { view: viewAfterRace(4) } });
    const table = w.get('table[data-testid=party-last-payoffs]');
    expect(table.findAll('tbody tr')).toHaveLength(4);
    expect(table.findAll('tbody tr')[1]!.text()).toBe('Player 2200600+400');
  });

  it('sums them up as each player’s gain in two columns with more players, what they staked and were paid in words', () => {
    const w = mount(PartyReport, { ...withI18n(), props: { view: viewAfterRace(12) } });
    const list = w.get('ol[data-testid=party-last-payoffs]');
    expect(list.attributes('style')).toContain('--rows: 6');
    const rows = list.findAll('li');
    expect(rows).toHaveLength(12);
    expect(rows[1]!.get('.gain').text()).toBe('+400');
    expect(rows[1]!.attributes('title')).toBe('Staked 200 · Paid back 600');
    expect(rows[1]!.get('.sr-only').text()).toBe('(Staked 200 · Paid back 600)');
  });
});
