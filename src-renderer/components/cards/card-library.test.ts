// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import CardLibrary from './card-library.vue';
import { DECKS } from './card-model';
import GameCard from './game-card.vue';

// The faces themselves are tested in card-face.test.ts; here only which cards the library lists.
const mountLibrary = () =>
  mount(CardLibrary, { global: { ...withI18n().global, stubs: { GameCard: true, CardBack: true } } });
const listed = (w: ReturnType<typeof mountLibrary>) => w.findAllComponents(GameCard);

const SIZES = { action: 22, assistant: 13, horse: 10, goal: 14, character: 12, stable: 6, loan: 2, movement: 23 };

describe('CardLibrary', () => {
  it('shows every card of the game, deck by deck, each deck with its back', () => {
    const w = mountLibrary();
    expect(listed(w)).toHaveLength(102);
    expect(w.findAll('.library-deck').map((s) => s.attributes('data-deck'))).toEqual([...DECKS]);
    expect(w.findAll('.library-back')).toHaveLength(DECKS.length);
    expect(w.get('[data-testid=library-count]').text()).toBe('102 cards');
  });

  it('filters by kind and back to all', async () => {
    const w = mountLibrary();
    for (const deck of DECKS) {
      await w.get(`[data-testid=library-filter-${deck}]`).trigger('click');
      const cards = listed(w);
      expect(cards).toHaveLength(SIZES[deck]);
      expect(new Set(cards.map((c) => c.attributes('data-deck')))).toEqual(new Set([deck]));
      expect(w.get(`[data-testid=library-filter-${deck}]`).attributes('aria-pressed')).toBe('true');
    }
    await w.get('[data-testid=library-filter-all]').trigger('click');
    expect(listed(w)).toHaveLength(102);
  });

  it('closes from its button and with Escape', async () => {
    const w = mountLibrary();
    await w.get('[data-testid=library-close]').trigger('click');
    await w.trigger('keydown', { key: 'Escape' });
    expect(w.emitted('close')).toHaveLength(2);
  });
});
