import { execFileSync } from 'node:child_process';
import { constants, type Stats } from 'node:fs';
import { lstat, mkdtemp, open, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src-shared/save/bounded-json';
import { MAX_SAVE_BYTES, readSaveText } from '../src-shared/save/save-file';
import { fromReply, SaveFailure, toReply } from '../src-shared/save/save-problem';
import { savesFolder } from './saves-folder';
import { sampleSave } from '../src-shared/testing/sample-save';
import { readUserFile } from './read-user-file';
import { saveWindowState } from './window-state';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-saves-fail-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const first = sampleSave(4);
const second = sampleSave(9);
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('saves folder failures (docs/saves.md)', () => {
  it('a full disk is a diskFull problem naming the file, and the old save stays whole', async () => {
    let full = false;
    const folder = savesFolder(dir, {
      io: {
        writeAtomic: async (path, text) => {
          if (full) throw enospc();
          await writeFile(path, text);
        },
      },
    });
    await folder.write('g', first.text);
    full = true;
    const failure = await folder.write('g', second.text).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SaveFailure);
    expect((failure as SaveFailure).problem).toEqual({ code: 'diskFull', params: { file: 'g.json.bak' } });
    expect(await folder.read('g')).toBe(first.text);
    // Across IPC the problem travels as data and comes back as the same failure.
    const reply = await toReply(folder.write('g', second.text));
    expect(reply).toEqual({ ok: false, problem: { code: 'diskFull', params: { file: 'g.json.bak' } } });
    expect(() => fromReply(reply)).toThrow('g.json.bak: the disk is full');
    full = false;
    await folder.write('g', second.text);
    expect(await folder.read('g')).toBe(second.text);
  });

  it('fsyncs the folder after every rename', async () => {
    const synced: string[] = [];
    const folder = savesFolder(dir, { io: { syncDir: async (d) => void synced.push(d) } });
    await folder.write('g', first.text);
    await folder.write('g', second.text);
    // First write: the save; second: the backup, then the save.
    expect(synced).toEqual([dir, dir, dir]);
    // The real one works on this OS.
    await savesFolder(dir).write('h', first.text);
  });

  it("removes the app's own crash leftovers (temp files) when opened, and nothing else", async () => {
    const keep = ['g.json', 'g.json.bak', 'notes.txt', 'x.json.tmp', 'g.json.damaged'];
    const leftovers = ['g.json.1234567890', 'g.json.bak.42', 'game-2.json.7', '.listing.json.99'];
    for (const name of [...keep, ...leftovers]) await writeFile(join(dir, name), first.text);
    await savesFolder(dir).list();
    expect((await readdir(dir)).sort()).toEqual(['.listing.json', ...keep].sort());
  });

  it('lists a damaged save with its loadable backup, and restores it', async () => {
    const folder = savesFolder(dir);
    await folder.write('g', first.text);
    await folder.write('g', second.text);
    await writeFile(join(dir, 'g.json'), second.text.slice(0, 100));
    const [entry] = await folder.list();
    expect(entry).toMatchObject({
      slot: 'g',
      ok: false,
      backup: { ok: true, name: first.save.name, snapshot: first.save.snapshot },
    });
    await folder.restoreBackup('g');
    expect(await folder.read('g')).toBe(first.text);
    expect(await readFile(join(dir, 'g.json.damaged'), 'utf8')).toBe(second.text.slice(0, 100));
    expect(await folder.list()).toEqual([expect.objectContaining({ slot: 'g', ok: true })]);
    await writeFile(join(dir, 'g.json.bak'), 'nope');
    await expect(folder.restoreBackup('g')).rejects.toThrow('g.json: there is no previous version that loads');
  });

  it('refuses invalid UTF-8 with a clear message instead of loading altered names', async () => {
    const bytes = Buffer.from(first.text.replace('"Ann"', '"A\u00e9n"'), 'utf8');
    const at = bytes.indexOf(0xc3);
    bytes[at + 1] = 0x28; // a lead byte followed by a non-continuation byte
    await writeFile(join(dir, 'g.json'), bytes);
    const folder = savesFolder(dir);
    expect(await folder.list()).toEqual([
      { slot: 'g', ok: false, problem: 'g.json: not UTF-8 text; the file is damaged or not a save' },
    ]);
    await expect(folder.read('g')).rejects.toThrow(/not UTF-8/);
    await expect(folder.write('g', first.text)).rejects.toThrow(/not UTF-8.*not overwritten/);
    // A byte-order mark is fine.
    await writeFile(join(dir, 'h.json'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(first.text)]));
    expect(readSaveText(await folder.read('h'), 'h.json').ok).toBe(true);
  });

  it('refuses Windows device names as slots on every OS', async () => {
    const folder = savesFolder(dir);
    for (const slot of ['con', 'nul', 'aux', 'prn', 'com1', 'lpt9'])
      await expect(folder.write(slot, first.text)).rejects.toThrow(/invalid save slot id/);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe.skipIf(process.platform === 'win32')('special files in the saves folder', () => {
  /**
   * A FIFO named `<slot>.json` made the listing wait for a writer forever, and every later
   * operation queued behind it; a symlink to /dev/zero read until memory ran out (8 GB). Without
   * the fix these never settle: such a run fails by the test runner's timeout, not by slowness.
   */
  const hostile: [string, (path: string) => Promise<unknown>, (info: Stats) => boolean][] = [
    ['a FIFO', async (path) => execFileSync('mkfifo', [path]), (info) => info.isFIFO()],
    ['a symlink to /dev/zero', (path) => symlink('/dev/zero', path), (info) => info.isSymbolicLink()],
  ];

  afterEach(async () => {
    // Should a reader still wait on a FIFO (the bug), a writer that comes and goes lets it end.
    for (const name of await readdir(dir).catch(() => [])) {
      const path = join(dir, name);
      if (!(await lstat(path)).isFIFO()) continue;
      await open(path, constants.O_WRONLY | constants.O_NONBLOCK)
        .then((h) => h.close())
        .catch(() => undefined);
    }
  });

  it.each(hostile)(
    '%s named <slot>.json is listed and opened as damaged, never read, replaced or removed; other slots work',
    async (_kind, make, isStill) => {
      const folder = savesFolder(dir);
      await folder.write('good', first.text);
      await make(join(dir, 'odd.json'));
      const problem = 'odd.json: not a regular file';
      expect(await folder.list()).toEqual([
        expect.objectContaining({ slot: 'good', ok: true }),
        { slot: 'odd', ok: false, problem },
      ]);
      await expect(folder.read('odd')).rejects.toMatchObject({
        problem: { code: 'notRegularFile', params: { file: 'odd.json' } },
      });
      await expect(folder.write('odd', second.text)).rejects.toMatchObject({
        problem: { code: 'keptDamaged', params: { problem } },
      });
      await expect(folder.rename('odd', 'Renamed')).rejects.toThrow(problem);
      await expect(folder.restoreBackup('odd')).rejects.toThrow('odd.json: there is no previous version that loads');
      expect(isStill(await lstat(join(dir, 'odd.json')))).toBe(true);
      expect(await readdir(dir)).not.toContain('odd.json.bak');
      // The operations queued behind it ran, and the other slots keep working.
      await folder.write('good', second.text);
      expect(await folder.read('good')).toBe(second.text);
      const added = await folder.add(first.text, 'friday.hfsave');
      expect(readSaveText(await folder.read(added), added).ok).toBe(true);
    },
  );

  it('a backup that is a special file is no previous version, and is never read', async () => {
    const folder = savesFolder(dir);
    await writeFile(join(dir, 'g.json'), 'damaged');
    execFileSync('mkfifo', [join(dir, 'g.json.bak')]);
    expect(await folder.list()).toEqual([
      { slot: 'g', ok: false, problem: expect.stringMatching(/^g\.json: not valid JSON/) },
    ]);
    await expect(folder.restoreBackup('g')).rejects.toThrow('g.json: there is no previous version that loads');
    expect(await readFile(join(dir, 'g.json'), 'utf8')).toBe('damaged');
  });

  it('a save over the size cap is listed as damaged without reading it whole, and kept', async () => {
    const folder = savesFolder(dir);
    await writeFile(join(dir, 'big.json'), Buffer.alloc(MAX_SAVE_BYTES + 1, 0x20));
    const problem = `big.json: larger than ${MAX_SAVE_BYTES} bytes; not a save`;
    expect(await folder.list()).toEqual([{ slot: 'big', ok: false, problem }]);
    await expect(folder.read('big')).rejects.toThrow(problem);
    await expect(folder.write('big', first.text)).rejects.toThrow(
      `${problem}; it is kept as it is and not overwritten`,
    );
    expect((await lstat(join(dir, 'big.json'))).size).toBe(MAX_SAVE_BYTES + 1);
  });

  it('JSON nested too deep is refused before parsing: listed, kept, never written or imported', async () => {
    const folder = savesFolder(dir);
    const deep = `${'['.repeat(2 ** 21)}${']'.repeat(2 ** 21)}`;
    await writeFile(join(dir, 'deep.json'), deep);
    await folder.write('good', first.text);
    const problem = `deep.json: nested more than ${MAX_JSON_DEPTH} levels deep; not a save`;
    expect(await folder.list()).toEqual([
      expect.objectContaining({ slot: 'good', ok: true }),
      { slot: 'deep', ok: false, problem },
    ]);
    expect(readSaveText(await folder.read('deep'), 'deep.json')).toEqual({ ok: false, problem });
    await expect(folder.write('deep', first.text)).rejects.toThrow(`${problem}; it is kept`);
    await expect(folder.write('other', deep)).rejects.toThrow(/^other\.json: no whole summary line/);
    await expect(folder.add(deep, 'deep.hfsave')).rejects.toThrow(/^deep\.hfsave: nested more than/);
    expect((await readdir(dir)).sort()).toEqual(['.listing.json', 'deep.json', 'good.json']);
  });
});

describe('reading a file the user picked (imports)', () => {
  it('reads a regular file, through a symlink too', async () => {
    await writeFile(join(dir, 'a.hfsave'), first.text);
    await symlink(join(dir, 'a.hfsave'), join(dir, 'link.hfsave'));
    expect(await readUserFile(join(dir, 'link.hfsave'), MAX_SAVE_BYTES)).toBe(first.text);
  });

  it.skipIf(process.platform === 'win32')('refuses a device (a symlink to /dev/zero) without reading it', async () => {
    await symlink('/dev/zero', join(dir, 'zero.hfsave'));
    await expect(readUserFile(join(dir, 'zero.hfsave'), MAX_SAVE_BYTES)).rejects.toThrow(
      'zero.hfsave: not a regular file',
    );
  });

  it.skipIf(process.platform === 'win32')('refuses a FIFO without blocking on it', async () => {
    execFileSync('mkfifo', [join(dir, 'pipe.hfsave')]);
    await expect(readUserFile(join(dir, 'pipe.hfsave'), MAX_SAVE_BYTES)).rejects.toThrow(
      'pipe.hfsave: not a regular file',
    );
  });

  it('refuses a file over the cap and names every problem with the file', async () => {
    await writeFile(join(dir, 'big.hfsave'), 'x'.repeat(101));
    await expect(readUserFile(join(dir, 'big.hfsave'), 100)).rejects.toThrow('big.hfsave: larger than 100 bytes');
    await expect(readUserFile(join(dir, 'missing.hfsave'), 100)).rejects.toThrow(/^missing\.hfsave: .*ENOENT/);
    await writeFile(join(dir, 'latin1.hfsave'), Buffer.from([0x7b, 0xe9, 0x7d]));
    await expect(readUserFile(join(dir, 'latin1.hfsave'), 100)).rejects.toThrow('latin1.hfsave: not UTF-8 text');
  });
});

describe('window state at close', () => {
  it('a failed write is returned, never thrown out of the close handler', () => {
    const state = { bounds: { x: 0, y: 0, width: 1000, height: 700 }, maximized: false };
    const failed = saveWindowState(join(dir, 'no-such-dir', 'window-state.json'), state);
    expect(failed).toBeInstanceOf(Error);
    expect(
      saveWindowState('w.json', state, () => {
        throw enospc();
      })?.message,
    ).toMatch(/ENOSPC/);
    expect(saveWindowState(join(dir, 'window-state.json'), state)).toBeNull();
  });
});
