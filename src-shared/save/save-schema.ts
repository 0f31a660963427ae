import { z } from 'zod';
import { actionSchema } from '../engine/core/action-schema';
import { COLORS } from '../engine/core/colors';
import { seatNumber } from '../engine/core/seat-number';
import { FAMILY_BOARD_SEATS } from '../engine/core/setup';
import type { Phase } from '../engine/core/types';
import { partyActionSchema } from '../engine/party/action-schema';
import { PARTY_SEATS, partyOptionsSchema } from '../engine/party/setup';
import type { PartyPhase } from '../engine/party/types';

/** The save file's schema (its history is in save-file.ts); the checks every reader shares. */
export const SAVE_FORMAT = 'horse-fever-save';
export const SAVE_SCHEMA_VERSION = 3;

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
    players: z.array(z.string().max(40)).min(FAMILY_BOARD_SEATS.min).max(FAMILY_BOARD_SEATS.max),
    seed: z.union([z.number().finite(), z.string().max(200)]),
    starred: z.boolean().optional(),
    setup: z
      .object({
        stableOrder: z.array(z.enum(COLORS)).optional(),
        characters: z.array(z.string()).optional(),
        firstPlayer: seatNumber(FAMILY_BOARD_SEATS.max - 1).optional(),
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
export const optionsSchema = z.union([classicOptionsSchema, partyOptionsSchema.strict()]);

export const snapshotSchema = z
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

/** How often the player took a decision back and asked for a hint (docs/replays.md); absent when never. */
export const aidsSchema = z.object({ undos: z.number().int().min(0), hints: z.number().int().min(0) }).strict();
export type SaveAids = z.infer<typeof aidsSchema>;

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
    aids: aidsSchema.optional(),
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

export const saveSchema = saveFields.superRefine(checkSeats);
/** The listing reads everything but the action log, which only a load replays (and checks). */
export const summarySchema = saveFields.extend({ actions: z.array(z.unknown()) }).superRefine(checkSeats);

export type SaveSnapshot = z.infer<typeof snapshotSchema>;

/**
 * The summary line (save-layout.ts): every field but the action log, as the listing reads it
 * without the rest. Beyond the schema, its parts must agree with each other (the log, which only
 * a load replays, is the one thing it cannot be checked against).
 */
export const summaryLineSchema = saveFields
  .omit({ actions: true })
  .superRefine(checkSeats)
  .superRefine((save, ctx) => {
    const { snapshot, options } = save;
    if (snapshot.mode !== options.mode || snapshot.names.length !== options.players.length)
      ctx.addIssue({ code: 'custom', path: ['snapshot'], message: 'the snapshot is not of this game' });
  });

export type SaveSummary = { slot: string; ok: true; name: string; savedAt: string; snapshot: SaveSnapshot };
/**
 * What the listing shows for one slot: a summary, or why the file cannot be used (and, when
 * the previous version kept as a backup still loads, its summary: it can be restored).
 */
export type SaveEntry = SaveSummary | { slot: string; ok: false; problem: string; backup?: SaveSummary };
