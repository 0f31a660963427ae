// Contract between the renderer and its host (Electron main + preload, or the plain browser):
// types, IPC channel names and the menu commands both sides need. It lives with the engine, the
// layer every side may import, because it is plain TypeScript: no DOM, no Node (the engine's
// lint rules and tsconfig hold it to that), and no runtime imports, so the preload bundle stays tiny.
import type { SaveEntry } from '../save/save-file';
import type { LanHost } from './lan-host';

export type { SaveEntry };
export type { HostProblem, HostStatus, LanHost } from './lan-host';
export type PlatformKind = 'electron' | 'web';

/** Application menu items the renderer acts on (Quit is handled by the host). */
export const MENU_COMMANDS = ['new', 'continue', 'open', 'export', 'import', 'tutorial'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export type ExportResult = { status: 'exported'; fileName: string } | { status: 'cancelled' };
export type ImportResult =
  | { status: 'imported'; slot: string }
  | { status: 'cancelled' }
  /** The chosen file is not a loadable save: the problem names it. */
  | { status: 'rejected'; problem: string };

/** Whether this page may write a game's save; another tab of the browser can take it over. */
export interface GameClaim {
  /** False while another tab holds the game: this one must not play or write it. */
  readonly held: boolean;
  /** Takes the game from the other tab (which is told it lost it). */
  takeOver(): Promise<void>;
  /** Lets the game go (leaving it, deleting it). */
  release(): void;
}

/**
 * Saved games live in slots (ids matching SLOT_ID in src-shared/save-file.ts, e.g. from
 * newSlotId); the host never takes a path from the renderer. Texts are save files
 * (serializeSave / readSaveText). Refusals reject with a SaveFailure (src-shared/save-problem.ts):
 * the problem as a code with parameters, worded by the renderer; its message is the English text.
 */
export interface Platform {
  readonly kind: PlatformKind;
  /** Every save, newest first; a damaged file is an entry with ok: false and its problem. */
  listSaves(): Promise<SaveEntry[]>;
  readSave(slot: string): Promise<string>;
  /**
   * Writes the app's own save text (serializeSave) atomically, keeping the previous version as
   * a backup; checks only its size and summary line (checkOwnSave), not its log: loads check all.
   */
  writeSave(slot: string, text: string): Promise<void>;
  renameSave(slot: string, name: string): Promise<void>;
  deleteSave(slot: string): Promise<void>;
  /** Puts a damaged save's previous version (listed as its `backup`) back in its place. */
  restoreBackup(slot: string): Promise<void>;
  /** Asks the user where to put a copy (native dialog on desktop, a download on the web). */
  exportSave(slot: string): Promise<ExportResult>;
  /** Exports a save text held in memory (the game in progress when its autosave fails). */
  exportGame(text: string): Promise<ExportResult>;
  /**
   * Claims the right to write a game's slot while it is played. `onLost` runs when another
   * tab takes it over. Always held on desktop (one window).
   */
  claimGame(slot: string, onLost: () => void): Promise<GameClaim>;
  /** Asks the user for a save file and adds it under a fresh slot. */
  importSave(): Promise<ImportResult>;
  /** Application menu commands; returns the unsubscribe function. */
  onMenu(listener: (command: MenuCommand) => void): () => void;
  /**
   * Hosting a game for the local network (the desktop app starts a game server); null in the
   * browser build, which can join a server but cannot be one.
   */
  readonly lanHost: LanHost | null;
  /** @deprecated Use autosave (saved-games.ts): this writes a save file text to the slot "last-game". */
  saveLastGame(json: string): Promise<void>;
  /** @deprecated Use continueLastGame (saved-games.ts): this is the newest good save's text, or null. */
  loadLastGame(): Promise<string | null>;
}

export const LAST_GAME_SLOT = 'last-game';

/** The deprecated last-game pair as thin wrappers over the slot operations (preload and web share it). */
export function lastGameWrappers(
  p: Pick<Platform, 'listSaves' | 'readSave' | 'writeSave'>,
): Pick<Platform, 'saveLastGame' | 'loadLastGame'> {
  return {
    saveLastGame: (json) => p.writeSave(LAST_GAME_SLOT, json),
    async loadLastGame() {
      // listSaves puts the newest first and damaged files last.
      const last = (await p.listSaves()).find((e) => e.ok);
      return last ? p.readSave(last.slot) : null;
    },
  };
}

/** IPC channel names shared by preload and main: one per operation. */
export const IPC = {
  list: 'saves:list',
  read: 'saves:read',
  write: 'saves:write',
  rename: 'saves:rename',
  remove: 'saves:delete',
  restoreBackup: 'saves:restore-backup',
  exportGame: 'saves:export-game',
  exportSave: 'saves:export',
  importSave: 'saves:import',
  menu: 'menu:command',
} as const;

/** Name of the property the preload exposes on window. */
export const BRIDGE_KEY = 'horseFever';
