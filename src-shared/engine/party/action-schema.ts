import { z } from 'zod';
import { COLORS, HORSE_COUNT } from '../core/colors';
import { seatNumber } from '../core/seat-number';
import { PARTY_SEATS } from './setup';

/** The shape of a Party Game action before its rules are checked; input may come from anywhere. */
const seat = seatNumber(PARTY_SEATS.max - 1);
const color = z.enum(COLORS);

const partyPlayerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), seat, horse: color, kind: z.enum(['win', 'show']), stake: z.number().int() }),
  z.object({ type: z.literal('photoOrder'), seat, order: z.array(color).min(2).max(HORSE_COUNT) }),
]);

const partyChanceSchema = z.discriminatedUnion('kind', [
  z.object({ type: z.literal('chance'), kind: z.literal('bookmaker'), seat }),
  z.object({
    type: z.literal('chance'),
    kind: z.literal('movement'),
    card: z.number().int(),
    order: z.array(color).length(HORSE_COUNT),
  }),
]);

export const partyActionSchema = z.union([partyPlayerActionSchema, partyChanceSchema]);

/** A seat's Party action, typed from its schema so that the type and the parser cannot drift apart. */
export type PartyPlayerAction = z.infer<typeof partyPlayerActionSchema>;
/** A chance node's outcome (the first bookmaker, a Movement card and its order), typed from its schema. */
export type PartyChanceAction = z.infer<typeof partyChanceSchema>;
export type PartyAction = PartyPlayerAction | PartyChanceAction;

/** Parses unknown input into a Party action, or names the field that is wrong ("" for the whole action). */
export function parsePartyAction(raw: unknown): { action: PartyAction } | { field: string } {
  const r = partyActionSchema.safeParse(raw);
  if (r.success) return { action: r.data };
  return { field: r.error.issues[0].path.join('.') };
}
