import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteGameStore } from './sqlite-store';

const dirs: string[] = [];
function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hf-store-'));
  dirs.push(dir);
  return join(dir, 'games.db');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const OPTIONS = { mode: 'family' as const, players: ['Ann', 'Bot'], seed: 's1' };
const SEATS = [
  { name: 'Ann', kind: 'open' as const, level: 'easy' as const },
  { name: 'Bot', kind: 'bot' as const, level: 'normal' as const },
];

describe('SqliteGameStore', () => {
  it('keeps a game and its actions in order across a reopen of the file', async () => {
    const path = tempDb();
    const a = new SqliteGameStore(path);
    await a.create({ id: 'G1', options: OPTIONS, seats: SEATS });
    await a.append('G1', 0, { type: 'chance', kind: 'deal', card: 3 });
    await a.append('G1', 1, { type: 'pass', seat: 0 });
    await a.close();

    const b = new SqliteGameStore(path);
    expect(await b.unfinished()).toEqual(['G1']);
    expect(await b.load('G1')).toEqual({
      id: 'G1',
      options: OPTIONS,
      seats: SEATS,
      actions: [
        { type: 'chance', kind: 'deal', card: 3 },
        { type: 'pass', seat: 0 },
      ],
      finished: false,
    });
    await b.finish('G1');
    expect(await b.unfinished()).toEqual([]);
    expect((await b.load('G1'))?.finished).toBe(true);
    expect(await b.load('nope')).toBeNull();
    await b.close();
  });

  it('refuses an action out of place and keeps the log as it was', async () => {
    const s = new SqliteGameStore(tempDb());
    await s.create({ id: 'G2', options: OPTIONS, seats: SEATS });
    await s.append('G2', 0, { type: 'pass', seat: 0 });
    await expect(s.append('G2', 2, { type: 'pass', seat: 1 })).rejects.toThrow(/appended after 1/);
    await expect(s.append('G2', 0, { type: 'pass', seat: 1 })).rejects.toThrow();
    expect((await s.load('G2'))?.actions).toEqual([{ type: 'pass', seat: 0 }]);
    await s.close();
  });
});
