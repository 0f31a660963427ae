import { z } from 'zod';
import { actionSchema } from '../engine/core/action-schema';
import { MAX_JSON_DEPTH, parseBoundedJson, type BoundedJson } from './bounded-json';
import { EngineException } from '../engine/core/errors';
import { rulesetFor } from '../engine/modes';
import type { GameRecord } from '../engine/core/replay';
import { replaySaved } from './save-chance';
import type { Action, GameOptions } from '../engine/core/types';
import type { AnyGameRecord, AnyGameState, PartyAction, PartyOptions, PartyRecord } from '../engine/party/types';
import { layoutSave } from './save-layout';
import {
  optionsSchema,
  SAVE_FORMAT,
  SAVE_SCHEMA_VERSION,
  saveSchema,
  snapshotSchema,
  summarySchema,
  type SaveAids,
  type SaveEntry,
  type SaveSnapshot,
  type Seat,
} from './save-schema';
import { readSummary, summaryEntry, summaryMismatch } from './save-summary';

/**
 * The saved-game file: one JSON document per game. The action log (with the options and seed)
 * is the truth; the snapshot only serves quick listing and is checked against a replay on load.
 *
 * Schema history:
 * - v0 (no "format" tag): a bare game record { "options", "actions" }, as `hf replay` reads and
 *   test tools write. Migrated to v1 by replaying it to build the snapshot.
 * - v1: { format, schemaVersion: 1, engineVersion, name, savedAt, options, actions, snapshot }.
 *   Migrated to v2 with the seating the app always used then: seat 0 human, the others easy bots.
 * - v2: v1 plus `seats` (who is human, each bot's level): the current shape, SaveFile below.
 *   Any number of seats may be human (pass-and-play); saves from before that have one.
 *   A finished game's snapshot carries `final` (the final scores by place); older v2 files
 *   without it load as they are.
 *   Optional `forcedOutcomes: true` marks a save whose chance steps were chosen on purpose (a
 *   tutorial, a test position); any other save's chance steps must be what its seed draws.
 * - v3: v2 plus optional `aids` ({ undos, hints }: decisions taken back and hints asked, counted
 *   once either was used). A v2 file is a v3 file without them; the step makes an older app name a
 *   v3 file as newer instead of refusing its unknown field.
 *
 * The text is UTF-8; a leading byte-order mark is ignored (hosts refuse invalid UTF-8 when
 * they decode the bytes, see decodeSaveBytes in the hosts).
 */
export {
  SAVE_FORMAT,
  SAVE_SCHEMA_VERSION,
  SEAT_LEVELS,
  type SaveAids,
  type SaveEntry,
  type SaveSnapshot,
  type SaveSummary,
  type Seat,
  type SeatLevel,
} from './save-schema';
/** Version of the app (package.json) that writes saves; a test keeps the two equal. */
export const ENGINE_VERSION = '0.1.0';
/** File extension of exported saves (the installers associate it with the app). */
export const SAVE_EXTENSION = 'hfsave';
/** Longest save accepted anywhere (untrusted input from files and the renderer). */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024;
/**
 * Slot ids name files in the saves folder: never a path, never hidden, never '..', and never a
 * name Windows reserves for a device (con, nul, com1…), whatever the OS the save was made on.
 */
export const SLOT_ID = /^(?!(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$)[a-z0-9][a-z0-9-]{0,63}$/;
const UNKNOWN_DATE = '1970-01-01T00:00:00.000Z';

export interface SaveFile extends Omit<z.infer<typeof saveSchema>, 'options' | 'actions'> {
  options: GameOptions;
  actions: Action[];
}
/** A saved Party Game (docs/rules.md §11): the same file, with the Party Game's options and actions. */
export interface PartySaveFile extends Omit<SaveFile, 'options' | 'actions'> {
  options: PartyOptions;
  actions: PartyAction[];
}
export type AnySaveFile = SaveFile | PartySaveFile;

export type SaveResult<T> = ({ ok: true } & T) | { ok: false; problem: string };

export function snapshotOf(s: AnyGameState): SaveSnapshot {
  const rules = rulesetFor(s);
  const now = rules.progress(s);
  const standing = rules.result(s);
  return {
    names: now.seats.map((p) => p.name),
    mode: s.mode,
    round: now.round,
    rounds: now.rounds,
    phase: s.phase,
    scores: now.seats,
    ...(standing
      ? {
          final: standing.scores.map((r) => ({
            name: now.seats[r.seat].name,
            vp: 'vp' in r ? r.vp : 0,
            money: r.money,
            place: r.place,
          })),
        }
      : {}),
  };
}

export function defaultSaveName(options: GameOptions | PartyOptions): string {
  return `${{ family: 'Family', board: 'Board', party: 'Party' }[options.mode]} game: ${options.players.join(', ')}`.slice(
    0,
    80,
  );
}

/** The seating of every game made before saves carried it: seat 0 human, the others easy bots. */
export function defaultSeats(players: number): Seat[] {
  return Array.from({ length: players }, (_, i): Seat =>
    i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
  );
}

/** The save type of a record: a Party Game's record makes a PartySaveFile. */
type SaveOf<R> = R extends PartyRecord ? PartySaveFile : R extends GameRecord ? SaveFile : AnySaveFile;

/** A save of `record`, whose replay is `state` (the caller's live game), played with `seats`. */
export function makeSave<R extends AnyGameRecord>(
  record: R,
  state: AnyGameState,
  now: Date,
  name = defaultSaveName(record.options),
  seats: Seat[] = defaultSeats(record.options.players.length),
  forcedOutcomes = false,
  aids: SaveAids = { undos: 0, hints: 0 },
): SaveOf<R> {
  return {
    format: SAVE_FORMAT,
    schemaVersion: SAVE_SCHEMA_VERSION,
    engineVersion: ENGINE_VERSION,
    name: name.slice(0, 80),
    savedAt: now.toISOString(),
    options: record.options,
    seats,
    ...(forcedOutcomes ? { forcedOutcomes: true as const } : {}),
    ...(aids.undos > 0 || aids.hints > 0 ? { aids: { undos: aids.undos, hints: aids.hints } } : {}),
    actions: record.actions,
    snapshot: snapshotOf(state),
  } as SaveOf<R>;
}

/** The save's text, its summary on the first line (save-layout.ts, docs/saves.md "The summary line"). */
export function serializeSave(save: AnySaveFile): string {
  return layoutSave(save);
}

/** A fresh slot id: the date for readability, random letters for uniqueness. */
export function newSlotId(now: Date, random: () => number): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const tail = Array.from({ length: 6 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[Math.floor(random() * 32)]).join('');
  return `${stamp}-${tail}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  return `${path || 'file'}: ${issue.message}`;
}

const recordSchema = z.object({ options: optionsSchema, actions: z.array(actionSchema) });

/**
 * Brings any known older shape up to the current schema (pure). Unknown or newer files are
 * refused with the reason; the result still goes through the v1 schema afterwards.
 */
export function migrateSave(raw: unknown): SaveResult<{ value: unknown }> {
  if (!isObject(raw)) return { ok: false, problem: 'not a Horse Fever save (the file holds no JSON object)' };
  if (raw.format === 'horse-fever-state') {
    return {
      ok: false,
      problem: 'an engine state from an early build (last-game.json) without its action log; it cannot be resumed',
    };
  }
  if (raw.format === undefined && 'options' in raw && 'actions' in raw) {
    const v1 = migrateV0(raw);
    return v1.ok ? { ok: true, value: migrateV2(migrateV1(v1.value)) } : v1;
  }
  if (raw.format !== SAVE_FORMAT)
    return { ok: false, problem: `not a Horse Fever save (no "format": "${SAVE_FORMAT}" tag)` };
  const version = raw.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { ok: false, problem: 'schemaVersion is missing or not a whole number' };
  }
  if (version > SAVE_SCHEMA_VERSION) {
    return {
      ok: false,
      problem: `saved by a newer Horse Fever (save schema ${version}; this version reads up to ${SAVE_SCHEMA_VERSION})`,
    };
  }
  if (version < 1) return { ok: false, problem: `unknown save schema version ${version}` };
  if (version === SAVE_SCHEMA_VERSION) return { ok: true, value: raw };
  return { ok: true, value: migrateV2(version === 1 ? migrateV1(raw) : raw) };
}

/** v2 → v3 (pure): a v2 game used no undo and no hint, which is what a v3 file without `aids` says. */
export function migrateV2(v2: Record<string, unknown>): Record<string, unknown> {
  return { ...v2, schemaVersion: 3 };
}

/**
 * v1 → v2 (pure): adds the seating v1 games were played with. A v1 file that already carries
 * `seats` keeps them (the v2 check then accepts or refuses them; they are never replaced
 * silently); a v1 file whose players are not a list gets no seats and the check says why.
 */
export function migrateV1(v1: Record<string, unknown>): Record<string, unknown> {
  if ('seats' in v1) return { ...v1, schemaVersion: 2 };
  const options = v1.options;
  const players = isObject(options) && Array.isArray(options.players) ? options.players.length : null;
  return { ...v1, schemaVersion: 2, ...(players === null ? {} : { seats: defaultSeats(players) }) };
}

function migrateV0(raw: Record<string, unknown>): SaveResult<{ value: Record<string, unknown> }> {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: `game record (schema 0): ${describeIssue(parsed.error)}` };
  const record = parsed.data as GameRecord;
  const replayed = replayRecord(record, false);
  if (!replayed.ok) return replayed;
  // A v0 record carries no date or name: the epoch marks "date unknown". The result is a v1 file.
  const { seats: _, ...v1 } = makeSave(record, replayed.state, new Date(UNKNOWN_DATE));
  return { ok: true, value: { ...v1, schemaVersion: 1 } };
}

function replayRecord(record: AnyGameRecord, forcedOutcomes: boolean): SaveResult<{ state: AnyGameState }> {
  try {
    return { ok: true, state: replaySaved(record, forcedOutcomes) };
  } catch (e) {
    if (e instanceof EngineException) return { ok: false, problem: `the action log does not replay: ${e.message}` };
    throw e;
  }
}

/** A save's JSON within the limits every loader shares (size, then nesting, before parsing). */
export function parseSaveJson(text: string): BoundedJson {
  return parseBoundedJson(text, { maxChars: MAX_SAVE_BYTES, maxDepth: MAX_JSON_DEPTH });
}

/** JSON text to a current-schema object; problems name the file. */
function parseMigrated(text: string, fileName: string): SaveResult<{ value: unknown }> {
  const fail = (problem: string) => ({ ok: false as const, problem: `${fileName}: ${problem}` });
  // Some editors start UTF-8 files with a byte-order mark; JSON.parse would refuse it.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const json = parseSaveJson(body);
  if (!json.ok) return fail(body.trim() === '' ? 'the file is empty (damaged or truncated)' : json.problem);
  const mismatch = summaryMismatch(body, json.value);
  if (mismatch !== null) return fail(mismatch);
  const migrated = migrateSave(json.value);
  return migrated.ok ? migrated : fail(migrated.problem);
}

/** Parses and schema-checks a save file's text; problems name the file. */
export function parseSave(text: string, fileName: string): SaveResult<{ save: AnySaveFile }> {
  const migrated = parseMigrated(text, fileName);
  if (!migrated.ok) return migrated;
  const parsed = saveSchema.safeParse(migrated.value);
  if (!parsed.success)
    return { ok: false, problem: `${fileName}: does not match the save format: ${describeIssue(parsed.error)}` };
  return { ok: true, save: parsed.data as AnySaveFile };
}

/** Replays the log and checks it reaches the snapshot: the game resumes exactly where it was saved. */
export function loadSave(save: AnySaveFile, fileName: string): SaveResult<{ state: AnyGameState }> {
  const replayed = replayRecord({ options: save.options, actions: save.actions }, save.forcedOutcomes === true);
  if (!replayed.ok) return { ok: false, problem: `${fileName}: ${replayed.problem}` };
  const expected = JSON.stringify(snapshotSchema.parse(save.snapshot));
  const { final, ...rest } = snapshotOf(replayed.state);
  // A finished game saved before snapshots carried the final scores still loads.
  const actual = JSON.stringify(snapshotSchema.parse(save.snapshot.final ? { ...rest, final } : rest));
  if (expected !== actual) {
    return {
      ok: false,
      problem: `${fileName}: the action log does not lead to the saved position (snapshot mismatch)`,
    };
  }
  return replayed;
}

/** Parse + replay in one step: what every listing and loader uses. */
export function readSaveText(text: string, fileName: string): SaveResult<{ save: AnySaveFile; state: AnyGameState }> {
  const parsed = parseSave(text, fileName);
  if (!parsed.ok) return parsed;
  const loaded = loadSave(parsed.save, fileName);
  if (!loaded.ok) return loaded;
  return { ok: true, save: parsed.save, state: loaded.state };
}

/**
 * The listing's view of a save: its summary line alone when it has a whole one, otherwise the
 * whole text parsed and checked except for the action log, whose replay (the expensive part)
 * waits for the load. A file refused here fails to load too.
 */
export function describeSave(slot: string, text: string, fileName: string): SaveEntry {
  const summary = readSummary(text, text);
  if (summary !== null) return summaryEntry(slot, summary);
  const migrated = parseMigrated(text, fileName);
  if (!migrated.ok) return { slot, ok: false, problem: migrated.problem };
  const r = summarySchema.safeParse(migrated.value);
  if (!r.success)
    return { slot, ok: false, problem: `${fileName}: does not match the save format: ${describeIssue(r.error)}` };
  return { slot, ok: true, name: r.data.name, savedAt: r.data.savedAt, snapshot: r.data.snapshot };
}

/** Newest first; damaged entries last (by slot) so they never hide a good save. */
export function sortSaves(entries: SaveEntry[]): SaveEntry[] {
  const key = (e: SaveEntry) => (e.ok ? e.savedAt : '');
  return [...entries].sort((a, b) => key(b).localeCompare(key(a)) || a.slot.localeCompare(b.slot));
}

/** The save "Continue" resumes: the most recently written good one. */
export function latestSave(entries: SaveEntry[]): (SaveEntry & { ok: true }) | null {
  return sortSaves(entries).find((e): e is SaveEntry & { ok: true } => e.ok) ?? null;
}

/** Same save under a new display name (rename keeps everything else). */
export function renamed<S extends AnySaveFile>(save: S, name: string): S {
  return { ...save, name: name.trim().slice(0, 80) };
}

/** Export file name from a save's display name: letters, digits, spaces and dashes only. */
export function exportFileName(name: string): string {
  const base = name
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${base || 'Horse Fever game'}.${SAVE_EXTENSION}`;
}
