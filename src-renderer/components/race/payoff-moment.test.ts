// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { raceSummary, viewWith, withI18n } from '../../testing/component-fixtures';
import PayoffMoment from './payoff-moment.vue';

/** docs/rules.md §6: Ann's bets all lost; Bob won a Win bet and was paid by Ann (Brian O'Fist). */
const lastRace = raceSummary(1, [
  {
    seat: 0,
    money: 0,
    stakes: 700,
    net: -900,
    vp: 0,
    defaulted: false,
    items: [
      { kind: 'lost', horse: 'green', bet: 'win', stake: 400 },
      { kind: 'lost', horse: 'white', bet: 'show', stake: 300 },
      { kind: 'paid', to: 1, amount: 200 },
    ],
  },
  {
    seat: 1,
    money: 1800,
    stakes: 400,
    net: 1400,
    vp: 3,
    defaulted: false,
    items: [
      { kind: 'win', horse: 'red', stake: 400, multiplier: 4, vp: 3 },
      { kind: 'received', from: 0, amount: 200 },
    ],
  },
]);

describe('PayoffMoment', () => {
  // Reduced motion: the net is shown at once instead of counted up.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  const w = mount(PayoffMoment, {
    ...withI18n(),
    props: { payoff: { before: viewWith({}), after: viewWith({ lastRace }) } },
  });
  const row = (seat: number) => w.get(`[data-testid=payoff-row][data-seat="${seat}"]`);
  const lines = (seat: number): string[][] =>
    row(seat)
      .findAll('[data-testid=payoff-line]')
      .map((l) => [l.get('.what').text(), l.get('.amount').text()]);

  it('shows lost stakes as losses: a player whose bets all lost is down, not at 0', () => {
    expect(lines(0)).toEqual([
      ['Win on Green lost: 400 staked', '−400'],
      ['Show on White lost: 300 staked', '−300'],
      ['Owes Bob 200', '−200'],
    ]);
    expect(row(0).get('[data-testid=payoff-net]').text()).toBe('−900');
  });

  it('words gains as gains, with the 200 Brian O’Fist’s owner receives, and the VP', () => {
    expect(lines(1)).toEqual([
      ['Win on Red: 400 staked, 400×4 = 1600 paid and 3 VP', '+1,200'],
      ['Paid by Ann', '+200'],
    ]);
    expect(row(1).get('[data-testid=payoff-net]').text()).toBe('+1,400');
    expect(row(1).get('[data-testid=payoff-vp]').text()).toBe('+3');
    expect(row(2).text()).toContain('no bets');
  });
});
