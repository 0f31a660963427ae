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
  type SaveFile,
} from '../../src-shared/save-file';
import { lastGameWrappers, type Platform } from './platform';

/** The subset of Web Storage we use, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Browser file access: a download for export, a file picker for import (injected for tests). */
export interface WebFiles {
  download(fileName: string, text: string): void;
  pickFile(): Promise<{ name: string; text: string } | null>;
}

/** Each save is `<prefix><slot>`; the previous version is kept under `<prefix><slot>.bak`. */
export const SAVE_KEY_PREFIX = 'horse-fever:save:';

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

/** The browser build: saves in Web Storage, with the same checks as the desktop app's saves folder. */
export function createWebPlatform(store: KeyValueStore, files: WebFiles = noFiles): Platform {
  const keyOf = (slot: string) => {
    if (!SLOT_ID.test(slot)) throw new Error(`invalid save slot id ${JSON.stringify(slot)}`);
    return SAVE_KEY_PREFIX + slot;
  };
  const nameOf = (slot: string) => `${slot}.json`;
  const checked = (text: string, fileName: string): SaveFile => {
    if (text.length > MAX_SAVE_BYTES) throw new Error(`${fileName}: larger than ${MAX_SAVE_BYTES} bytes`);
    const r = readSaveText(text, fileName);
    if (!r.ok) throw new Error(r.problem);
    return r.save;
  };
  const replace = (slot: string, text: string) => {
    const key = keyOf(slot);
    const old = store.getItem(key);
    if (old !== null) {
      const r = readSaveText(old, nameOf(slot));
      if (!r.ok) throw new Error(`${r.problem}; it is kept as it is and not overwritten`);
      store.setItem(`${key}.bak`, old);
    }
    store.setItem(key, text);
  };
  const read = (slot: string) => {
    const text = store.getItem(keyOf(slot));
    if (text === null) throw new Error(`no saved game ${nameOf(slot)}`);
    return text;
  };
  const slots = () =>
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .filter((k): k is string => k !== null && k.startsWith(SAVE_KEY_PREFIX))
      .map((k) => k.slice(SAVE_KEY_PREFIX.length))
      .filter((slot) => SLOT_ID.test(slot));

  const platform: Omit<Platform, 'saveLastGame' | 'loadLastGame'> = {
    kind: 'web',
    async listSaves() {
      return sortSaves(slots().map((slot): SaveEntry => describeSave(slot, read(slot), nameOf(slot))));
    },
    async readSave(slot) {
      return read(slot);
    },
    async writeSave(slot, text) {
      checked(text, nameOf(slot));
      replace(slot, text);
    },
    async renameSave(slot, name) {
      replace(slot, serializeSave(renamed(checked(read(slot), nameOf(slot)), name)));
    },
    async deleteSave(slot) {
      store.removeItem(keyOf(slot));
      store.removeItem(`${keyOf(slot)}.bak`);
    },
    async exportSave(slot) {
      const fileName = exportFileName(checked(read(slot), nameOf(slot)).name);
      files.download(fileName, read(slot));
      return { status: 'exported', fileName };
    },
    async importSave() {
      const picked = await files.pickFile();
      if (picked === null) return { status: 'cancelled' };
      let save: SaveFile;
      try {
        save = checked(picked.text, picked.name);
      } catch (err) {
        return { status: 'rejected', problem: (err as Error).message };
      }
      let slot = newSlotId(new Date(), Math.random);
      while (store.getItem(keyOf(slot)) !== null) slot = newSlotId(new Date(), Math.random);
      replace(slot, serializeSave(save));
      return { status: 'imported', slot };
    },
    onMenu() {
      // No application menu in a browser tab.
      return () => undefined;
    },
  };
  return { ...platform, ...lastGameWrappers(platform) };
}
