import { z } from 'zod';
import { actionSchema } from '../engine/core/action-schema';
import { MAX_JSON_DEPTH, parseBoundedJson, type BoundedJson } from './bounded-json';
import { COLORS } from '../engine/core/colors';
import { EngineException } from '../engine/core/errors';
import { vpOf } from '../engine/core/players';
import type { GameRecord } from '../engine/core/replay';
import { replaySaved } from './save-chance';
import { seatNumber } from '../engine/core/seat-number';
import type { Action, GameOptions, Phase } from '../engine/core/types';
import { partyActionSchema } from '../engine/party/action-schema';
import { PARTY_SEATS, partyOptionsSchema } from '../engine/party/setup';
import type {
  AnyGameRecord,
  AnyGameState,
  PartyAction,
  PartyOptions,
  PartyPhase,
  PartyRecord,
} from '../engine/party/types';

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
 *
 * The text is UTF-8; a leading byte-order mark is ignored (hosts refuse invalid UTF-8 when
 * they decode the bytes, see decodeSaveBytes in the hosts).
 */
export const SAVE_FORMAT = 'horse-fever-save';
export const SAVE_SCHEMA_VERSION = 2;
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

const PHASES = [
  'deal',
  'purchase',
  'lineup',
  'firstBets',
  'ericChange',
  'fixing',
  'secondBets',
  'race',
  'auction',
  'tieBreak',
  'gameOver',
  'bookmaker',
  'betting',
] as const satisfies readonly (Phase | PartyPhase)[];

const classicOptionsSchema = z
  .object({
    mode: z.enum(['family', 'board']),
    players: z.array(z.string().max(40)).min(2).max(6),
    seed: z.union([z.number().finite(), z.string().max(200)]),
    starred: z.boolean().optional(),
    setup: z
      .object({
        stableOrder: z.array(z.enum(COLORS)).optional(),
        characters: z.array(z.string()).optional(),
        firstPlayer: seatNumber(5).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  // The Family Game never has starred cards (docs/rules.md §1, §2).
  .refine((o) => !(o.mode === 'family' && o.starred), {
    path: ['starred'],
    message: 'the Family Game has no starred cards',
  });
/** The Party Game (docs/rules.md §11) has its own options: 2 to 12 players, races and starting money. */
const optionsSchema = z.union([classicOptionsSchema, partyOptionsSchema.strict()]);

const snapshotSchema = z
  .object({
    names: z.array(z.string()),
    mode: z.enum(['family', 'board', 'party']),
    round: z.number().int().min(0),
    rounds: z.number().int().min(1),
    phase: z.enum(PHASES),
    scores: z.array(z.object({ name: z.string(), vp: z.number().int(), money: z.number().int() }).strict()),
    /** A finished game's final scores, by place (1 = winner, shared in the Party Game); saves from before it lack it. */
    final: z
      .array(
        z.object({ name: z.string(), vp: z.number().int(), money: z.number().int(), place: z.number().int() }).strict(),
      )
      .optional(),
  })
  .strict();

/** Bot strengths the app offers (ai/runtime/bot-client); kept here so a save names them without importing ai/. */
export const SEAT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type SeatLevel = (typeof SEAT_LEVELS)[number];

const seatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: z.enum(SEAT_LEVELS) }).strict(),
]);
export type Seat = z.infer<typeof seatSchema>;

const saveFields = z
  .object({
    format: z.literal(SAVE_FORMAT),
    schemaVersion: z.literal(SAVE_SCHEMA_VERSION),
    engineVersion: z.string().max(40),
    name: z.string().max(80),
    savedAt: z.iso.datetime(),
    options: optionsSchema,
    seats: z.array(seatSchema).min(2).max(PARTY_SEATS.max),
    forcedOutcomes: z.literal(true).optional(),
    // A Party Game's movement steps carry the horse order, so its schema is tried first.
    actions: z.array(z.union([partyActionSchema, actionSchema])),
    snapshot: snapshotSchema,
  })
  .strict();

function checkSeats(
  save: { seats: Seat[]; options: { players: string[] } },
  ctx: z.RefinementCtx<{ seats: Seat[]; options: { players: string[] } }>,
): void {
  if (save.seats.length !== save.options.players.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['seats'],
      message: `${save.seats.length} seats for ${save.options.players.length} players`,
    });
  }
  // Several human seats share one screen (pass-and-play, docs/rules.md §10); a game of bots alone is not saved.
  if (!save.seats.some((s) => s.kind === 'human'))
    ctx.addIssue({ code: 'custom', path: ['seats'], message: 'no human seat; at least one is needed' });
}

const saveSchema = saveFields.superRefine(checkSeats);
/** The listing reads everything but the action log, which only a load replays (and checks). */
const summarySchema = saveFields.extend({ actions: z.array(z.unknown()) }).superRefine(checkSeats);

export type SaveSnapshot = z.infer<typeof snapshotSchema>;
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

export function isPartySave(save: AnySaveFile): save is PartySaveFile {
  return save.options.mode === 'party';
}

export type SaveResult<T> = ({ ok: true } & T) | { ok: false; problem: string };

export type SaveSummary = { slot: string; ok: true; name: string; savedAt: string; snapshot: SaveSnapshot };
/**
 * What the listing shows for one slot: a summary, or why the file cannot be used (and, when
 * the previous version kept as a backup still loads, its summary: it can be restored).
 */
export type SaveEntry = SaveSummary | { slot: string; ok: false; problem: string; backup?: SaveSummary };

export function snapshotOf(s: AnyGameState): SaveSnapshot {
  if (s.mode === 'party') {
    return {
      names: s.players.map((p) => p.name),
      mode: s.mode,
      round: s.race,
      rounds: s.races,
      phase: s.phase,
      scores: s.players.map((p) => ({ name: p.name, vp: 0, money: p.money })),
      // The Party Game has no VP: its places go by money (docs/rules.md §11).
      ...(s.result
        ? { final: s.result.map((r) => ({ name: s.players[r.seat].name, vp: 0, money: r.money, place: r.place })) }
        : {}),
    };
  }
  return {
    names: s.players.map((p) => p.name),
    mode: s.mode,
    round: s.round,
    rounds: s.rounds,
    phase: s.phase,
    scores: s.players.map((p) => ({ name: p.name, vp: vpOf(p), money: p.money })),
    ...(s.result
      ? {
          final: s.result.map((r) => ({ name: s.players[r.seat].name, vp: r.vp, money: r.money, place: r.place })),
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
    actions: record.actions,
    snapshot: snapshotOf(state),
  } as SaveOf<R>;
}

export function serializeSave(save: AnySaveFile): string {
  return `${JSON.stringify(save, null, 1)}\n`;
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
    return v1.ok ? { ok: true, value: migrateV1(v1.value) } : v1;
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
  return { ok: true, value: version === 1 ? migrateV1(raw) : raw };
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
 * The listing's view of a save: parsed and checked except for the action log, whose replay
 * (the expensive part) waits for the load. A file that fails here fails to load too.
 */
export function describeSave(slot: string, text: string, fileName: string): SaveEntry {
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
