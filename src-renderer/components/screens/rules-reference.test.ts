// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createAppI18n, type Locale } from '../../i18n';
import RulesReference from './rules-reference.vue';

const open = (locale: Locale) =>
  mount(RulesReference, { global: { plugins: [createAppI18n(locale)] }, props: { modelValue: true } });

describe('RulesReference (How to play)', () => {
  it('has every section, with a table of contents linking to each', () => {
    const w = open('en');
    const titles = w.findAll('[data-testid=rules-section] h3').map((h) => h.text());
    expect(titles).toEqual([
      'The aim',
      'A round',
      'Betting',
      'Fixing the race',
      'The race',
      'Payoffs',
      'Board Game purchases',
      'Auctions (Board Game)',
      'End of the game',
      'Keyboard',
      'Replays',
      'Undo and Hint',
    ]);
    const links = w.findAll('[data-testid=rules-link]');
    expect(links.map((a) => a.text())).toEqual(titles);
    const ids = w.findAll('[data-testid=rules-section]').map((s) => `#${s.attributes('id')}`);
    expect(links.map((a) => a.attributes('href'))).toEqual(ids);
    // The payoff table as docs/rules.md §6 gives it.
    expect(w.text()).toContain('Win bet: stake × N (odds 1:N) and 3 VP.');
    expect(w.text()).toContain('Show bet: 2 × stake and 1 VP.');
  });

  it('is written in French and Italian with as many paragraphs in each section', () => {
    const count = (locale: Locale) =>
      open(locale)
        .findAll('[data-testid=rules-section]')
        .map((s) => s.findAll('p').length);
    expect(count('fr')).toEqual(count('en'));
    expect(count('it')).toEqual(count('en'));
    expect(open('fr').get('h2').text()).toBe('Comment jouer');
    expect(open('it').text()).toContain('Scommessa Piazzato: 2 × puntata e 1 PV.');
  });

  it('closes', async () => {
    const w = open('en');
    await w.get('[data-testid=rules-close]').trigger('click');
    expect(w.emitted('update:modelValue')?.[0]).toEqual([false]);
  });
});
