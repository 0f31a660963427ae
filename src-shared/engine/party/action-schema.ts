import { z } from 'zod';
import { COLORS } from '../core/colors';
import { seatNumber } from '../core/seat-number';
import { PARTY_SEATS } from './setup';
import type { PartyAction } from './types';

/** The shape of a Party Game action before its rules are checked; input may come from anywhere. */
const seat = seatNumber(PARTY_SEATS.max - 1);
const color = z.enum(COLORS);

export const partyActionSchema = z.union([
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('bet'), seat, horse: color, kind: z.enum(['win', 'show']), stake: z.number().int() }),
    z.object({ type: z.literal('photoOrder'), seat, order: z.array(color).min(2).max(6) }),
  ]),
  z.discriminatedUnion('kind', [
    z.object({ type: z.literal('chance'), kind: z.literal('bookmaker'), seat }),
    z.object({
      type: z.literal('chance'),
      kind: z.literal('movement'),
      card: z.number().int(),
      order: z.array(color).length(6),
    }),
  ]),
]);

/** Parses unknown input into a Party action, or names the field that is wrong ("" for the whole action). */
export function parsePartyAction(raw: unknown): { action: PartyAction } | { field: string } {
  const r = partyActionSchema.safeParse(raw);
  if (r.success) return { action: r.data as PartyAction };
  return { field: r.error.issues[0].path.join('.') };
}
