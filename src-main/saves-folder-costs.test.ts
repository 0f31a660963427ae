import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replay, type GameOptions } from '../src-shared/index';
import { replaySaved } from '../src-shared/save/save-chance';
import { makeSave, readSaveText, serializeSave } from '../src-shared/save/save-file';
import { seededRandom, playRandomGame } from '../src-shared/testing/random-game';
import { readSaveFile, readSaveHead } from './read-save-file';
import { savesFolder } from './saves-folder';

// Counts the replays of saves (the expensive part of a check) and what is read of each file.
vi.mock('../src-shared/save/save-chance', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src-shared/save/save-chance')>();
  return { ...real, replaySaved: vi.fn(real.replaySaved) };
});
vi.mock('./read-save-file', async (importOriginal) => {
  const real = await importOriginal<typeof import('./read-save-file')>();
  return { ...real, readSaveFile: vi.fn(real.readSaveFile), readSaveHead: vi.fn(real.readSaveHead) };
});

const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-costs-'));
  vi.clearAllMocks();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('saves folder: what a write and a listing cost, counted', () => {
  const options: GameOptions = { mode: 'board', players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 'long game' };
  const { actions } = playRandomGame(options, seededRandom(5));
  const textAt = (n: number, name?: string) => {
    const record = { options, actions: actions.slice(0, n) };
    return serializeSave(makeSave(record, replay(record), new Date(Date.UTC(2026, 0, 1)), name));
  };

  it('writes late in a 6-player Board game without parsing or replaying the new save or the previous one', async () => {
    const folder = savesFolder(dir);
    const late = actions.length - 10;
    const old = textAt(late);
    await folder.write('long', old);
    const next = textAt(late + 1);
    vi.mocked(replaySaved).mockClear();
    const parse = vi.spyOn(JSON, 'parse');
    await folder.write('long', next);
    expect(replaySaved).not.toHaveBeenCalled();
    expect(Math.max(...parse.mock.calls.map(([text]) => text.length))).toBeLessThanOrEqual(firstLine(next).length);
    expect(await readFile(join(dir, 'long.json.bak'), 'utf8')).toBe(old);
    expect(await readFile(join(dir, 'long.json'), 'utf8')).toBe(next);
    // A file this process did not write is still checked whole before it becomes the backup.
    await writeFile(join(dir, 'long.json'), next.replace(/"type": "chance"/, '"type": "chanse"'));
    await expect(folder.write('long', textAt(late + 2))).rejects.toThrow(/not overwritten/);
    // And a load still checks everything.
    expect(readSaveText(await folder.read('long'), 'long.json')).toMatchObject({ ok: false });
  });

  it('lists 2,000 saves from their summary lines and last bytes alone', async () => {
    const text = textAt(300, 'Game');
    await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        writeFile(join(dir, `game-${i}.json`), text.replace('"name": "Game"', `"name": "Game ${i}"`)),
      ),
    );
    const folder = savesFolder(dir);
    const parse = vi.spyOn(JSON, 'parse');
    const listed = await folder.list();
    expect(listed).toHaveLength(2000);
    expect(listed.every((e) => e.ok)).toBe(true);
    expect(replaySaved).not.toHaveBeenCalled();
    // Only the listing's cache is read whole (there is none yet): no save.
    expect(vi.mocked(readSaveFile).mock.calls.map(([, file]) => file)).toEqual(['.listing.json']);
    expect(readSaveHead).toHaveBeenCalledTimes(2000);
    const read = await Promise.all(
      vi.mocked(readSaveHead).mock.results.map(async (r) => {
        const part = await (r.value as ReturnType<typeof readSaveHead>);
        return part === null ? 0 : Buffer.byteLength(part.head) + part.tail.length;
      }),
    );
    const bytes = read.reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThanOrEqual(2000 * (firstLine(text).length + 30));
    expect(bytes * 10).toBeLessThan(2000 * text.length);
    expect(Math.max(...parse.mock.calls.map(([t]) => t.length))).toBeLessThanOrEqual(firstLine(text).length + 10);

    // The app's next run reads none of them again, but the one changed since.
    vi.clearAllMocks();
    await writeFile(join(dir, 'game-7.json'), text.replace('"name": "Game"', '"name": "Renamed"'));
    const again = await savesFolder(dir).list();
    expect(again.find((e) => e.slot === 'game-7')).toMatchObject({ ok: true, name: 'Renamed' });
    expect(again.filter((e) => e.ok && e.name === 'Game 8')).toHaveLength(1);
    expect(vi.mocked(readSaveHead).mock.calls.map(([, file]) => file)).toEqual(['game-7.json']);
  });
});
