// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n';
import { raceSummary, viewWith } from '../../testing/component-fixtures';
import { partyViewWith } from '../../testing/party-fixtures';
import type { PlayerView } from '../../stores/game-store';
import { useStageStore } from '../../stores/stage-store';
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
    // The card sums each reason up as a mark; its words are the cell's label (and each mark's title).
    expect(w.findAll('[data-testid=payoff-details]').map((d) => d.attributes('aria-label'))).toEqual([
      'Pari Gagnant sur Rouge : 200 misés, 200×4 = 800 payés et 3 PV (+600); ' +
        'Pari Placé sur Bleu : 300 misés, 2×300 = 600 payés et 1 PV (+300); ' +
        'Pari Placé sur Vert perdu : 200 misés (−200)',
      // Unpaid debts cost nothing but the 2 VP: only the lost stake counts.
      'Pari Gagnant sur Noir perdu : 500 misés (−500); Doit 200 à Cy; Impossible de payer 200 : perd 2 PV',
    ]);
    // The net counts the stakes; VP count the penalty; gains are worded as gains.
    expect(w.findAll('[data-testid=payoff-net]').map((d) => d.text())).toEqual(['+700', '−500']);
    // One mark a reason: the horse's colour and the money for a bet, a short word otherwise.
    const marks = w.findAll('[data-testid=payoff-details]')[0]!.findAll('.mark');
    expect(marks.map((m) => m.classes().filter((c) => c !== 'mark'))).toEqual([
      ['win', 'red'],
      ['show', 'blue'],
      ['lost', 'green'],
    ]);
    expect(marks.map((m) => m.text())).toEqual(['+600', '+300', '−200']);
    // A reason without a horse in a short word: a debt by its creditor's mark (unpaid, so no money), the penalty.
    const others = w.findAll('[data-testid=payoff-details]')[1]!.findAll('.mark');
    expect(others.map((m) => m.text())).toEqual(['−500', '→ C', '−2 PV']);
    expect(marks[0]!.attributes('title')).toBe('Pari Gagnant sur Rouge : 200 misés, 200×4 = 800 payés et 3 PV (+600)');
  });
});

describe('RaceReport headings', () => {
  beforeEach(() => setActivePinia(createPinia()));
  const mountWith = (patch: Parameters<typeof viewWith>[0]) =>
    mount(RaceReport, { global: { plugins: [createAppI18n('en')] }, props: { view: viewWith(patch) } });

  it('during a race, lists the six runners in running order with the cards laid on each', () => {
    const stage = useStageStore();
    const race = {
      positions: [5, 9, 0, 12, 3, 3],
      ranking: [3],
      cards: {
        revealed: [
          { horse: 'blue', seat: 1, card: 14, fate: 'active' },
          { horse: 'yellow', seat: 2, card: 3, fate: 'cancelled' },
        ],
      },
    } as unknown as NonNullable<PlayerView['race']>;
    const played = [
      { horse: 'blue' as const, seat: 1, card: null },
      { horse: 'yellow' as const, seat: 2, card: null },
    ];
    const view = { race, lastRace: null, played, odds: [0, 1, 2, 3, 4, 5] };
    // While the reveal has reached only the blue lane, yellow's card is still face down.
    stage.revealedLanes = [1];
    const w = mountWith(view);
    expect(w.get('[data-testid=race-report-title]').text()).toBe('Race 1: running order');
    const rows = w.findAll('[data-testid=runner]');
    // Red is ranked; then by square, equal squares by odds.
    expect(rows.map((r) => r.attributes('data-color'))).toEqual(['red', 'blue', 'black', 'yellow', 'white', 'green']);
    expect(rows[0]!.classes()).toContain('finished');
    expect(rows[1]!.findAll('.revealed-card')).toHaveLength(1);
    expect(rows[3]!.get('[role=img]').attributes('aria-label')).toBe('1 face-down card on this horse');
    stage.revealedLanes = null;
    const all = mountWith(view).findAll('[data-testid=runner]');
    expect(all[3]!.get('.revealed-card').classes()).toContain('fate-cancelled');
  });

  it('after a race, heads the payoffs by round', () => {
    expect(mountWith({ race: null, lastRace }).get('[data-testid=race-report-title]').text()).toBe(
      'Payoffs of round 2',
    );
  });
});

describe('RaceReport in the Party Game (docs/rules.md §11): the paper, with the Party’s card in its slot', () => {
  beforeEach(() => setActivePinia(createPinia()));
  it('holds what party-table passes, named as the Party’s race card, none of the Family/Board card', () => {
    const w = mount(RaceReport, {
      global: { plugins: [createAppI18n('en')] },
      props: { view: partyViewWith(4) },
      slots: { default: '<p class="party-card">the Party card</p>' },
    });
    const paper = w.get('section.race-report');
    expect(paper.attributes('data-testid')).toBe('party-report');
    expect(paper.attributes('aria-label')).toBe('Race report');
    expect(paper.get('.party-card').text()).toBe('the Party card');
    expect(w.find('[data-testid=race-report-title]').exists()).toBe(false);
  });
});
