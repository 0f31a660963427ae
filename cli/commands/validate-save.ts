import { readSaveFileSync } from '../../src-main/read-save-file';
import { MAX_SAVE_BYTES, readSaveText } from '../../src-shared/save/save-file';
import { parse } from '../args';
import { UsageError, json, ok, type CliResult } from '../cli-result';
import { cliMode } from '../modes';

export const VALIDATE_SAVE_USAGE = 'hf validate-save FILE [--json]';

/** Checks a saved game (or exported .hfsave) the way the app loads it: schema, migration, replay, snapshot. */
export function validateSave(argv: string[]): CliResult {
  const { values, positionals } = parse(argv, { json: { type: 'boolean' } }, true);
  if (positionals.length !== 1) throw new UsageError(`give exactly one FILE (${VALIDATE_SAVE_USAGE}).`);
  const file = positionals[0];
  let text: string | null;
  try {
    // As the app reads saves: a regular file only, at most 5 MB, strict UTF-8 (a replaced byte would alter names).
    text = readSaveFileSync(file, file, MAX_SAVE_BYTES);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (text === null) throw new UsageError(`${file}: cannot read the file (ENOENT).`);
  const r = readSaveText(text, file);
  if (!r.ok) throw new UsageError(r.problem);
  const { save } = r;
  const s = save.snapshot;
  if (values.json) {
    return json({
      file,
      ok: true,
      name: save.name,
      savedAt: save.savedAt,
      engineVersion: save.engineVersion,
      actions: save.actions.length,
      snapshot: s,
    });
  }
  return ok(
    [
      `${file}: OK, save schema ${save.schemaVersion} written by Horse Fever ${save.engineVersion}`,
      `  "${save.name}", saved ${save.savedAt}`,
      `  ${cliMode(s.mode).name} Game, ${s.names.length} players, round ${s.round} of ${s.rounds}, phase ${s.phase}, ${save.actions.length} actions`,
      ...s.scores.map((p) => `  ${p.name}: ${p.vp} VP, ${p.money} money`),
    ].join('\n'),
  );
}
