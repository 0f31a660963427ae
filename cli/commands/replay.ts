import { EngineException, replay, type AnyGameRecord, type AnyGameState } from '../../src-shared/index';
import { readUserFileSync } from '../../src-main/read-user-file';
import { MAX_SAVE_BYTES, parseSave, parseSaveJson, SAVE_FORMAT } from '../../src-shared/save/save-file';
import { parse } from '../args';
import { UsageError, type CliResult } from '../cli-result';
import { summarize } from '../modes';

export const REPLAY_USAGE = 'hf replay FILE [--json]';

/** Reads and checks a GameRecord file ({ "options": GameOptions, "actions": Action[] }) or a save file. */
export function readRecord(file: string): AnyGameRecord {
  let text: string;
  try {
    text = readUserFileSync(file, MAX_SAVE_BYTES);
  } catch (e) {
    throw new UsageError(
      `${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`,
    );
  }
  // The loaders' limits (size, nesting) before parsing: a record is untrusted text like a save.
  const json = parseSaveJson(text);
  if (!json.ok) throw new UsageError(`${file}: ${json.problem}.`);
  const data = json.value;
  // A saved game (.hfsave / saves folder): checked as the app checks it.
  if (data !== null && typeof data === 'object' && (data as { format?: unknown }).format === SAVE_FORMAT) {
    const r = parseSave(text, file);
    if (!r.ok) throw new UsageError(r.problem);
    return { options: r.save.options, actions: r.save.actions };
  }
  const shape = 'expected a game record { "options": {...}, "actions": [...] } or a saved game';
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new UsageError(`${file}: ${shape}.`);
  const r = data as Record<string, unknown>;
  if (r.options === null || typeof r.options !== 'object' || Array.isArray(r.options)) {
    throw new UsageError(`${file}: "options" is missing or not an object; ${shape}.`);
  }
  if (!Array.isArray(r.actions)) throw new UsageError(`${file}: "actions" is missing or not an array; ${shape}.`);
  const bad = r.actions.findIndex((a) => a === null || typeof a !== 'object' || Array.isArray(a));
  if (bad >= 0) throw new UsageError(`${file}: action ${bad + 1} is not an object.`);
  return data as AnyGameRecord;
}

export function replayFile(file: string): AnyGameState {
  const record = readRecord(file);
  try {
    return replay(record);
  } catch (e) {
    if (e instanceof EngineException) throw new UsageError(`${file}: ${e.message}`);
    throw e;
  }
}

export function replayCommand(argv: string[]): CliResult {
  const { values, positionals } = parse(argv, { json: { type: 'boolean' } }, true);
  if (positionals.length !== 1) throw new UsageError(`give exactly one FILE (${REPLAY_USAGE}).`);
  const file = positionals[0];
  return summarize(file, replayFile(file), values.json === true);
}
