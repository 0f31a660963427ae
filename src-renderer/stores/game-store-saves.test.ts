// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSaveText } from '../../src-shared/save/save-file';
import { SaveFailure } from '../../src-shared/save/save-problem';
import { createAppI18n } from '../i18n';
import SaveStatus from '../components/table/save-status.vue';
import SavedGamesScreen from '../components/screens/saved-games-screen.vue';
import { setPlatform } from '../platform/current-platform';
import type { Platform } from '../../src-shared/platform/platform-api';
import { createWebPlatform, memoryStore, SAVE_KEY_PREFIX, type KeyValueStore } from '../platform/web-platform';
import { defaultSeats, useGameStore } from './game-store';

let store: KeyValueStore;
let platform: Platform;
let downloads: [string, string][];
beforeEach(() => {
  store = memoryStore();
  downloads = [];
  platform = createWebPlatform(store, {
    download: (name, text) => void downloads.push([name, text]),
    pickFile: async () => null,
  });
  setPlatform(platform);
  setActivePinia(createPinia());
});

const i18n = () => ({ global: { plugins: [createAppI18n('en')] } });
const setup = (seed: number) => ({
  mode: 'family' as const,
  seats: defaultSeats('Ann', 3, 'random'),
  starred: false,
  seed,
});

async function humanTurn(game: ReturnType<typeof useGameStore>): Promise<void> {
  await vi.waitFor(() => expect(game.view?.moves.length).toBeGreaterThan(0), { timeout: 60_000, interval: 5 });
}

describe('a failed autosave is visible (docs/saves.md)', () => {
  it('shows the reason with Retry and Export, keeps playing, and clears once a write succeeds', async () => {
    let full = true;
    const write = platform.writeSave.bind(platform);
    platform.writeSave = async (slot, text) => {
      if (full) throw new SaveFailure({ code: 'storageFull', params: { file: `${slot}.json` } });
      return write(slot, text);
    };
    const game = useGameStore();
    game.speed = 'instant';
    const banner = mount(SaveStatus, { ...i18n(), attachTo: document.body });
    await game.start(setup(5));
    await humanTurn(game);
    await vi.waitFor(() => expect(game.saveProblem?.code).toBe('storageFull'), { timeout: 60_000 });
    await flushPromises();
    expect(banner.get('[data-testid=save-failed]').attributes('role')).toBe('alert');
    expect(banner.get('[data-testid=save-failed-text]').text()).toContain(
      'The game could not be saved. ' + `${game.currentSlot}.json: the browser's storage for this site is full.`,
    );
    expect(game.view).not.toBeNull();
    // Export takes the game from memory.
    await banner.get('[data-testid=save-export-game]').trigger('click');
    await flushPromises();
    expect(downloads).toHaveLength(1);
    expect(readSaveText(downloads[0]![1], downloads[0]![0]).ok).toBe(true);
    expect(banner.text()).toContain(`Exported as ${downloads[0]![0]}.`);
    full = false;
    await banner.get('[data-testid=save-retry]').trigger('click');
    await flushPromises();
    expect(game.saveProblem).toBeNull();
    expect(banner.find('[data-testid=save-failed]').exists()).toBe(false);
    expect(store.getItem(`${SAVE_KEY_PREFIX}${game.currentSlot}`)).not.toBeNull();
    await game.leave();
  });
});

describe('deleting the game in progress (docs/saves.md)', () => {
  it.each([1, 2, 3, 4, 5])('stops its writer first: the save does not come back (trial %i)', async (seed) => {
    // Slow writes, as over IPC: the writer is busy when the delete comes.
    const write = platform.writeSave.bind(platform);
    platform.writeSave = async (slot, text) => {
      await new Promise((r) => setTimeout(r, 3));
      return write(slot, text);
    };
    const game = useGameStore();
    game.speed = 'instant';
    await game.start(setup(seed));
    await humanTurn(game);
    const slot = game.currentSlot!;
    // A move: bots and chance run on, writing, while the player deletes the game.
    const bet = game.view!.moves.find((m) => m.type === 'bet')!;
    if (bet.type !== 'bet') throw new Error('no bet');
    game.act({ type: 'bet', seat: 0, horse: bet.horse, kind: bet.kind, stake: bet.minStake });
    await vi.waitFor(() => expect(store.getItem(`${SAVE_KEY_PREFIX}${slot}`)).not.toBeNull(), { timeout: 60_000 });
    const w = mount(SavedGamesScreen, { ...i18n(), attachTo: document.body });
    await flushPromises();
    await w.get(`[data-slot=${slot}] [data-testid=save-delete]`).trigger('click');
    await w.get(`[data-slot=${slot}] [data-testid=delete-confirm]`).trigger('click');
    await vi.waitFor(() => expect(w.get('[data-testid=saves-notice]').text()).toBe('Save deleted.'), {
      timeout: 60_000,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(store.getItem(`${SAVE_KEY_PREFIX}${slot}`)).toBeNull();
    expect(await platform.listSaves()).toEqual([]);
    w.unmount();
  });
});

describe('a damaged save with a good backup (docs/saves.md)', () => {
  it('offers to restore it, and its delete confirm says the backup goes too', async () => {
    const game = useGameStore();
    game.speed = 'instant';
    await game.start(setup(9));
    await humanTurn(game);
    const slot = game.currentSlot!;
    const bet = game.view!.moves.find((m) => m.type === 'bet')!;
    if (bet.type !== 'bet') throw new Error('no bet');
    game.act({ type: 'bet', seat: 0, horse: bet.horse, kind: bet.kind, stake: bet.minStake });
    await humanTurn(game);
    await game.leave();
    const good = store.getItem(`${SAVE_KEY_PREFIX}${slot}.bak`);
    expect(good).not.toBeNull();
    store.setItem(`${SAVE_KEY_PREFIX}${slot}`, '{"trunc');
    const w = mount(SavedGamesScreen, { ...i18n(), attachTo: document.body });
    await flushPromises();
    const row = () => w.get(`[data-slot=${slot}]`);
    expect(row().get('[data-testid=save-backup]').text()).toMatch(
      /^Its previous version \(round 1\/\d, .+\) still loads\.$/,
    );
    await row().get('[data-testid=save-delete]').trigger('click');
    expect(row().text()).toContain('Delete this save and its previous version, which still loads?');
    await row().get('[data-testid=delete-cancel]').trigger('click');
    await row().get('[data-testid=save-restore]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid=saves-notice]').text()).toBe('The previous version is back in place.');
    expect(store.getItem(`${SAVE_KEY_PREFIX}${slot}`)).toBe(good);
    expect(row().find('[data-testid=save-load]').exists()).toBe(true);
    w.unmount();
  });
});
