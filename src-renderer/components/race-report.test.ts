// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n';
import { raceSummary, viewWith } from '../testing/component-fixtures';
import type { PlayerView } from '../stores/game-store';
import RaceReport from './race-report.vue';

const lastRace = raceSummary(2, [
  {
    seat: 0,
    money: 1400,
    stakes: 700,
    net: 700,
    vp: 4,
    defaulted: false,
    items: [
      { kind: 'win', horse: 'red', stake: 200, multiplier: 4, vp: 3 },
      { kind: 'show', horse: 'blue', stake: 300, vp: 1 },
      { kind: 'lost', horse: 'green', bet: 'show', stake: 200 },
    ],
  },
  {
    seat: 1,
    money: 0,
    stakes: 500,
    net: -500,
    vp: 0,
    defaulted: true,
    items: [
      { kind: 'lost', horse: 'black', bet: 'win', stake: 500 },
      { kind: 'paid', to: 2, amount: 200 },
      { kind: 'defaulted', debts: 200 },
    ],
  },
]);

describe('RaceReport', () => {
  // The report reads the race staging (which lanes are revealed so far) from its store.
  beforeEach(() => setActivePinia(createPinia()));
  it('words each payoff reason in the player\u2019s language', () => {
    const w = mount(RaceReport, {
      global: { plugins: [createAppI18n('fr')] },
      props: { view: viewWith({ race: null, lastRace }) },
    });
    expect(w.findAll('[data-testid=payoff-details]').map((d) => d.text())).toEqual([
      'Pari Gagnant sur Rouge : 200 misés, 200×4 = 800 payés et 3 PV (+600); ' +
        'Pari Placé sur Bleu : 300 misés, 2×300 = 600 payés et 1 PV (+300); ' +
        'Pari Placé sur Vert perdu : 200 misés (−200)',
      // Unpaid debts cost nothing but the 2 VP: only the lost stake counts.
      'Pari Gagnant sur Noir perdu : 500 misés (−500); Doit 200 à Cy; Impossible de payer 200 : perd 2 PV',
    ]);
    // The net counts the stakes; VP count the penalty; gains are worded as gains.
    expect(w.findAll('[data-testid=payoff-net]').map((d) => d.text())).toEqual(['+700', '−500']);
  });
});

describe('RaceReport headings', () => {
  beforeEach(() => setActivePinia(createPinia()));
  const mountWith = (patch: Parameters<typeof viewWith>[0]) =>
    mount(RaceReport, { global: { plugins: [createAppI18n('en')] }, props: { view: viewWith(patch) } });

  it('does not announce revealed cards for a race run without any', () => {
    const race = { cards: { revealed: [] } } as unknown as NonNullable<PlayerView['race']>;
    const w = mountWith({ race, lastRace: null });
    expect(w.get('[data-testid=race-report-title]').text()).toBe('Race report');
    expect(w.text()).not.toContain('No race yet.');
  });

  it('after a race, heads the payoffs by round', () => {
    expect(mountWith({ race: null, lastRace }).get('[data-testid=race-report-title]').text()).toBe(
      'Payoffs of round 2',
    );
  });
});
