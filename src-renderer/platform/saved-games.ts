import type { AnyGameRecord, AnyGameState } from '../../src-shared/index';
import {
  latestSave,
  makeSave,
  readSaveText,
  serializeSave,
  type AnySaveFile,
  type SaveAids,
  type SaveResult,
  type Seat,
} from '../../src-shared/save/save-file';
import type { Platform } from '../../src-shared/platform/platform-api';

export type LoadedGame = { slot: string; save: AnySaveFile; state: AnyGameState };

/** The save file text of a game: `state` is the position its record leads to. */
export function saveTextOf(
  record: AnyGameRecord,
  state: AnyGameState,
  name?: string,
  seats?: Seat[],
  aids?: SaveAids,
): string {
  return serializeSave(makeSave(record, state, new Date(), name, seats, false, aids));
}

/** Autosave: call after every action with the whole log; `state` is the live game it leads to. */
export function autosave(
  platform: Platform,
  slot: string,
  record: AnyGameRecord,
  state: AnyGameState,
  name?: string,
  seats?: Seat[],
  aids?: SaveAids,
): Promise<void> {
  return platform.writeSave(slot, saveTextOf(record, state, name, seats, aids));
}

/** Loads one slot: parsed, replayed and checked; the problem names the file otherwise. */
export async function loadGame(platform: Platform, slot: string): Promise<SaveResult<LoadedGame>> {
  let text: string;
  try {
    text = await platform.readSave(slot);
  } catch (err) {
    return { ok: false, problem: (err as Error).message };
  }
  const r = readSaveText(text, `${slot}.json`);
  if (!r.ok) return r;
  return { ok: true, slot, save: r.save, state: r.state };
}

/** "Continue": the newest save that loads, or null when there is none. */
export async function continueLastGame(platform: Platform): Promise<SaveResult<LoadedGame> | null> {
  const last = latestSave(await platform.listSaves());
  return last === null ? null : loadGame(platform, last.slot);
}
