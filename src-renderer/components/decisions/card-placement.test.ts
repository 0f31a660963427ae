// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { playMoves, viewWith, withI18n } from '../../testing/component-fixtures';
import CardPlacement from './card-placement.vue';

const mountPlacement = (cards: number[], horses?: string[]) =>
  mount(CardPlacement, {
    ...withI18n(),
    props: { view: viewWith({ phase: 'fixing', moves: playMoves(cards, horses) }) },
  });

describe('CardPlacement', () => {
  it('offers each card in the legal moves once and chooses none of several for the player', () => {
    const w = mountPlacement([3, 8, 3]);
    const cards = w.findAll('[data-testid=hand-card]');
    expect(cards.map((c) => c.attributes('data-card'))).toEqual(['3', '8']);
    expect(cards.map((c) => c.attributes('aria-checked'))).toEqual(['false', 'false']);
    // No horse takes a card before one is chosen.
    expect(w.findAll('[data-testid=place-horse]').every((b) => b.attributes('disabled') !== undefined)).toBe(true);
  });

  it('selects the only card left', () => {
    const w = mountPlacement([8]);
    expect(w.get('[data-testid=hand-card]').attributes('aria-checked')).toBe('true');
  });

  it('plays the selected card on the clicked horse', async () => {
    const w = mountPlacement([3, 8]);
    await w.findAll('[data-testid=hand-card]')[1]!.trigger('click');
    await w.get('[data-testid=place-horse][data-color=red]').trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'playCard', seat: 0, card: 8, horse: 'red' }]]);
  });

  it('disables horses the engine does not allow', () => {
    const w = mountPlacement([5], ['blue', 'white']);
    const enabled = w.findAll('[data-testid=place-horse]').filter((b) => b.attributes('disabled') === undefined);
    expect(enabled.map((b) => b.attributes('data-color'))).toEqual(['blue', 'white']);
  });

  it('plays a card dropped on a horse', async () => {
    const w = mountPlacement([3, 8]);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    await w.findAll('[data-testid=hand-card]')[1]!.trigger('dragstart', { dataTransfer });
    await w.get('[data-testid=place-horse][data-color=green]').trigger('drop', { dataTransfer });
    expect(w.emitted('act')).toEqual([[{ type: 'playCard', seat: 0, card: 8, horse: 'green' }]]);
  });

  it('ignores a drop on a horse that is not allowed', async () => {
    const w = mountPlacement([3], ['black']);
    const dataTransfer = { setData: () => {}, getData: () => '3' };
    await w.get('[data-testid=place-horse][data-color=yellow]').trigger('drop', { dataTransfer });
    expect(w.emitted('act')).toBeUndefined();
  });
});
