import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src-shared/save/bounded-json';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { autosave, continueLastGame, loadGame } from './saved-games';
import { createWebPlatform, memoryStore, SAVE_KEY_PREFIX, type WebFiles } from './web-platform';
import { replay } from '../../src-shared/index';

const a = sampleSave(3, 1, 'First');
const b = sampleSave(8, 2, 'Second');

function files(): WebFiles & { downloads: [string, string][]; next: { name: string; text: string } | null } {
  const f = {
    downloads: [] as [string, string][],
    next: null as { name: string; text: string } | null,
    download: (name: string, text: string) => void f.downloads.push([name, text]),
    pickFile: async () => f.next && { name: f.next.name, bytes: new TextEncoder().encode(f.next.text) },
  };
  return f;
}

describe('web platform', () => {
  it('is of kind web; the deprecated last-game pair wraps the slot operations', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store);
    expect(p.kind).toBe('web');
    expect(await p.loadLastGame()).toBeNull();
    await p.saveLastGame(a.text);
    await p.writeSave('newer', b.text);
    expect(await p.loadLastGame()).toBe(b.text);
    expect(store.getItem(`${SAVE_KEY_PREFIX}last-game`)).toBe(a.text);
    await expect(p.saveLastGame('{"a":2}')).rejects.toThrow(/last-game\.json: no whole summary line/);
  });

  it('cannot host a game: a page joins a server, it cannot be one', () => {
    expect(createWebPlatform(memoryStore()).lanHost).toBeNull();
  });

  it('writes, lists newest first, renames, backs up and deletes saves', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store);
    await p.writeSave('a', a.text);
    await p.writeSave('b', b.text);
    expect((await p.listSaves()).map((e) => e.slot)).toEqual(['b', 'a']);
    await p.renameSave('a', 'Renamed');
    expect(store.getItem(`${SAVE_KEY_PREFIX}a.bak`)).toBe(a.text);
    expect(await p.listSaves()).toContainEqual(expect.objectContaining({ slot: 'a', name: 'Renamed' }));
    await p.deleteSave('a');
    expect((await p.listSaves()).map((e) => e.slot)).toEqual(['b']);
    await expect(p.readSave('../a')).rejects.toThrow(/invalid save slot id/);
  });

  it('lists a damaged save with its problem and never overwrites it', async () => {
    const store = memoryStore();
    const p = createWebPlatform(store);
    await p.writeSave('a', a.text);
    store.setItem(`${SAVE_KEY_PREFIX}bad`, a.text.slice(0, 30));
    expect(await p.listSaves()).toEqual([
      expect.objectContaining({ slot: 'a', ok: true }),
      { slot: 'bad', ok: false, problem: expect.stringMatching(/^bad\.json: not valid JSON/) },
    ]);
    await expect(p.writeSave('bad', b.text)).rejects.toThrow(/not overwritten/);
    expect(store.getItem(`${SAVE_KEY_PREFIX}bad`)).toBe(a.text.slice(0, 30));
  });

  it('refuses JSON nested too deep before parsing it: listed, loaded, kept, never written or imported', async () => {
    // 4 MB of nested brackets held the page for 2.3 s in JSON.parse.
    const deep = `${'['.repeat(2 ** 21)}${']'.repeat(2 ** 21)}`;
    const store = memoryStore();
    const f = files();
    const p = createWebPlatform(store, f);
    await p.writeSave('a', a.text);
    store.setItem(`${SAVE_KEY_PREFIX}deep`, deep);
    const problem = `deep.json: nested more than ${MAX_JSON_DEPTH} levels deep; not a save`;
    expect(await p.listSaves()).toEqual([
      expect.objectContaining({ slot: 'a', ok: true }),
      { slot: 'deep', ok: false, problem },
    ]);
    expect(await loadGame(p, 'deep')).toEqual({ ok: false, problem });
    await expect(p.writeSave('deep', b.text)).rejects.toThrow(`${problem}; it is kept`);
    await expect(p.writeSave('b', deep)).rejects.toThrow(/^b\.json: no whole summary line/);
    f.next = { name: 'deep.hfsave', text: deep };
    expect(await p.importSave()).toEqual({
      status: 'rejected',
      problem: expect.stringMatching(/^deep\.hfsave: nested/),
    });
    expect(store.getItem(`${SAVE_KEY_PREFIX}deep`)).toBe(deep);
    expect((await p.listSaves()).map((e) => e.slot)).toEqual(['a', 'deep']);
  });

  it('exports as a download and imports a picked file', async () => {
    const f = files();
    const p = createWebPlatform(memoryStore(), f);
    await p.writeSave('a', a.text);
    expect(await p.exportSave('a')).toEqual({ status: 'exported', fileName: 'First.hfsave' });
    expect(f.downloads).toEqual([['First.hfsave', a.text]]);
    expect(await p.importSave()).toEqual({ status: 'cancelled' });
    f.next = { name: 'x.hfsave', text: b.text };
    const r = await p.importSave();
    expect(r.status).toBe('imported');
    f.next = { name: 'y.hfsave', text: '{}' };
    expect(await p.importSave()).toEqual({
      status: 'rejected',
      problem: expect.stringMatching(/^y\.hfsave: not a Horse Fever save/),
    });
  });

  it('autosaves and continues the newest game exactly', async () => {
    const p = createWebPlatform(memoryStore());
    expect(await continueLastGame(p)).toBeNull();
    await p.writeSave('old', a.text);
    const state = replay(b.save);
    await autosave(p, 'new', b.save, state, 'Mine');
    const r = await continueLastGame(p);
    expect(r).toMatchObject({ ok: true, slot: 'new', save: { name: 'Mine' } });
    if (r?.ok) expect(r.state).toEqual(state);
    expect(await loadGame(p, 'missing')).toEqual({ ok: false, problem: 'no saved game missing.json' });
  });
});
