// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { newGame, playerView, type PartyView } from '../../../src-shared/index';
import { raceSummary, viewWith, withI18n } from '../../testing/component-fixtures';
import PartyPayoff from '../party/party-payoff.vue';
import PayoffMoment from './payoff-moment.vue';

// Reduced motion: a gain is shown at once instead of counted up.
vi.stubGlobal('matchMedia', () => ({ matches: true }));

/** A Party Game of four seats, seen by seat 2, after a race Bob won 1500 on (docs/rules.md §11). */
function partyAfterRace(): PartyView {
  const s = newGame({ mode: 'party', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 5 });
  return {
    ...(playerView(s, 2) as PartyView),
    lastRace: {
      race: 1,
      bookmaker: 0,
      ranking: ['red', 'black', 'blue', 'green', 'yellow', 'white'],
      positions: [0, 0, 0, 0, 0, 0],
      bets: [
        { seat: 1, horse: 'red', kind: 'win', stake: 300 },
        { seat: 2, horse: 'white', kind: 'show', stake: 100 },
      ],
      payoffs: [
        { seat: 0, staked: 0, won: 0, gain: -1700 },
        { seat: 1, staked: 300, won: 1800, gain: 1500 },
        { seat: 2, staked: 100, won: 0, gain: -100 },
      ],
      out: [0],
      nextBookmaker: 1,
    },
  };
}

/** The finishing order's first three, as worded under the podium. */
const podium = (w: ReturnType<typeof mount>) =>
  w
    .findAll('.ranking > span')
    .slice(0, 3)
    .map((s) => s.text());
const rowsOf = (w: ReturnType<typeof mount>) => w.findAll('[data-testid=payoff-row]');

describe('PayoffFrame, the after-race dialog in both modes', () => {
  it('Family/Board (payoff-moment): the finishing order in words, a row a player, the viewer’s lit', () => {
    const w = mount(PayoffMoment, {
      ...withI18n(),
      props: { payoff: { before: viewWith({}), after: viewWith({ lastRace: raceSummary(1, []) }) } },
    });
    expect(w.get('h2').text()).toBe('Race 1: the results');
    expect(podium(w)).toEqual(['1st Red', '2nd Black', '3rd Blue']);
    expect(w.findAll('thead th').map((th) => th.text())).toEqual([
      'Player',
      'Bets, prizes and cards',
      'Net',
      'VP',
      'Money',
    ]);
    expect(rowsOf(w).map((r) => r.get('th').text())).toEqual(['Ann', 'Bob', 'Cy']);
    expect(rowsOf(w)[0]!.classes()).toContain('me');
    expect(w.find('.note').exists()).toBe(false);
    // The dialog lies in the table's room (panels.css), above the players' strip; the dim covers all.
    expect(w.get('.payoff-backdrop > .table-room > [data-testid=payoff-moment]').attributes('role')).toBe('dialog');
  });

  it('Party Game (party-payoff): the same order and rows, with the bookmaker named, the bet slips and what comes next', async () => {
    const w = mount(PartyPayoff, { ...withI18n(), props: { view: partyAfterRace() } });
    await w.vm.$nextTick();
    expect(podium(w)).toEqual(['1st Red', '2nd Black', '3rd Blue']);
    expect(w.findAll('thead th').map((th) => th.text())).toEqual([
      'Player',
      'Bets',
      'Staked',
      'Paid back',
      'Gain',
      'Money',
    ]);
    const rows = rowsOf(w);
    expect(rows.map((r) => r.get('th').text())).toEqual(['Ann (bookmaker)', 'Bob', 'Cy', 'Di']);
    expect(rows[2]!.classes()).toContain('me');
    expect(rows[1]!.get('.slip.won').text()).toContain('Win 300');
    expect(rows[2]!.get('.slip.lost').text()).toContain('Show 100');
    // The gain worded as every other signed amount, grouped as the language groups thousands.
    expect(rows[1]!.get('.delta').text()).toBe('+1,500');
    expect(rows[0]!.get('.delta').text()).toBe('−1,700');
    expect(w.findAll('.note').map((n) => n.text())).toEqual([
      expect.stringContaining('Ann'),
      expect.stringContaining('Bob'),
    ]);
    expect(w.get('[data-testid=next-bookmaker]').text()).toContain('Bob');
  });
});
