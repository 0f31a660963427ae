import { afterEach, describe, expect, it, vi } from 'vitest';
import { replay, type GameOptions } from '../../src-shared/index';
import { replaySaved } from '../../src-shared/save/save-chance';
import { makeSave, serializeSave } from '../../src-shared/save/save-file';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { autosave, loadGame } from './saved-games';
import { createWebPlatform, memoryStore, SAVE_KEY_PREFIX } from './web-platform';

// Counts the replays of saves (the expensive part of a check), calling the real one.
vi.mock('../../src-shared/save/save-chance', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src-shared/save/save-chance')>();
  return { ...real, replaySaved: vi.fn(real.replaySaved) };
});

/** Every JSON.parse from now on: how many, and the longest text parsed. */
function countParses(): { calls: () => number; longest: () => number; total: () => number } {
  const parse = vi.spyOn(JSON, 'parse');
  const lengths = () => parse.mock.calls.map(([text]) => text.length);
  return {
    calls: () => lengths().length,
    longest: () => Math.max(0, ...lengths()),
    total: () => lengths().reduce((a, b) => a + b, 0),
  };
}

const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(replaySaved).mockClear();
});

describe('browser saves: what a write and a listing cost, counted', () => {
  const options: GameOptions = { mode: 'board', players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 'long game' };
  const { actions } = playRandomGame(options, seededRandom(5));
  const at = (n: number) => {
    const record = { options, actions: actions.slice(0, n) };
    return { record, state: replay(record) };
  };

  it('autosaves late in a 6-player Board game without parsing or replaying the previous save; a load still checks all', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store);
    const late = actions.length - 10;
    const before = at(late);
    const after = at(late + 1);
    await autosave(p, 'long', before.record, before.state);
    const old = store.getItem(`${SAVE_KEY_PREFIX}long`)!;

    const parses = countParses();
    vi.mocked(replaySaved).mockClear();
    await autosave(p, 'long', after.record, after.state);
    expect(replaySaved).not.toHaveBeenCalled();
    // The new text's summary line is all that is parsed: nothing near the size of the old save.
    expect(parses.longest()).toBeLessThanOrEqual(firstLine(old).length + 1);
    expect(parses.longest() * 20).toBeLessThan(old.length);
    expect(store.getItem(`${SAVE_KEY_PREFIX}long.bak`)).toBe(old);

    const loaded = await loadGame(p, 'long');
    expect(loaded).toMatchObject({ ok: true });
    if (loaded.ok) expect(loaded.state).toEqual(after.state);
    expect(replaySaved).toHaveBeenCalledTimes(1);

    // A damaged file (one chance step edited) is still refused on load.
    const text = store.getItem(`${SAVE_KEY_PREFIX}long`)!;
    store.setItem(`${SAVE_KEY_PREFIX}long`, text.replace(/"type": "chance"/, '"type": "chanse"'));
    expect(await loadGame(p, 'long')).toMatchObject({ ok: false, problem: expect.stringMatching(/^long\.json: /) });
  });

  it('still checks a previous save this page did not write before keeping it as the backup', async () => {
    const store = memoryStore();
    const first = at(40);
    store.setItem(`${SAVE_KEY_PREFIX}g`, serializeSave(makeSave(first.record, first.state, new Date())));
    const p = createWebPlatform(store);
    const next = at(41);
    await autosave(p, 'g', next.record, next.state);
    expect(replaySaved).toHaveBeenCalledTimes(1);
  });

  it('lists 2,000 saves from their summary lines alone', async () => {
    const store = memoryStore();
    const { record, state } = at(300);
    const text = serializeSave(makeSave(record, state, new Date(Date.UTC(2026, 0, 1)), 'Game'));
    for (let i = 0; i < 2000; i++) {
      const minute = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      store.setItem(
        `${SAVE_KEY_PREFIX}game-${i}`,
        text.replace('"name": "Game"', `"name": "Game ${i}"`).replace(/"savedAt": "[^"]+"/, `"savedAt": "${minute}"`),
      );
    }
    const p = createWebPlatform(store);
    const parses = countParses();
    const listed = await p.listSaves();
    expect(listed).toHaveLength(2000);
    expect(listed.every((e) => e.ok)).toBe(true);
    expect(listed[0]).toMatchObject({ slot: 'game-1999', name: 'Game 1999' });
    expect(replaySaved).not.toHaveBeenCalled();
    expect(parses.calls()).toBe(2000);
    expect(parses.longest()).toBeLessThanOrEqual(firstLine(text).length + 10);
    expect(parses.total() * 10).toBeLessThan(2000 * text.length);
  });
});
