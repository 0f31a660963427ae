import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {
  describeSave,
  MAX_SAVE_BYTES,
  newSlotId,
  readSaveText,
  renamed,
  serializeSave,
  SLOT_ID,
  sortSaves,
  type SaveEntry,
  type SaveFile,
} from '../src-shared/save-file';

/** A refused save operation; the message is shown to the player as is. */
export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

export interface SavesFolder {
  readonly dir: string;
  list(): Promise<SaveEntry[]>;
  read(slot: string): Promise<string>;
  write(slot: string, text: string): Promise<void>;
  rename(slot: string, name: string): Promise<void>;
  remove(slot: string): Promise<void>;
  /** Stores a checked save (e.g. an imported file) under a fresh slot and returns the slot. */
  add(text: string, sourceName: string): Promise<string>;
}

const fileOf = (slot: string) => `${slot}.json`;
const SAVE_FILE = /^(.+)\.json$/;

function checkSlot(slot: string): void {
  if (!SLOT_ID.test(slot)) throw new SaveError(`invalid save slot id ${JSON.stringify(slot)}`);
}

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The saves folder (saves/ under userData): one `<slot>.json` per game plus `<slot>.json.bak`,
 * the version before the last write. Writes are atomic (temp file + fsync + rename), so a
 * crash leaves either the old or the new file; leftover temp files are not `.json` and are
 * ignored by the listing. A file that does not load is never overwritten.
 */
export function savesFolder(
  dir: string,
  now: () => Date = () => new Date(),
  random: () => number = Math.random,
): SavesFolder {
  // Operations run one at a time so a write's backup step never interleaves with another write.
  let queue: Promise<unknown> = mkdir(dir, { recursive: true });
  const serial = <T>(op: () => Promise<T>): Promise<T> => {
    const next = queue.then(op, op);
    queue = next.catch(() => undefined);
    return next;
  };
  const path = (slot: string) => join(dir, fileOf(slot));

  function checkText(text: string, fileName: string): SaveFile {
    if (Buffer.byteLength(text, 'utf8') > MAX_SAVE_BYTES)
      throw new SaveError(`${fileName}: larger than ${MAX_SAVE_BYTES} bytes`);
    const r = readSaveText(text, fileName);
    if (!r.ok) throw new SaveError(r.problem);
    return r.save;
  }

  async function replace(slot: string, text: string): Promise<void> {
    const old = await readIfExists(path(slot));
    if (old !== null) {
      const r = readSaveText(old, fileOf(slot));
      if (!r.ok) throw new SaveError(`${r.problem}; it is kept as it is and not overwritten`);
      await writeFileAtomic(`${path(slot)}.bak`, old, { encoding: 'utf8' });
    }
    await writeFileAtomic(path(slot), text, { encoding: 'utf8' });
  }

  async function readSlot(slot: string): Promise<string> {
    checkSlot(slot);
    const text = await readIfExists(path(slot));
    if (text === null) throw new SaveError(`no saved game ${fileOf(slot)}`);
    return text;
  }

  return {
    dir,
    list: () =>
      serial(async () => {
        const names = (await readdir(dir)).sort();
        const entries = await Promise.all(
          names.map(async (name): Promise<SaveEntry | null> => {
            const slot = SAVE_FILE.exec(name)?.[1];
            if (slot === undefined || !SLOT_ID.test(slot)) return null;
            try {
              return describeSave(slot, await readFile(join(dir, name), 'utf8'), name);
            } catch (err) {
              return {
                slot,
                ok: false,
                problem: `${name}: cannot be read (${(err as NodeJS.ErrnoException).code ?? err})`,
              };
            }
          }),
        );
        return sortSaves(entries.filter((e): e is SaveEntry => e !== null));
      }),
    read: (slot) => serial(() => readSlot(slot)),
    write: (slot, text) =>
      serial(async () => {
        checkSlot(slot);
        checkText(text, fileOf(slot));
        await replace(slot, text);
      }),
    rename: (slot, name) =>
      serial(async () => {
        const text = await readSlot(slot);
        const r = readSaveText(text, fileOf(slot));
        if (!r.ok) throw new SaveError(r.problem);
        await replace(slot, serializeSave(renamed(r.save, name)));
      }),
    remove: (slot) =>
      serial(async () => {
        checkSlot(slot);
        await rm(path(slot), { force: true });
        await rm(`${path(slot)}.bak`, { force: true });
      }),
    add: (text, sourceName) =>
      serial(async () => {
        // Stored in the current schema, whatever older shape it came in.
        const save = checkText(text, sourceName);
        let slot = newSlotId(now(), random);
        while ((await readIfExists(path(slot))) !== null) slot = newSlotId(now(), random);
        await replace(slot, serializeSave(save));
        return slot;
      }),
  };
}
