// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import RaceProgramme from './race-programme.vue';

describe('RaceProgramme (the race card before the first race)', () => {
  const view = viewWith({
    mode: 'family',
    phase: 'fixing',
    round: 1,
    rounds: 4,
    odds: [3, 1, 0, 2, 4, 5],
    bets: [{ seat: 1, horse: 'green', kind: 'show', stake: 800 }],
    played: [
      { horse: 'red', seat: 0, card: 14 },
      { horse: 'red', seat: 2, card: null },
    ],
  });

  it('lists the runners by their odds with owners, bets and face-down cards', () => {
    const w = mount(RaceProgramme, { ...withI18n(), props: { view } });
    expect(w.get('[data-testid=race-report-title]').text()).toBe('Race 1 of 4: the runners');
    const rows = w.findAll('[data-testid=programme-runner]');
    expect(rows.map((r) => r.attributes('data-color'))).toEqual(['green', 'blue', 'red', 'black', 'yellow', 'white']);
    expect(rows[0]!.text()).toContain('1:2');
    // Bets as the blackboard's chips: the bettor's mark and stake, the whole bet in its label.
    const chip = rows[0]!.get('[data-testid=programme-bet]');
    expect(chip.text()).toBe('B 800');
    expect(chip.attributes('aria-label')).toBe('Bob: Show 800');
    expect(chip.classes()).toContain('show');
    expect(rows[2]!.get('[role=img]').attributes('aria-label')).toBe('2 face-down cards on this horse');
  });

  it('marks where the round stands', () => {
    const w = mount(RaceProgramme, { ...withI18n(), props: { view } });
    expect(w.get('[aria-current=step]').text()).toBe('Fixing the race');
    expect(w.findAll('.round-steps li.done').map((l) => l.text())).toEqual(['First bets']);
    // Only the current step is written out; the others are marks named in their title.
    expect(w.findAll('.round-steps li:not(.now)').map((l) => l.attributes('title'))).toEqual([
      'First bets',
      'Second bets',
      'Race',
    ]);
  });

  it('states the terms on one line, in full in its title', () => {
    const w = mount(RaceProgramme, { ...withI18n(), props: { view } });
    const terms = w.get('.terms');
    expect(terms.findAll('span').map((s) => s.text())).toEqual([
      'Win: stake × odds',
      'Show: 2 × stake, first three',
      'Stable prizes: 600 · 400 · 200',
    ]);
    expect(terms.attributes('title')).toContain('Win pays stake × odds');
  });
});
