import { EngineException, replay, type AnyGameRecord, type GameState, type PartyState } from '../../src-shared/index';
import { readUserFileSync } from '../../src-main/read-user-file';
import { MAX_SAVE_BYTES, parseSave, parseSaveJson, SAVE_FORMAT } from '../../src-shared/save/save-file';
import { parse } from '../args';
import { UsageError, json, ok, type CliResult } from '../cli-result';
import { table } from '../format';

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

export function replayFile(file: string): GameState | PartyState {
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
  const s = replayFile(file);
  if (s.mode === 'party') return partySummary(file, s, values.json === true);
  const over = s.phase === 'gameOver' && s.result !== null;
  const scores = (s.result ?? []).map((r) => ({ ...r, name: s.players[r.seat].name }));
  if (values.json) {
    return json({ file, over, round: s.round, rounds: s.rounds, phase: s.phase, scores: over ? scores : null });
  }
  if (!over) return ok(`${file}: game not over: round ${s.round} of ${s.rounds}, phase ${s.phase}.`);
  return ok(
    [
      `${file}: game over after ${s.rounds} rounds`,
      table(
        [
          ['place', 'seat', 'name', 'VP', 'money'],
          ...scores.map((r) => [
            String(r.place),
            String(r.seat),
            r.name + (r.forfeited ? ' (forfeited)' : ''),
            String(r.vp),
            String(r.money),
          ]),
        ],
        [true, true, false, true, true],
      ),
    ].join('\n'),
  );
}

/** A Party Game's standing (docs/rules.md §11): money only, and the race it reached. */
function partySummary(file: string, s: PartyState, asJson: boolean): CliResult {
  const over = s.phase === 'gameOver' && s.result !== null;
  const scores = (s.result ?? []).map((r) => ({ ...r, name: s.players[r.seat].name }));
  if (asJson) return json({ file, over, race: s.race, races: s.races, phase: s.phase, scores: over ? scores : null });
  if (!over) return ok(`${file}: Party Game not over: race ${s.race} of ${s.races}, phase ${s.phase}.`);
  return ok(
    [
      `${file}: Party Game over after race ${s.race}`,
      table(
        [
          ['place', 'seat', 'name', 'money'],
          ...scores.map((r) => [String(r.place), String(r.seat), r.name + (r.out ? ' (out)' : ''), String(r.money)]),
        ],
        [true, true, false, true],
      ),
    ].join('\n'),
  );
}
