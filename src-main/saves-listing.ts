import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describeSave, MAX_SAVE_BYTES, SLOT_ID, sortSaves, type SaveEntry } from '../src-shared/save/save-file';
import { MAX_SUMMARY_CHARS, TAIL_CHARS } from '../src-shared/save/save-layout';
import { readSummary, summaryEntry, type SummaryFields } from '../src-shared/save/save-summary';
import type { ListingCache } from './listing-cache';
import { readSaveFile, readSaveHead } from './read-save-file';

export const fileOf = (slot: string) => `${slot}.json`;
const SAVE_FILE = /^(.+)\.json$/;
/** How many saves the listing reads at once: thousands of reads at once held thousands of buffers, and the garbage collector took most of the listing's time. */
const LIST_READERS = 32;

/** A slot's file (or its backup): regular files only, capped, never blocking; null when absent. */
export const readIfExists = (path: string, file: string) => readSaveFile(path, file, MAX_SAVE_BYTES);

/** A summary line is at most MAX_SUMMARY_CHARS UTF-16 units: three UTF-8 bytes each at most. */
const readHead = (path: string, file: string) =>
  readSaveHead(path, file, MAX_SAVE_BYTES, 3 * MAX_SUMMARY_CHARS, TAIL_CHARS);

/** A file's identity, size and times: a file whose stamp is unchanged need not be read again. */
async function stampOf(file: string): Promise<string | null> {
  try {
    const i = await stat(file);
    return i.isFile() ? `${i.dev}:${i.ino}:${i.size}:${i.mtimeMs}:${i.ctimeMs}` : null;
  } catch {
    return null;
  }
}

/** A slot's entry from its summary line and last bytes (with those fields); the whole file only when they do not do. */
async function describeFile(
  slot: string,
  file: string,
  name: string,
): Promise<{ entry: SaveEntry; fields?: SummaryFields }> {
  const part = await readHead(file, name);
  const fields = part && readSummary(part.head, part.tail);
  if (fields) return { entry: summaryEntry(slot, fields), fields };
  return { entry: describeSave(slot, (await readIfExists(file, name)) ?? '', name) };
}

/** One slot's entry read from disk; a damaged save says whether its previous version still loads. */
async function readEntry(dir: string, slot: string): Promise<{ entry: SaveEntry; fields?: SummaryFields }> {
  const name = fileOf(slot);
  const path = join(dir, name);
  let read: { entry: SaveEntry; fields?: SummaryFields };
  try {
    read = await describeFile(slot, path, name);
  } catch (err) {
    read = { entry: { slot, ok: false, problem: (err as Error).message } };
  }
  if (read.entry.ok) return read;
  const previous = await describeFile(slot, `${path}.bak`, `${name}.bak`).catch(() => null);
  return previous?.entry.ok ? { entry: { ...read.entry, backup: previous.entry } } : read;
}

/**
 * The saves folder's listing (docs/saves.md "Listing"): each save's entry from its summary line,
 * or from the cache when its file is unchanged since it was last read.
 */
export async function listSaves(dir: string, cache: ListingCache): Promise<SaveEntry[]> {
  const slots = (await readdir(dir))
    .sort()
    .map((name) => SAVE_FILE.exec(name)?.[1])
    .filter((slot): slot is string => slot !== undefined && SLOT_ID.test(slot));
  cache.keepOnly(new Set(slots));
  const entryOf = async (slot: string): Promise<SaveEntry> => {
    // Taken before the read: a change during the read makes the next listing read it again.
    const stamp = await stampOf(join(dir, fileOf(slot)));
    const known = stamp === null ? null : cache.get(slot, stamp);
    if (known) return summaryEntry(slot, known);
    const { entry, fields } = await readEntry(dir, slot);
    if (fields && stamp !== null) cache.set(slot, stamp, fields);
    else cache.forget(slot);
    return entry;
  };
  const entries = new Array<SaveEntry>(slots.length);
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < slots.length; i = next++) entries[i] = await entryOf(slots[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(LIST_READERS, slots.length) }, reader));
  await cache.store();
  return sortSaves(entries);
}
