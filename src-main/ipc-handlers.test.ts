import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC } from '../src-shared/platform/platform-api';
import { MAX_JSON_DEPTH } from '../src-shared/save/bounded-json';
import { exportFileName, MAX_SAVE_BYTES } from '../src-shared/save/save-file';
import { ipcHandlers, type UserFiles } from './ipc-handlers';
import { readUserFile } from './read-user-file';
import { savesFolder } from './saves-folder';
import { sampleSave } from '../src-shared/testing/sample-save';

let dir = '';
let picked: string | null = null;
let outside: Map<string, string>;
let handlers: ReturnType<typeof ipcHandlers>;
const files: UserFiles = {
  pickExportPath: async (name) => (picked === null ? null : `${picked}/${name}`),
  pickImportPath: async () => picked,
  read: async (path, max) => {
    const text = outside.get(path);
    if (text === undefined) throw new Error(`ENOENT ${path}`);
    if (text.length > max) throw new Error('too big');
    return text;
  },
  write: async (path, text) => void outside.set(path, text),
  baseName: (path) => path.split('/').at(-1) ?? path,
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-ipc-'));
  picked = null;
  outside = new Map();
  handlers = ipcHandlers(savesFolder(join(dir, 'saves')), files);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const call = (channel: string, ...args: unknown[]) => handlers[channel](args);
const game = sampleSave(5, 3, 'Night: game 1/2');

describe('IPC handlers', () => {
  it('has exactly one handler per channel the preload uses', () => {
    expect(Object.keys(handlers).sort()).toEqual(
      Object.values(IPC)
        .filter((c) => c !== IPC.menu)
        .sort(),
    );
  });

  it('run the save operations with valid arguments', async () => {
    await call(IPC.write, 'g1', game.text);
    expect(await call(IPC.read, 'g1')).toBe(game.text);
    await call(IPC.rename, 'g1', ' Saturday ');
    expect(await call(IPC.list)).toMatchObject([{ slot: 'g1', ok: true, name: 'Saturday' }]);
    await call(IPC.remove, 'g1');
    expect(await call(IPC.list)).toEqual([]);
  });

  /** A case's arguments for its title: long strings by their length (a 5 MiB string is no title). */
  const shown = (args: readonly unknown[]): string =>
    JSON.stringify(args, (_k, v: unknown) => (typeof v === 'string' && v.length > 100 ? `<${v.length} chars>` : v));

  it.each(
    (
      [
        [IPC.read, ['../../etc/passwd'], /saves:read: bad arguments: 0: not a save slot id/],
        [IPC.read, ['/abs/path'], /not a save slot id/],
        [IPC.read, [7], /saves:read: bad arguments: 0:/],
        [IPC.read, [], /saves:read: bad arguments/],
        [IPC.read, ['g1', 'extra'], /saves:read: bad arguments/],
        [IPC.write, ['g1', { text: 'x' }], /saves:write: bad arguments: 1:/],
        [IPC.write, ['g1', 'x'.repeat(MAX_SAVE_BYTES + 1)], /save too large/],
        [IPC.write, ['g1', '{"format":"other"}'], /g1\.json: no whole summary line/],
        [IPC.rename, ['g1', '   '], /the name is empty/],
        [IPC.rename, ['g1', 'n'.repeat(81)], /longer than 80/],
        [IPC.remove, ['..'], /not a save slot id/],
        [IPC.exportSave, ['a/b'], /not a save slot id/],
        [IPC.list, ['anything'], /saves:list: bad arguments/],
        [IPC.importSave, ['/tmp/x.hfsave'], /saves:import: bad arguments/],
      ] as const
    ).map(([channel, args, message]) => [channel, shown(args), args, message] as const),
  )('%s refuses %s', async (channel, _title, args, message) => {
    await expect(call(channel, ...args)).rejects.toThrow(message);
    expect(await call(IPC.list)).toEqual([]);
    expect(await readdir(dir)).toEqual(['saves']);
  });

  it('exports to the file the user picked, or does nothing when cancelled', async () => {
    await call(IPC.write, 'g1', game.text);
    expect(await call(IPC.exportSave, 'g1')).toEqual({ status: 'cancelled' });
    picked = '/home/me';
    expect(await call(IPC.exportSave, 'g1')).toEqual({ status: 'exported', fileName: 'Night game 1 2.hfsave' });
    expect(outside.get('/home/me/Night game 1 2.hfsave')).toBe(game.text);
  });

  it('imports a picked save under a new slot, and rejects a bad file by name', async () => {
    expect(await call(IPC.importSave)).toEqual({ status: 'cancelled' });
    picked = '/home/me/friday.hfsave';
    outside.set(picked, game.text);
    const r = (await call(IPC.importSave)) as { status: string; slot: string };
    expect(r.status).toBe('imported');
    expect(await call(IPC.read, r.slot)).toContain('"name": "Night: game 1/2"');
    outside.set(picked, game.text.slice(0, 50));
    expect(await call(IPC.importSave)).toEqual({
      status: 'rejected',
      problem: expect.stringMatching(/^friday\.hfsave: not valid JSON/),
    });
  });

  it.skipIf(process.platform === 'win32')(
    'imports through the real file reader: a FIFO, /dev/zero and nested brackets are refused, nothing is added',
    async () => {
      handlers = ipcHandlers(savesFolder(join(dir, 'saves')), { ...files, read: readUserFile });
      const refused = async (name: string, make: (path: string) => Promise<unknown>, problem: string) => {
        picked = join(dir, name);
        await make(picked);
        expect(await call(IPC.importSave)).toEqual({ status: 'rejected', problem: `${name}: ${problem}` });
      };
      await refused('pipe.hfsave', async (path) => execFileSync('mkfifo', [path]), 'not a regular file');
      await refused('zero.hfsave', (path) => symlink('/dev/zero', path), 'not a regular file');
      await refused(
        'deep.hfsave',
        (path) => writeFile(path, `${'{"a":'.repeat(2 ** 19)}1${'}'.repeat(2 ** 19)}`),
        `nested more than ${MAX_JSON_DEPTH} levels deep; not a save`,
      );
      expect(await call(IPC.list)).toEqual([]);
      picked = join(dir, 'good.hfsave');
      await writeFile(picked, game.text);
      expect(await call(IPC.importSave)).toMatchObject({ status: 'imported' });
    },
  );

  it('makes safe export file names', () => {
    expect(exportFileName('../../x: y')).toBe('x y.hfsave');
    expect(exportFileName('***')).toBe('Horse Fever game.hfsave');
  });
});
