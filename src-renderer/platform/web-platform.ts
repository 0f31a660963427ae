import {
  describeSave,
  exportFileName,
  MAX_SAVE_BYTES,
  newSlotId,
  readSaveText,
  renamed,
  serializeSave,
  SLOT_ID,
  sortSaves,
  type SaveEntry,
  type AnySaveFile,
} from '../../src-shared/save/save-file';
import { SaveFailure } from '../../src-shared/save/save-problem';
import { checkOwnSave, type SummaryFields } from '../../src-shared/save/save-summary';
import { lastGameWrappers, type GameClaim, type Platform } from '../../src-shared/platform/platform-api';
import { claimWithLocks, type LockManagerLike } from './web-locks';

/** The subset of Web Storage we use, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Browser file access: a download for export, a file picker for import (injected for tests). */
export interface WebFiles {
  download(fileName: string, text: string): void;
  /** The picked file's name and bytes (decoded here, strictly), or null when cancelled. */
  pickFile(): Promise<{ name: string; bytes: Uint8Array } | null>;
}

export interface WebOptions {
  /** Web Locks (navigator.locks): one tab writes a game at a time. Absent: every claim is held. */
  locks?: LockManagerLike;
  /** Finished games kept; older finished ones are removed (a game in progress never is). */
  maxFinished?: number;
}

/** Each save is `<prefix><slot>`; the previous version is kept under `<prefix><slot>.bak`. */
export const SAVE_KEY_PREFIX = 'horse-fever:save:';
export const MAX_FINISHED_GAMES = 20;

/** A Map-backed store (tests, and browsers without localStorage). */
export function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const noFiles: WebFiles = {
  download: () => {
    throw new Error('exporting is not available here');
  },
  pickFile: async () => null,
};

/** The browser's "storage full" error (its name differs between engines). */
function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The browser build: saves in Web Storage, with the same checks as the desktop app's saves folder. */
export function createWebPlatform(store: KeyValueStore, files: WebFiles = noFiles, options: WebOptions = {}): Platform {
  const maxFinished = options.maxFinished ?? MAX_FINISHED_GAMES;
  const nameOf = (slot: string) => `${slot}.json`;
  const keyOf = (slot: string) => {
    if (!SLOT_ID.test(slot)) throw new SaveFailure({ code: 'invalidSlot', params: { slot } });
    return SAVE_KEY_PREFIX + slot;
  };
  const capped = (text: string, fileName: string) => {
    if (text.length > MAX_SAVE_BYTES)
      throw new SaveFailure({ code: 'tooLarge', params: { file: fileName, max: MAX_SAVE_BYTES } });
  };
  /** A text from storage or a picked file: parsed, replayed and checked whole. */
  const checked = (text: string, fileName: string): AnySaveFile => {
    capped(text, fileName);
    const r = readSaveText(text, fileName);
    if (!r.ok) throw new SaveFailure({ code: 'damaged', params: { problem: r.problem } });
    return r.save;
  };
  /** The app's own text (autosave, the game in progress): its summary line only (checkOwnSave). */
  const own = (text: string, fileName: string): SummaryFields => {
    capped(text, fileName);
    const r = checkOwnSave(text, fileName);
    if (!r.ok) throw new SaveFailure({ code: 'damaged', params: { problem: r.problem } });
    return r.summary;
  };
  /**
   * Each slot's text as this page last wrote it (or checked it whole): a write whose slot still
   * holds it keeps it as the backup without parsing it again (docs/saves.md, "Autosave").
   */
  const known = new Map<string, string>();
  const slots = () =>
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .filter((k): k is string => k !== null && k.startsWith(SAVE_KEY_PREFIX))
      .map((k) => k.slice(SAVE_KEY_PREFIX.length))
      .filter((slot) => SLOT_ID.test(slot));

  /** Finished games past the limit, oldest first; never `keep` (the slot just written). */
  function pruneFinished(keep: string): void {
    const finished = sortSaves(slots().map((slot) => describeSave(slot, read(slot), nameOf(slot)))).filter(
      (e) => e.ok && e.snapshot.phase === 'gameOver',
    );
    for (const e of finished.slice(maxFinished)) {
      if (e.slot === keep) continue;
      store.removeItem(keyOf(e.slot));
      store.removeItem(`${keyOf(e.slot)}.bak`);
    }
  }

  function put(key: string, text: string, slot: string): void {
    try {
      store.setItem(key, text);
    } catch (err) {
      throw new SaveFailure(
        isQuotaError(err)
          ? { code: 'storageFull', params: { file: nameOf(slot) } }
          : { code: 'ioError', params: { file: nameOf(slot), detail: String(err) } },
      );
    }
  }

  const replace = (slot: string, save: Pick<AnySaveFile, 'snapshot'>, text: string) => {
    const key = keyOf(slot);
    const old = store.getItem(key);
    if (old !== null) {
      // Something else wrote it (another tab that took the game over, an older build): it must load.
      if (old !== known.get(slot)) {
        const r = readSaveText(old, nameOf(slot));
        if (!r.ok) throw new SaveFailure({ code: 'keptDamaged', params: { problem: r.problem } });
      }
      put(`${key}.bak`, old, slot);
    }
    put(key, text, slot);
    known.set(slot, text);
    // Only a finished game adds to the finished ones: the check runs when one is written.
    if (save.snapshot.phase === 'gameOver') pruneFinished(slot);
  };
  const read = (slot: string) => {
    const text = store.getItem(keyOf(slot));
    if (text === null) throw new SaveFailure({ code: 'notFound', params: { file: nameOf(slot) } });
    return text;
  };
  const entryOf = (slot: string): SaveEntry => {
    const entry = describeSave(slot, read(slot), nameOf(slot));
    const bak = store.getItem(`${keyOf(slot)}.bak`);
    if (entry.ok || bak === null) return entry;
    const previous = describeSave(slot, bak, `${nameOf(slot)}.bak`);
    return previous.ok ? { ...entry, backup: previous } : entry;
  };
  const download = (text: string, name: string) => {
    files.download(name, text);
    return { status: 'exported' as const, fileName: name };
  };

  const platform: Omit<Platform, 'saveLastGame' | 'loadLastGame'> = {
    kind: 'web',
    async listSaves() {
      return sortSaves(slots().map(entryOf));
    },
    async readSave(slot) {
      return read(slot);
    },
    async writeSave(slot, text) {
      replace(slot, own(text, nameOf(slot)), text);
    },
    async renameSave(slot, name) {
      const save = renamed(checked(read(slot), nameOf(slot)), name);
      replace(slot, save, serializeSave(save));
    },
    async deleteSave(slot) {
      known.delete(slot);
      store.removeItem(keyOf(slot));
      store.removeItem(`${keyOf(slot)}.bak`);
    },
    async restoreBackup(slot) {
      const bak = store.getItem(`${keyOf(slot)}.bak`);
      if (bak === null || !readSaveText(bak, `${nameOf(slot)}.bak`).ok)
        throw new SaveFailure({ code: 'noBackup', params: { file: nameOf(slot) } });
      put(keyOf(slot), bak, slot);
      known.set(slot, bak);
    },
    async exportSave(slot) {
      const text = read(slot);
      return download(text, exportFileName(checked(text, nameOf(slot)).name));
    },
    async exportGame(text) {
      return download(text, exportFileName(own(text, 'game in progress').name));
    },
    claimGame(slot, onLost): Promise<GameClaim> {
      return claimWithLocks(options.locks, `horse-fever:game:${slot}`, onLost);
    },
    async importSave() {
      const picked = await files.pickFile();
      if (picked === null) return { status: 'cancelled' };
      let save: AnySaveFile;
      try {
        if (picked.bytes.length > MAX_SAVE_BYTES)
          throw new SaveFailure({ code: 'tooLarge', params: { file: picked.name, max: MAX_SAVE_BYTES } });
        let text: string;
        try {
          text = utf8.decode(picked.bytes);
        } catch {
          throw new SaveFailure({ code: 'notUtf8', params: { file: picked.name } });
        }
        save = checked(text, picked.name);
      } catch (err) {
        return { status: 'rejected', problem: (err as Error).message };
      }
      let slot = newSlotId(new Date(), Math.random);
      while (store.getItem(keyOf(slot)) !== null) slot = newSlotId(new Date(), Math.random);
      replace(slot, save, serializeSave(save));
      return { status: 'imported', slot };
    },
    // A page cannot listen for connections: the browser build joins a server, it cannot be one.
    lanHost: null,
    onMenu() {
      // No application menu in a browser tab.
      return () => undefined;
    },
  };
  return { ...platform, ...lastGameWrappers(platform) };
}
