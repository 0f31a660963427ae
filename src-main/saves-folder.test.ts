import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSaveText } from '../src-shared/save/save-file';
import { savesFolder, type SavesFolder } from './saves-folder';
import { sampleSave } from '../src-shared/testing/sample-save';

let dir = '';
let folder: SavesFolder;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-saves-'));
  let n = 0;
  folder = savesFolder(dir, { now: () => new Date(Date.UTC(2026, 5, 1)), random: () => (n++ % 32) / 32 });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const first = sampleSave(4);
const second = sampleSave(9);

describe('saves folder', () => {
  it('writes, lists, reads, renames and deletes a save', async () => {
    await folder.write('game-1', first.text);
    expect(await folder.read('game-1')).toBe(first.text);
    await folder.rename('game-1', 'Friday');
    const [entry] = await folder.list();
    expect(entry).toMatchObject({ slot: 'game-1', ok: true, name: 'Friday', snapshot: first.save.snapshot });
    await folder.remove('game-1');
    expect(await folder.list()).toEqual([]);
    await expect(folder.read('game-1')).rejects.toThrow('no saved game game-1.json');
  });

  it('keeps the previous version as a .bak', async () => {
    await folder.write('g', first.text);
    await folder.write('g', second.text);
    expect(await readFile(join(dir, 'g.json'), 'utf8')).toBe(second.text);
    expect(await readFile(join(dir, 'g.json.bak'), 'utf8')).toBe(first.text);
  });

  it('refuses bad slot ids: no paths ever reach the file system', async () => {
    for (const slot of ['../evil', 'a/b', '', '.x', 'UPPER', '..', 'a\\b']) {
      await expect(folder.write(slot, first.text)).rejects.toThrow(/invalid save slot id/);
      await expect(folder.read(slot)).rejects.toThrow(/invalid save slot id/);
      await expect(folder.remove(slot)).rejects.toThrow(/invalid save slot id/);
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to store something that is not a save this app wrote', async () => {
    await expect(folder.write('g', '{"x":1}')).rejects.toThrow(/^g\.json: no whole summary line; .*not written$/);
    await expect(folder.write('g', 'x'.repeat(5 * 1024 * 1024 + 1))).rejects.toThrow(/larger than/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('lists a damaged file with its problem, never overwrites it, and still lists the others', async () => {
    await folder.write('good', first.text);
    await writeFile(join(dir, 'broken.json'), first.text.slice(0, 200));
    await writeFile(join(dir, 'foreign.json'), '{"name":"not ours"}');
    await writeFile(join(dir, 'notes.txt'), 'ignored');
    const list = await folder.list();
    expect(list.map((e) => [e.slot, e.ok])).toEqual([
      ['good', true],
      ['broken', false],
      ['foreign', false],
    ]);
    expect(list[1]).toMatchObject({ problem: expect.stringMatching(/^broken\.json: not valid JSON/) });
    expect(list[2]).toMatchObject({ problem: expect.stringMatching(/^foreign\.json: not a Horse Fever save/) });
    await expect(folder.write('broken', second.text)).rejects.toThrow(/broken\.json: .* not overwritten/);
    await expect(folder.rename('broken', 'x')).rejects.toThrow(/broken\.json/);
    expect(await readFile(join(dir, 'broken.json'), 'utf8')).toBe(first.text.slice(0, 200));
    expect(await folder.read('good')).toBe(first.text);
  });

  it('lists a save changed on disk since the last listing as it is now, however it changed', async () => {
    await folder.write('g', first.text);
    await folder.write('h', first.text);
    expect((await folder.list()).map((e) => e.ok && e.snapshot)).toEqual([first.save.snapshot, first.save.snapshot]);
    // Another process replaces one file and damages the other in place, keeping its size.
    await writeFile(join(dir, 'g.json'), second.text);
    await writeFile(
      join(dir, 'h.json'),
      first.text.replace(/\]\s*\}\s*$/, (end) => end.replace(']', ' ')),
    );
    const listed = await folder.list();
    expect(listed.find((e) => e.slot === 'g')).toMatchObject({ ok: true, snapshot: second.save.snapshot });
    expect(listed.find((e) => e.slot === 'h')).toMatchObject({ ok: false });
  });

  it('adds an imported save (even a schema-0 record) under a fresh slot in the current schema', async () => {
    const slot = await folder.add(
      JSON.stringify({ options: first.save.options, actions: first.save.actions }),
      'x.hfsave',
    );
    const r = readSaveText(await folder.read(slot), slot);
    expect(r).toMatchObject({ ok: true, save: { schemaVersion: 3, snapshot: first.save.snapshot } });
    await expect(folder.add('garbage', 'y.hfsave')).rejects.toThrow(/^y\.hfsave: not valid JSON/);
  });
});

describe('a write killed midway', () => {
  const child = fileURLToPath(new URL('./testing/write-midway.ts', import.meta.url));

  /** Runs the writer until it stops halfway through its nth file write, then SIGKILLs it. */
  function killMidway(nth: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child, dir, 'g', String(nth)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      proc.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('midway')) proc.kill('SIGKILL');
      });
      proc.on('exit', (_code, signal) =>
        signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited: ${stderr}`)),
      );
    });
  }

  it.each([
    [1, 'while backing up the previous version'],
    [2, 'while writing the new version'],
  ])('killed in file write %i (%s) leaves the old save loadable and the listing intact', async (nth) => {
    await folder.write('g', first.text);
    await killMidway(nth);
    // The torn temp file is there, half written...
    const temps = (await readdir(dir)).filter((f) => !['g.json', 'g.json.bak'].includes(f));
    expect(temps).toHaveLength(1);
    expect(temps[0]).toMatch(nth === 1 ? /^g\.json\.bak\./ : /^g\.json\.(?!bak)/);
    expect(readSaveText(await readFile(join(dir, temps[0]), 'utf8'), temps[0]).ok).toBe(false);
    // ...and the save is the old one, whole; the listing ignores the temp file.
    expect(await folder.read('g')).toBe(first.text);
    expect(await folder.list()).toEqual([
      expect.objectContaining({ slot: 'g', ok: true, snapshot: first.save.snapshot }),
    ]);
    // The folder keeps working afterwards.
    await folder.write('g', second.text);
    expect(await folder.read('g')).toBe(second.text);
    expect(await readFile(join(dir, 'g.json.bak'), 'utf8')).toBe(first.text);
  });
});
