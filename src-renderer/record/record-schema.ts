import { z } from 'zod';
import { BOT_LEVELS } from '../game/bot-brain';

/**
 * The player's record (docs/record.md): one entry per finished game the player played alone
 * against bots, kept in one versioned document. Every reader (the app's storage, an imported file)
 * checks it with this schema.
 */
export const RECORD_FORMAT = 'horse-fever-record';
export const RECORD_VERSION = 1;

const count = z.number().int().min(0);
const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const recordEntrySchema = z.object({
  /** The game's identity: its save slot and seed (a rematch is a new slot, so a new entry). */
  id: z.string().min(1).max(120),
  /** When the final scores came out (ISO 8601). */
  finishedAt: z.iso.datetime(),
  mode: z.enum(['family', 'board', 'party']),
  players: z.number().int().min(2).max(12),
  /** The bots' levels, in seat order. */
  bots: z.array(z.enum(BOT_LEVELS)).max(11),
  /** The human seat's place (1 = won; equal places are shared). */
  place: z.number().int().min(1).max(12),
  /** The human's VP; null in the Party Game, which counts money only (docs/rules.md §11). */
  vp: z.number().int().nullable(),
  money: z.number().int(),
  won: z.boolean(),
  /** Hints asked and decisions taken back (docs/replays.md); counted once those are offered. */
  hints: count,
  undos: count,
  /** The daily race's date (YYYY-MM-DD, local), or null for any other game. */
  daily: dateKey.nullable(),
  /** The save slot to open the game again from (it may have been deleted since). */
  slot: z.string().min(1).max(64),
  /** Played online, with other people at other screens (absent for a game played here). */
  online: z.literal(true).optional(),
});

export const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  entries: z.array(recordEntrySchema).max(100_000),
});

export type RecordEntry = z.infer<typeof recordEntrySchema>;
export type PlayerRecord = z.infer<typeof recordSchema>;

export const emptyRecord = (): PlayerRecord => ({ format: RECORD_FORMAT, version: RECORD_VERSION, entries: [] });
