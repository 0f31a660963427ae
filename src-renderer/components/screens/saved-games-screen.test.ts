// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleSave } from '../../../src-shared/testing/sample-save';
import { setPlatform } from '../../platform/current-platform';
import type { Platform } from '../../../src-shared/platform/platform-api';
import { createWebPlatform, memoryStore, SAVE_KEY_PREFIX, type KeyValueStore } from '../../platform/web-platform';
import { useGameStore } from '../../stores/game-store';
import { createAppI18n } from '../../i18n';
import SavedGamesScreen from './saved-games-screen.vue';

let store: KeyValueStore;
let platform: Platform;
let downloads: string[];
const first = sampleSave(3, 1, 'First');
const second = sampleSave(8, 2, 'Second');

beforeEach(async () => {
  store = memoryStore();
  downloads = [];
  platform = createWebPlatform(store, { download: (name) => void downloads.push(name), pickFile: async () => null });
  setPlatform(platform);
  setActivePinia(createPinia());
  await platform.writeSave('first', first.text);
  await platform.writeSave('second', second.text);
  store.setItem(`${SAVE_KEY_PREFIX}broken`, '{"format": "horse-fever-save", "sch');
});

async function mountScreen() {
  const w = mount(SavedGamesScreen, { global: { plugins: [createAppI18n('en')] }, attachTo: document.body });
  await flushPromises();
  return w;
}
const row = (w: Awaited<ReturnType<typeof mountScreen>>, slot: string) => w.get(`[data-slot=${slot}]`);

describe('SavedGamesScreen', () => {
  it('lists the saves newest first with mode, round, players and scores; a damaged file shows its problem', async () => {
    const w = await mountScreen();
    expect(w.findAll('[data-testid=save-entry]').map((e) => e.attributes('data-slot'))).toEqual([
      'second',
      'first',
      'broken',
    ]);
    const s = second.save.snapshot;
    expect(row(w, 'second').get('[data-testid=save-name]').text()).toBe('Second');
    expect(row(w, 'second').get('[data-testid=save-mode]').text()).toBe('Family Game');
    expect(row(w, 'second').get('[data-testid=save-round]').text()).toBe(`Round ${s.round}/${s.rounds}`);
    expect(row(w, 'second').get('[data-testid=save-scores]').text()).toContain(
      `Ann: ${s.scores[0]!.vp} VP, ${s.scores[0]!.money}`,
    );
    expect(row(w, 'second').get('time').attributes('datetime')).toBe(second.save.savedAt);
    const broken = row(w, 'broken');
    expect(broken.get('[data-testid=save-problem]').text()).toMatch(/^broken\.json: not valid JSON/);
    expect(broken.find('[data-testid=save-load]').exists()).toBe(false);
    expect(broken.find('[data-testid=save-delete]').exists()).toBe(true);
  });

  it('renames inline: Enter keeps the new name, Escape leaves it', async () => {
    const w = await mountScreen();
    await row(w, 'first').get('[data-testid=save-rename]').trigger('click');
    await flushPromises();
    const input = row(w, 'first').get<HTMLInputElement>('[data-testid=rename-input]');
    expect(document.activeElement).toBe(input.element);
    await input.setValue('Sunday');
    await input.trigger('keydown', { key: 'Escape' });
    expect(row(w, 'first').find('[data-testid=rename-input]').exists()).toBe(false);
    await row(w, 'first').get('[data-testid=save-rename]').trigger('click');
    await row(w, 'first').get('[data-testid=rename-input]').setValue('  Friday night ');
    await row(w, 'first').get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    expect(row(w, 'first').get('[data-testid=save-name]').text()).toBe('Friday night');
    expect(JSON.parse(await platform.readSave('first')).name).toBe('Friday night');
    expect(w.get('[data-testid=saves-notice]').text()).toBe('Renamed to “Friday night”.');
  });

  it('deletes only after the confirm step', async () => {
    const w = await mountScreen();
    await row(w, 'broken').get('[data-testid=save-delete]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(row(w, 'broken').get('[data-testid=delete-cancel]').element);
    await row(w, 'broken').get('[data-testid=delete-cancel]').trigger('click');
    expect(store.getItem(`${SAVE_KEY_PREFIX}broken`)).not.toBeNull();
    await row(w, 'broken').get('[data-testid=save-delete]').trigger('click');
    expect(row(w, 'broken').text()).toContain('Delete this save for good?');
    await row(w, 'broken').get('[data-testid=delete-confirm]').trigger('click');
    await flushPromises();
    expect(store.getItem(`${SAVE_KEY_PREFIX}broken`)).toBeNull();
    expect(w.findAll('[data-testid=save-entry]').map((e) => e.attributes('data-slot'))).toEqual(['second', 'first']);
  });

  it('exports through the platform and says where', async () => {
    const w = await mountScreen();
    await row(w, 'first').get('[data-testid=save-export]').trigger('click');
    await flushPromises();
    expect(downloads).toEqual(['First.hfsave']);
    expect(w.get('[data-testid=saves-notice]').text()).toBe('Exported as First.hfsave.');
  });

  it('loads a save onto the table with its seating', async () => {
    const w = await mountScreen();
    const game = useGameStore();
    game.speed = 'instant';
    await row(w, 'second').get('[data-testid=save-load]').trigger('click');
    await flushPromises();
    expect(w.emitted('loaded')).toHaveLength(1);
    expect(game.currentSlot).toBe('second');
    expect(game.view?.round).toBe(second.save.snapshot.round);
    expect(game.view?.players.map((p) => p.name)).toEqual(second.save.snapshot.names);
    game.leave();
  });
});
