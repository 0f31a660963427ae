import { describe, expect, it } from 'vitest';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { replay } from '../../src-shared/index';
import { makeSave, serializeSave } from '../../src-shared/save/save-file';
import { SaveFailure } from '../../src-shared/save/save-problem';
import type { LockManagerLike } from './web-locks';
import { createWebPlatform, memoryStore, SAVE_KEY_PREFIX, type KeyValueStore } from './web-platform';

const quotaError = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

/** A store that refuses writes once it holds more than `limit` characters, like localStorage. */
function smallStore(limit: number): KeyValueStore & { used(): number } {
  const inner = memoryStore();
  const used = () =>
    Array.from({ length: inner.length }, (_, i) => inner.key(i)!).reduce(
      (n, k) => n + k.length + inner.getItem(k)!.length,
      0,
    );
  return {
    get length() {
      return inner.length;
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    removeItem: (k) => inner.removeItem(k),
    setItem(k, v) {
      const before = inner.getItem(k);
      inner.setItem(k, v);
      if (used() > limit) {
        if (before === null) inner.removeItem(k);
        else inner.setItem(k, before);
        throw quotaError();
      }
    },
    used,
  };
}

/** A finished game's save (the whole game played by the seed), dated `minute`. */
function finished(minute: number): string {
  const g = sampleSave(100_000, minute);
  const state = replay(g.save);
  expect(state.phase).toBe('gameOver');
  return serializeSave(makeSave(g.save, state, new Date(Date.UTC(2026, 0, 1, 0, minute)), `Done ${minute}`));
}

describe('browser storage (docs/saves.md)', () => {
  it('a full storage is a storageFull problem naming the save; the old version stays', async () => {
    const a = sampleSave(3);
    const b = sampleSave(40);
    const store = smallStore(a.text.length * 2 + 200);
    const p = createWebPlatform(store);
    await p.writeSave('g', a.text);
    const failure = await p.writeSave('g', b.text).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SaveFailure);
    expect((failure as SaveFailure).problem).toEqual({ code: 'storageFull', params: { file: 'g.json' } });
    expect(await p.readSave('g')).toBe(a.text);
  });

  it('keeps at most maxFinished finished games, removing the oldest; games in progress are never pruned', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store, undefined, { maxFinished: 2 });
    await p.writeSave('playing', sampleSave(3).text);
    for (const minute of [1, 2, 3]) await p.writeSave(`done-${minute}`, finished(minute));
    const slots = (await p.listSaves()).map((e) => e.slot).sort();
    expect(slots).toEqual(['done-2', 'done-3', 'playing']);
    expect(store.getItem(`${SAVE_KEY_PREFIX}done-1.bak`)).toBeNull();
  });

  it('lists a damaged save with its loadable backup and restores it', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store);
    const a = sampleSave(3, 1, 'First');
    await p.writeSave('g', a.text);
    await p.writeSave('g', sampleSave(9).text);
    store.setItem(`${SAVE_KEY_PREFIX}g`, '{"broken');
    expect(await p.listSaves()).toEqual([
      expect.objectContaining({ slot: 'g', ok: false, backup: expect.objectContaining({ ok: true, name: 'First' }) }),
    ]);
    await p.restoreBackup('g');
    expect(await p.readSave('g')).toBe(a.text);
    store.setItem(`${SAVE_KEY_PREFIX}g.bak`, 'x');
    await expect(p.restoreBackup('g')).rejects.toThrow('g.json: there is no previous version that loads');
  });

  it('imports refuse invalid UTF-8 by name and accept a byte-order mark', async () => {
    const text = sampleSave(3).text;
    let next = { name: 'latin1.hfsave', bytes: new Uint8Array([0x7b, 0xe9, 0x7d]) };
    const p = createWebPlatform(memoryStore(), { download: () => undefined, pickFile: async () => next });
    expect(await p.importSave()).toEqual({
      status: 'rejected',
      problem: expect.stringMatching(/^latin1\.hfsave: not UTF-8/),
    });
    next = { name: 'bom.hfsave', bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]) };
    expect(await p.importSave()).toMatchObject({ status: 'imported' });
  });
});

/** Web Locks shared by the tabs of one test: exclusive locks, ifAvailable and steal. */
function fakeLocks(): LockManagerLike {
  const held = new Map<string, { abort: (e: Error) => void }>();
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        if (held.has(name) && !options.steal) {
          // Only ifAvailable requests are used here: the lock is not granted.
          void Promise.resolve(callback(null)).then(resolve, reject);
          return;
        }
        held.get(name)?.abort(Object.assign(new Error('stolen'), { name: 'AbortError' }));
        const mine = { abort: reject };
        held.set(name, mine);
        void Promise.resolve(callback({ name })).then((v) => {
          if (held.get(name) === mine) held.delete(name);
          resolve(v);
        }, reject);
      });
    },
  };
}

describe('one game in two tabs (docs/saves.md)', () => {
  it('the second tab is refused the game until it takes it over; the first is told it lost it', async () => {
    const locks = fakeLocks();
    const store = memoryStore();
    const first = createWebPlatform(store, undefined, { locks });
    const second = createWebPlatform(store, undefined, { locks });
    const lost: string[] = [];
    const a = await first.claimGame('g', () => lost.push('first'));
    expect(a.held).toBe(true);
    const b = await second.claimGame('g', () => lost.push('second'));
    expect(b.held).toBe(false);
    await b.takeOver();
    await Promise.resolve();
    expect(b.held).toBe(true);
    expect(a.held).toBe(false);
    expect(lost).toEqual(['first']);
    b.release();
    // Another game is not affected, and a released game can be claimed again.
    expect((await first.claimGame('h', () => undefined)).held).toBe(true);
    expect((await first.claimGame('g', () => undefined)).held).toBe(true);
  });

  it('without Web Locks every claim is held', async () => {
    expect((await createWebPlatform(memoryStore()).claimGame('g', () => undefined)).held).toBe(true);
  });
});
