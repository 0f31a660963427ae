import { createHash } from 'node:crypto';
import { lstat, mkdir, open, readdir, rename as move, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {
  MAX_SAVE_BYTES,
  newSlotId,
  readSaveText,
  renamed,
  serializeSave,
  SLOT_ID,
  type SaveEntry,
  type AnySaveFile,
} from '../src-shared/save/save-file';
import { SaveFailure, type SaveProblem } from '../src-shared/save/save-problem';
import { checkOwnSave } from '../src-shared/save/save-summary';
import { fsProblem } from './fs-problem';
import { openListingCache, type ListingCache } from './listing-cache';
import { fileOf, listSaves, readIfExists } from './saves-listing';

/** A refused save operation: the problem as data, its English text as the message. */
export { SaveFailure as SaveError };

export interface SavesFolder {
  readonly dir: string;
  list(): Promise<SaveEntry[]>;
  read(slot: string): Promise<string>;
  /** The app's own save text: its size and summary line are checked, its log is not replayed. */
  write(slot: string, text: string): Promise<void>;
  rename(slot: string, name: string): Promise<void>;
  remove(slot: string): Promise<void>;
  /** Stores a checked save (e.g. an imported file) under a fresh slot and returns the slot. */
  add(text: string, sourceName: string): Promise<string>;
  /** Puts the previous version (`.bak`) back in place of a damaged save; the damaged file is kept aside. */
  restoreBackup(slot: string): Promise<void>;
}

/** The file system calls that can fail for reasons outside the app (tests inject failures). */
export interface FolderIo {
  /** Temp file + fsync + rename. */
  writeAtomic(path: string, text: string): Promise<void>;
  /** Makes a rename in `dir` durable (a no-op where directories cannot be fsynced). */
  syncDir(dir: string): Promise<void>;
}

export interface FolderOptions {
  now?: () => Date;
  random?: () => number;
  io?: Partial<FolderIo>;
}

/** write-file-atomic's temp files (`<file>.<uint32>`), left behind by a crash or power cut. */
const CRASH_LEFTOVER = /^(?:[a-z0-9][a-z0-9-]{0,63}\.json(?:\.bak)?|\.listing\.json)\.\d{1,10}$/;

export async function syncDir(dir: string): Promise<void> {
  // Windows cannot open a directory for fsync; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const defaultIo: FolderIo = {
  writeAtomic: (path, text) => writeFileAtomic(path, text, { encoding: 'utf8' }),
  syncDir,
};

function checkSlot(slot: string): void {
  if (!SLOT_ID.test(slot)) throw new SaveFailure({ code: 'invalidSlot', params: { slot } });
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64');

/** Whether the name is taken, by anything (a dangling symlink too): nothing is opened or read. */
async function taken(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Problems that mean the file in place is not a save (rather than that it could not be read). */
const NOT_A_SAVE: ReadonlySet<SaveProblem['code']> = new Set(['notUtf8', 'notRegularFile', 'tooLarge']);

/**
 * The saves folder (saves/ under userData): one `<slot>.json` per game plus `<slot>.json.bak`,
 * the version before the last write. Writes are atomic (temp file + fsync + rename, then the
 * folder is fsynced so the rename survives a power cut), so a crash leaves either the old or the
 * new file; the temp files a crash leaves are removed when the folder is opened. A file that
 * does not load is never overwritten. Failures are SaveFailures naming the file.
 */
export function savesFolder(dir: string, options: FolderOptions = {}): SavesFolder {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const io: FolderIo = { ...defaultIo, ...options.io };
  // Operations run one at a time so a write's backup step never interleaves with another write.
  let queue: Promise<unknown> = mkdir(dir, { recursive: true }).then(sweep);
  const serial = <T>(op: () => Promise<T>): Promise<T> => {
    const next = queue.then(op, op);
    queue = next.catch(() => undefined);
    return next;
  };
  const path = (slot: string) => join(dir, fileOf(slot));
  /** Opened at the first listing. */
  let cache: Promise<ListingCache> | null = null;

  async function sweep(): Promise<void> {
    const leftovers = (await readdir(dir)).filter((name) => CRASH_LEFTOVER.test(name));
    await Promise.all(leftovers.map((name) => rm(join(dir, name), { force: true })));
  }

  /**
   * Each slot's text as this process last wrote it (or checked it whole), as a digest: a write
   * whose slot still holds it keeps it as the backup without parsing it (docs/saves.md "Autosave").
   */
  const known = new Map<string, string>();

  function capped(text: string, fileName: string): void {
    if (Buffer.byteLength(text, 'utf8') > MAX_SAVE_BYTES)
      throw new SaveFailure({ code: 'tooLarge', params: { file: fileName, max: MAX_SAVE_BYTES } });
  }

  /** A text from disk or an import: parsed, replayed and checked whole. */
  function checkText(text: string, fileName: string): AnySaveFile {
    capped(text, fileName);
    const r = readSaveText(text, fileName);
    if (!r.ok) throw new SaveFailure({ code: 'damaged', params: { problem: r.problem } });
    return r.save;
  }

  async function writeFile(file: string, text: string): Promise<void> {
    try {
      await io.writeAtomic(join(dir, file), text);
      await io.syncDir(dir);
    } catch (err) {
      throw new SaveFailure(fsProblem(err, file));
    }
  }

  async function replace(slot: string, text: string): Promise<void> {
    const old = await readIfExists(path(slot), fileOf(slot)).catch((err: unknown) => {
      if (err instanceof SaveFailure && NOT_A_SAVE.has(err.problem.code))
        throw new SaveFailure({ code: 'keptDamaged', params: { problem: err.message } });
      throw err;
    });
    if (old !== null) {
      // Something else wrote it (an older build, a hand, a crash before the digest): it must load.
      if (digest(old) !== known.get(slot)) {
        const r = readSaveText(old, fileOf(slot));
        if (!r.ok) throw new SaveFailure({ code: 'keptDamaged', params: { problem: r.problem } });
      }
      await writeFile(`${fileOf(slot)}.bak`, old);
    }
    await writeFile(fileOf(slot), text);
    known.set(slot, digest(text));
  }

  async function readSlot(slot: string): Promise<string> {
    checkSlot(slot);
    const text = await readIfExists(path(slot), fileOf(slot));
    if (text === null) throw new SaveFailure({ code: 'notFound', params: { file: fileOf(slot) } });
    return text;
  }

  return {
    dir,
    list: () => serial(async () => listSaves(dir, await (cache ??= openListingCache(dir)))),
    read: (slot) => serial(() => readSlot(slot)),
    write: (slot, text) =>
      serial(async () => {
        checkSlot(slot);
        capped(text, fileOf(slot));
        const own = checkOwnSave(text, fileOf(slot));
        if (!own.ok) throw new SaveFailure({ code: 'damaged', params: { problem: own.problem } });
        await replace(slot, text);
      }),
    rename: (slot, name) =>
      serial(async () => {
        const text = await readSlot(slot);
        await replace(slot, serializeSave(renamed(checkText(text, fileOf(slot)), name)));
      }),
    remove: (slot) =>
      serial(async () => {
        checkSlot(slot);
        known.delete(slot);
        try {
          await rm(path(slot), { force: true });
          await rm(`${path(slot)}.bak`, { force: true });
        } catch (err) {
          throw new SaveFailure(fsProblem(err, fileOf(slot)));
        }
      }),
    add: (text, sourceName) =>
      serial(async () => {
        // Stored in the current schema, whatever older shape it came in.
        const save = checkText(text, sourceName);
        let slot = newSlotId(now(), random);
        try {
          while (await taken(path(slot))) slot = newSlotId(now(), random);
        } catch (err) {
          throw new SaveFailure(fsProblem(err, fileOf(slot)));
        }
        await replace(slot, serializeSave(save));
        return slot;
      }),
    restoreBackup: (slot) =>
      serial(async () => {
        checkSlot(slot);
        const bak = `${fileOf(slot)}.bak`;
        const text = await readIfExists(join(dir, bak), bak).catch(() => null);
        if (text === null || !readSaveText(text, bak).ok)
          throw new SaveFailure({ code: 'noBackup', params: { file: fileOf(slot) } });
        try {
          // The damaged file is kept aside (not listed) rather than destroyed.
          await move(path(slot), `${path(slot)}.damaged`).catch((err: NodeJS.ErrnoException) => {
            if (err.code !== 'ENOENT') throw err;
          });
        } catch (err) {
          throw new SaveFailure(fsProblem(err, fileOf(slot)));
        }
        await writeFile(fileOf(slot), text);
        known.set(slot, digest(text));
      }),
  };
}
