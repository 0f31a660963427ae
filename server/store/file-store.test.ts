import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileGameStore, MAX_GAME_FILE_BYTES, type DamagedGame } from './file-store';
import { describeGameStore } from './store-contract';

describeGameStore('FileGameStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hf-file-store-'));
  const folder = join(dir, 'online');
  return {
    open: () => FileGameStore.open(folder),
    // A header line without `turnSeconds`, as the store wrote it before it kept the turn timer.
    storeOld: (game) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${game.id}.jsonl`), `${JSON.stringify({ ...game, created: 1 })}\n`);
      return Promise.resolve();
    },
    dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
});

const OPTIONS = { mode: 'family' as const, players: ['Ann', 'Bot'], seed: 's1' };
const SEATS = [
  { name: 'Ann', kind: 'open' as const, level: 'easy' as const },
  { name: 'Bot', kind: 'bot' as const, level: 'normal' as const },
];

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder holding one good game, G1, with two actions. */
async function folderWithGame(): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'hf-file-store-'));
  const s = await FileGameStore.open(dir);
  await s.create({ id: 'G1', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' });
  await s.append('G1', 0, { type: 'pass', seat: 0 });
  await s.append('G1', 1, { type: 'pass', seat: 1 });
  await s.close();
  return dir;
}

async function reopen(): Promise<{ store: FileGameStore; damaged: DamagedGame[] }> {
  const damaged: DamagedGame[] = [];
  const store = await FileGameStore.open(dir, (d) => damaged.push(d));
  return { store, damaged };
}

describe('FileGameStore: its files', () => {
  it('keeps a game as a header line and one line per action', async () => {
    await folderWithGame();
    const lines = readFileSync(join(dir, 'G1.jsonl'), 'utf8').split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      id: 'G1',
      options: OPTIONS,
      seats: SEATS,
      turnSeconds: 0,
      language: 'en',
    });
    expect(lines.slice(1)).toEqual(['{"action":{"type":"pass","seat":0}}', '{"action":{"type":"pass","seat":1}}', '']);
  });

  it('cuts off an append the process died in, and plays on after the last whole action', async () => {
    await folderWithGame();
    appendFileSync(join(dir, 'G1.jsonl'), '{"action":{"type":"pa');
    const { store, damaged } = await reopen();
    expect(damaged).toEqual([]);
    expect((await store.load('G1'))?.actions).toHaveLength(2);
    await store.append('G1', 2, { type: 'pass', seat: 0 });
    expect((await store.load('G1'))?.actions).toEqual([
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 0 },
    ]);
  });

  it('reports a damaged file, skips it, never overwrites it, and keeps the other games', async () => {
    await folderWithGame();
    const bad = {
      'BROKEN.jsonl': 'not json at all\n',
      'MIDDLE.jsonl': `${readFileSync(join(dir, 'G1.jsonl'), 'utf8').replace('"id":"G1"', '"id":"MIDDLE"')}{oops\n{"action":{"type":"pass","seat":0}}\n`,
      'OTHER.jsonl': readFileSync(join(dir, 'G1.jsonl'), 'utf8'),
      'LATIN.jsonl': Buffer.from([0xff, 0xfe, 0x0a]),
      'AFTER.jsonl': `${readFileSync(join(dir, 'G1.jsonl'), 'utf8').replace('"id":"G1"', '"id":"AFTER"')}{"finished":true}\n{"action":{"type":"pass","seat":0}}\n`,
    };
    for (const [file, text] of Object.entries(bad)) writeFileSync(join(dir, file), text);
    const { store, damaged } = await reopen();
    expect(damaged.map((d) => d.file).sort()).toEqual([
      'AFTER.jsonl',
      'BROKEN.jsonl',
      'LATIN.jsonl',
      'MIDDLE.jsonl',
      'OTHER.jsonl',
    ]);
    expect(damaged.find((d) => d.file === 'MIDDLE.jsonl')?.problem).toMatch(/line 4 is not JSON/);
    expect(damaged.find((d) => d.file === 'OTHER.jsonl')?.problem).toMatch(/no game header for this file/);
    expect(await store.unfinished()).toEqual(['G1']);
    expect(await store.load('BROKEN')).toBeNull();
    await expect(
      store.create({ id: 'BROKEN', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' }),
    ).rejects.toThrow(/already stored/);
    await expect(store.append('BROKEN', 0, { type: 'pass', seat: 0 })).rejects.toThrow(/no such game/);
    expect(readFileSync(join(dir, 'BROKEN.jsonl'), 'utf8')).toBe(bad['BROKEN.jsonl']);
  });

  it('reads only regular files of a bounded size: a FIFO, a symlink to /dev/zero, a huge file', async () => {
    await folderWithGame();
    execFileSync('mkfifo', [join(dir, 'FIFO.jsonl')]);
    symlinkSync('/dev/zero', join(dir, 'ZERO.jsonl'));
    symlinkSync(join(dir, 'G1.jsonl'), join(dir, 'LINK.jsonl'));
    writeFileSync(join(dir, 'HUGE.jsonl'), '');
    truncateSync(join(dir, 'HUGE.jsonl'), MAX_GAME_FILE_BYTES + 1);
    const { store, damaged } = await reopen();
    expect(Object.fromEntries(damaged.map((d) => [d.file, d.problem]))).toEqual({
      'FIFO.jsonl': 'FIFO.jsonl: not a regular file',
      'ZERO.jsonl': 'ZERO.jsonl: not a regular file',
      'LINK.jsonl': 'LINK.jsonl: not a regular file',
      'HUGE.jsonl': `HUGE.jsonl: larger than ${MAX_GAME_FILE_BYTES} bytes`,
    });
    expect(await store.unfinished()).toEqual(['G1']);
  });

  it('refuses a code that is not a safe file name', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hf-file-store-'));
    const store = await FileGameStore.open(dir);
    await expect(
      store.create({ id: '../escape', options: OPTIONS, seats: SEATS, turnSeconds: 0, language: 'en' }),
    ).rejects.toThrow(/not a game code/);
  });
});
