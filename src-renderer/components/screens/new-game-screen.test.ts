// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../../platform/current-platform';
import { createWebPlatform, memoryStore } from '../../platform/web-platform';
import { loadNewGameSettings, saveNewGameSettings } from '../../game/new-game-settings';
import { useGameStore } from '../../stores/game-store';
import { withI18n } from '../../testing/component-fixtures';
import NewGameScreen from './new-game-screen.vue';

beforeEach(() => {
  setPlatform(createWebPlatform(memoryStore()));
  setActivePinia(createPinia());
  localStorage.clear();
});

async function mountScreen() {
  const w = mount(NewGameScreen, withI18n());
  await flushPromises();
  return w;
}

describe('NewGameScreen', () => {
  it('lets any other seat be a person (pass-and-play) and starts with those seats', async () => {
    const game = useGameStore();
    const start = vi.spyOn(game, 'start').mockResolvedValue(true);
    const w = await mountScreen();
    await w.get('[data-testid=player-name]').setValue('Anna');
    await w.get('[data-testid=player-count]').setValue('3');
    await flushPromises();
    const rows = w.findAll('[data-testid=seat-row]');
    expect(rows).toHaveLength(2);
    await rows[0]!.get('[data-testid=bot-level]').setValue('human');
    // A bot's default name becomes a player's.
    expect((rows[0]!.get('[data-testid=bot-name]').element as HTMLInputElement).value).toBe('Player 2');
    await rows[1]!.get('[data-testid=bot-level]').setValue('human');
    await rows[1]!.get('[data-testid=bot-name]').setValue('Ben');
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'family',
        seats: [
          { name: 'Anna', bot: null },
          { name: 'Player 2', bot: null },
          { name: 'Ben', bot: null },
        ],
      }),
    );
  });

  it('remembers the last settings: mode, players, names, who is a person, levels, options', async () => {
    vi.spyOn(useGameStore(), 'start').mockResolvedValue(true);
    saveNewGameSettings({
      mode: 'board',
      seats: [
        { name: 'Anna', bot: null },
        { name: 'Ben', bot: null },
        { name: 'Max', bot: 'hard' },
      ],
      starred: true,
    });
    const w = await mountScreen();
    expect((w.get('[data-testid=mode-board]').element as HTMLInputElement).checked).toBe(true);
    expect((w.get('[data-testid=starred]').element as HTMLInputElement).checked).toBe(true);
    expect((w.get('[data-testid=player-name]').element as HTMLInputElement).value).toBe('Anna');
    expect((w.get('[data-testid=player-count]').element as HTMLSelectElement).value).toBe('3');
    const names = w.findAll('[data-testid=bot-name]').map((e) => (e.element as HTMLInputElement).value);
    const kinds = w.findAll('[data-testid=bot-level]').map((e) => (e.element as HTMLSelectElement).value);
    expect(names).toEqual(['Ben', 'Max']);
    expect(kinds).toEqual(['human', 'hard']);

    expect(w.find('[data-testid=party-races]').exists()).toBe(false);
    await w.get('[data-testid=bot-level]').setValue('normal');
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(loadNewGameSettings()?.seats[1]).toEqual({ name: 'Ben', bot: 'normal' });
  });

  it('remembers a Party Game with its races and starting money', async () => {
    saveNewGameSettings({
      mode: 'party',
      seats: Array.from({ length: 8 }, (_, i) => ({ name: `P${i}`, bot: i % 2 ? 'easy' : null })),
      starred: false,
      party: { races: 3, startingMoney: 2500 },
    });
    const w = await mountScreen();
    expect((w.get('[data-testid=mode-party]').element as HTMLInputElement).checked).toBe(true);
    expect((w.get('[data-testid=player-count]').element as HTMLSelectElement).value).toBe('8');
    expect((w.get('[data-testid=party-races]').element as HTMLInputElement).value).toBe('3');
    expect((w.get('[data-testid=party-money]').element as HTMLInputElement).value).toBe('2500');
  });
});
