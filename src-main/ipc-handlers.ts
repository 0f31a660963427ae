import { z } from 'zod';
import { IPC, type ExportResult, type ImportResult } from '../src-shared/platform/platform-api';
import { exportFileName, MAX_SAVE_BYTES, readSaveText, SLOT_ID } from '../src-shared/save/save-file';
import { SaveFailure } from '../src-shared/save/save-problem';
import { checkOwnSave } from '../src-shared/save/save-summary';
import type { SavesFolder } from './saves-folder';

/** Native dialogs and the user's own files: injected so the handlers are testable without Electron. */
export interface UserFiles {
  /** Asks where to export; null when cancelled. */
  pickExportPath(defaultName: string): Promise<string | null>;
  /** Asks which file to import; null when cancelled. */
  pickImportPath(): Promise<string | null>;
  /** Reads a file the user picked (refusing anything over maxBytes). */
  read(path: string, maxBytes: number): Promise<string>;
  /** Writes a file the user picked, atomically. */
  write(path: string, text: string): Promise<void>;
  baseName(path: string): string;
}

export type Handler = (args: unknown[]) => Promise<unknown>;

const slot = z.string().regex(SLOT_ID, 'not a save slot id');
const saveText = z.string().max(MAX_SAVE_BYTES, 'save too large');
const displayName = z.string().trim().min(1, 'the name is empty').max(80, 'the name is longer than 80 characters');

/** Checks the renderer's arguments against the channel's exact tuple before anything runs. */
export function checked<A extends unknown[]>(
  channel: string,
  schema: z.ZodType<A>,
  run: (...args: A) => Promise<unknown>,
): Handler {
  return (args) => {
    const r = schema.safeParse(args);
    if (!r.success) {
      const issue = r.error.issues[0];
      return Promise.reject(
        new SaveFailure({
          code: 'badArguments',
          params: { detail: `${channel}: bad arguments: ${issue.path.join('.') || 'arguments'}: ${issue.message}` },
        }),
      );
    }
    return run(...r.data);
  };
}

/** One handler per IPC channel; main registers them with ipcMain.handle. */
export function ipcHandlers(folder: SavesFolder, files: UserFiles): Record<string, Handler> {
  /**
   * Exports to the place the user picks: a save from the folder only if it loads; the game in
   * progress, the renderer's own text, with the cheap check of its writes (no replay here).
   */
  async function exportText(text: string, fileName: string, own: boolean): Promise<ExportResult> {
    const checked = own ? checkOwnSave(text, fileName) : readSaveText(text, fileName);
    if (!checked.ok) throw new SaveFailure({ code: 'damaged', params: { problem: checked.problem } });
    const name = 'summary' in checked ? checked.summary.name : checked.save.name;
    const path = await files.pickExportPath(exportFileName(name));
    if (path === null) return { status: 'cancelled' };
    await files.write(path, text);
    return { status: 'exported', fileName: files.baseName(path) };
  }

  return {
    [IPC.list]: checked(IPC.list, z.tuple([]), () => folder.list()),
    [IPC.read]: checked(IPC.read, z.tuple([slot]), (s) => folder.read(s)),
    [IPC.write]: checked(IPC.write, z.tuple([slot, saveText]), (s, text) => folder.write(s, text)),
    [IPC.rename]: checked(IPC.rename, z.tuple([slot, displayName]), (s, name) => folder.rename(s, name)),
    [IPC.remove]: checked(IPC.remove, z.tuple([slot]), (s) => folder.remove(s)),
    [IPC.restoreBackup]: checked(IPC.restoreBackup, z.tuple([slot]), (s) => folder.restoreBackup(s)),
    [IPC.exportSave]: checked(IPC.exportSave, z.tuple([slot]), async (s) =>
      exportText(await folder.read(s), `${s}.json`, false),
    ),
    [IPC.exportGame]: checked(IPC.exportGame, z.tuple([saveText]), (text) =>
      exportText(text, 'game in progress', true),
    ),
    [IPC.importSave]: checked(IPC.importSave, z.tuple([]), async (): Promise<ImportResult> => {
      const path = await files.pickImportPath();
      if (path === null) return { status: 'cancelled' };
      try {
        return {
          status: 'imported',
          slot: await folder.add(await files.read(path, MAX_SAVE_BYTES), files.baseName(path)),
        };
      } catch (err) {
        return { status: 'rejected', problem: err instanceof Error ? err.message : String(err) };
      }
    }),
  };
}
