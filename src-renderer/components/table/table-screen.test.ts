// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { newGame, playerView, type PartyView } from '../../../src-shared/index';
import { createAppI18n } from '../../i18n';
import { useGameStore } from '../../stores/game-store';
import { viewWith } from '../../testing/component-fixtures';
import PartyTable from '../party/party-table.vue';
import TableScreen from './table-screen.vue';

/** Mounted as the app mounts a table, with a hand-over waiting for seat 1 (its name in the dialog). */
async function mountTable<C extends typeof TableScreen | typeof PartyTable>(table: C, view: object) {
  const pinia = createPinia();
  setActivePinia(pinia);
  useGameStore().handOver = 1;
  const w = mount(table as typeof TableScreen, {
    props: { view: view as never },
    global: { plugins: [pinia, createAppI18n('en')] },
  });
  await flushPromises();
  return w;
}

describe('TableScreen, every mode’s table', () => {
  it('Family/Board: its own parts by default, the hand of cards, a hand-over with cards, a log by round', async () => {
    const w = await mountTable(TableScreen, viewWith({ mode: 'family', round: 2 }));
    const table = w.get('[data-testid=table-screen]');
    expect(table.attributes('data-round')).toBe('2');
    expect(table.attributes('data-race')).toBeUndefined();
    expect(w.find('[data-testid=blackboard]').exists()).toBe(true);
    expect(w.findAll('[data-testid=player-panel]')).toHaveLength(3);
    expect(w.find('[data-testid=my-cards]').exists()).toBe(true);
    expect(w.get('[data-testid=hand-over]').text()).toContain('Bob');
    expect(w.get('[data-testid=hand-over]').text()).toMatch(/card/i);
  });

  it('Party Game (party-table): the same table with the Party’s parts, no hand of cards, a hand-over that passes the turn', async () => {
    const s = newGame({ mode: 'party', players: ['Ann', 'Bob', 'Cy'], seed: 5 });
    const w = await mountTable(PartyTable, playerView(s, 0) as PartyView);
    const table = w.get('[data-testid=table-screen]');
    expect(table.classes()).toContain('party-table');
    expect(table.attributes('data-race')).toBe('1');
    expect(table.attributes('data-round')).toBeUndefined();
    expect(w.find('[data-testid=blackboard]').exists()).toBe(false);
    expect(w.findAll('[data-testid=party-board-row]')).toHaveLength(6);
    expect(w.findAll('[data-testid=player-panel]')).toHaveLength(3);
    expect(w.find('[data-testid=my-cards]').exists()).toBe(false);
    expect(w.get('[data-testid=hand-over]').text()).toContain('Bob');
    expect(w.get('[data-testid=hand-over]').text()).not.toMatch(/card/i);
  });
});
