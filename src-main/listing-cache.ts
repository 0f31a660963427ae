import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { MAX_JSON_DEPTH, parseBoundedJson } from '../src-shared/save/bounded-json';
import { summaryLineSchema } from '../src-shared/save/save-schema';
import type { SummaryFields } from '../src-shared/save/save-summary';
import { readSaveFile } from './read-save-file';

/**
 * The saves listing's memory: each good save's summary with its file's stamp (identity, size and
 * times), kept on disk beside the saves so that an app run's first listing reads only the files
 * that changed since the last (docs/saves.md "Listing"). Only a cache: a missing, damaged or
 * hostile file is an empty cache, a failed write is ignored, and a save is still checked whole
 * when it is loaded.
 */
export interface ListingCache {
  /** The summary listed for `slot` when its file's stamp was `stamp`, else null. */
  get(slot: string, stamp: string): SummaryFields | null;
  set(slot: string, stamp: string, fields: SummaryFields): void;
  forget(slot: string): void;
  /** Forgets every slot but these (saves deleted by hand). */
  keepOnly(slots: ReadonlySet<string>): void;
  /** Writes the cache if it changed. */
  store(): Promise<void>;
}

/** Not a slot's file: slots start with a letter or digit. */
export const CACHE_FILE = '.listing.json';
/** About 2 kB a save: room for tens of thousands. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

const cacheSchema = z.object({
  version: z.literal(1),
  saves: z.record(z.string(), z.object({ stamp: z.string().max(200), summary: summaryLineSchema })),
});
type Cached = { stamp: string; summary: SummaryFields };

async function readCache(path: string): Promise<Map<string, Cached>> {
  try {
    const text = await readSaveFile(path, CACHE_FILE, MAX_CACHE_BYTES);
    if (text === null) return new Map();
    const json = parseBoundedJson(text, { maxChars: MAX_CACHE_BYTES, maxDepth: MAX_JSON_DEPTH });
    const parsed = json.ok ? cacheSchema.safeParse(json.value) : null;
    return parsed?.success ? new Map(Object.entries(parsed.data.saves)) : new Map();
  } catch {
    return new Map();
  }
}

export async function openListingCache(dir: string): Promise<ListingCache> {
  const path = join(dir, CACHE_FILE);
  const saves = await readCache(path);
  let changed = false;
  return {
    get: (slot, stamp) => {
      const hit = saves.get(slot);
      return hit?.stamp === stamp ? hit.summary : null;
    },
    set: (slot, stamp, summary) => {
      saves.set(slot, { stamp, summary });
      changed = true;
    },
    forget: (slot) => {
      changed = saves.delete(slot) || changed;
    },
    keepOnly: (slots) => {
      for (const slot of saves.keys()) if (!slots.has(slot)) changed = saves.delete(slot) || changed;
    },
    store: async () => {
      if (!changed) return;
      changed = false;
      const text = JSON.stringify({ version: 1, saves: Object.fromEntries(saves) });
      // No fsync: a cache lost in a power cut is only a slower next listing.
      await writeFileAtomic(path, text, { encoding: 'utf8', fsync: false }).catch(() => {
        changed = true;
      });
    },
  };
}
