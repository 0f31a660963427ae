import { execFileSync } from 'node:child_process';
import { lstat, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleSave } from '../src-shared/testing/sample-save';
import { CACHE_FILE } from './listing-cache';
import { savesFolder } from './saves-folder';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-listing-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const first = sampleSave(4);
const second = sampleSave(9);

/** What a listing says of each slot, in a comparable form. */
const listing = async () =>
  (await savesFolder(dir).list()).map((e) => (e.ok ? [e.slot, e.name, e.snapshot] : [e.slot, 'damaged']));

describe('the listing cache (docs/saves.md "Listing")', () => {
  it('is only a cache: a damaged, hostile or special file in its place changes no listing', async () => {
    await writeFile(join(dir, 'a.json'), first.text);
    await writeFile(join(dir, 'b.json'), second.text);
    const truth = await listing();
    expect(truth).toEqual([
      ['b', second.save.name, second.save.snapshot],
      ['a', first.save.name, first.save.snapshot],
    ]);
    for (const bad of [
      '{',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]',
      '{"version":1,"saves":7}',
    ]) {
      await writeFile(join(dir, CACHE_FILE), bad);
      expect(await listing()).toEqual(truth);
      // Written anew from what the listing read.
      expect(JSON.parse(await readFile(join(dir, CACHE_FILE), 'utf8'))).toMatchObject({ version: 1 });
    }
    await rm(join(dir, CACHE_FILE));
    execFileSync('mkfifo', [join(dir, CACHE_FILE)]);
    expect(await listing()).toEqual(truth);
    expect((await lstat(join(dir, CACHE_FILE))).isFile()).toBe(true);
  });

  it('never answers for a file whose stamp changed, even if the cache claims otherwise', async () => {
    await writeFile(join(dir, 'a.json'), first.text);
    await listing();
    const cache = JSON.parse(await readFile(join(dir, CACHE_FILE), 'utf8')) as {
      saves: Record<string, { stamp: string; summary: { name: string } }>;
    };
    // A forged summary under a stamp the file does not have.
    cache.saves['a'] = {
      ...cache.saves['a']!,
      stamp: 'forged',
      summary: { ...cache.saves['a']!.summary, name: 'Forged' },
    };
    await writeFile(join(dir, CACHE_FILE), JSON.stringify(cache));
    expect(await listing()).toEqual([['a', first.save.name, first.save.snapshot]]);
  });
});
