// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createAppI18n, type Locale } from '../../i18n';
import { useGameStore } from '../../stores/game-store';
import { useSettingsStore } from '../../stores/settings-store';
import { viewWith } from '../../testing/component-fixtures';
import TableToolbar from './table-toolbar.vue';

function bar(locale: Locale = 'en', patch = {}) {
  const pinia = createPinia();
  setActivePinia(pinia);
  const w = mount(TableToolbar, {
    props: { view: viewWith(patch) },
    global: { plugins: [pinia, createAppI18n(locale)] },
  });
  return { w, game: useGameStore(), settings: useSettingsStore() };
}

describe('TableToolbar', () => {
  it.each([
    ['en', ['Slow', 'Normal', 'Fast', 'Instant']],
    ['fr', ['Lente', 'Normale', 'Rapide', 'Instantanée']],
    ['it', ['Lenta', 'Normale', 'Veloce', 'Istantanea']],
  ] as const)('%s: names the race speeds in words and shows the chosen one’s word', async (locale, words) => {
    const { w, game } = bar(locale);
    const buttons = w.findAll('[data-testid^=speed-]');
    expect(buttons.map((b) => b.attributes('aria-label'))).toEqual(words);
    expect(buttons.map((b) => b.attributes('title'))).toEqual(words);
    await w.get('[data-testid=speed-fast]').trigger('click');
    expect(game.speed).toBe('fast');
    expect(w.get('[data-testid=speed-fast]').attributes('aria-checked')).toBe('true');
    expect(w.get('[data-testid=speed]').text()).toBe(words[2]);
  });

  it('names every menu button (icons only on a 16:9 screen) and opens Settings', async () => {
    const { w, settings } = bar('fr');
    const names = w.findAll('nav.menu button').map((b) => [b.attributes('aria-label'), b.attributes('title')]);
    expect(names).toEqual(
      ['Réglages', 'Règles', 'Cartes', 'Parties sauvegardées', 'Nouvelle partie'].map((n) => [n, n]),
    );
    await w.get('[data-testid=open-settings]').trigger('click');
    expect(settings.open).toBe(true);
    await w.get('[data-testid=open-rules]').trigger('click');
    await w.get('[data-testid=leave-game]').trigger('click');
    expect(Object.keys(w.emitted())).toEqual(expect.arrayContaining(['open-rules', 'leave']));
  });

  it('shows the round, the phase and whose turn it is, and no language switch (it is in Settings)', () => {
    const { w } = bar('en');
    expect(w.get('[data-testid=round]').text()).toMatch(/^Round 1\/\d$/);
    expect(w.get('[data-testid=phase]').text()).not.toBe('');
    expect(w.get('[data-testid=turn]').text()).toMatch(/^Turn: /);
    expect(w.find('select').exists()).toBe(false);
  });
});
