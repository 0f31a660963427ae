import { z } from 'zod';
import { COLORS, HORSE_COUNT } from './colors';
import { seatNumber } from './seat-number';

/** The shape every action must have before its rules are checked; input may come from anywhere. */
const seat = seatNumber(5);
const color = z.enum(COLORS);
const card = z.number().int();
const deck = z.enum(['goal', 'assistant', 'horse']);
const stable = z.object({ kind: z.literal('stable'), horse: color });
const owned = z.union([stable, z.object({ kind: deck, card })]);
const wanted = z.union([
  stable,
  z.object({ kind: z.enum(['assistant', 'horse']), card }),
  z.object({ kind: z.literal('goal') }),
]);

const chanceSchema = z.discriminatedUnion('kind', [
  z.object({ type: z.literal('chance'), kind: z.literal('deal'), card: z.number().int() }),
  z.object({ type: z.literal('chance'), kind: z.literal('movement'), card: z.number().int() }),
  z.object({ type: z.literal('chance'), kind: z.literal('dice'), dice: z.tuple([color, color]) }),
  z.object({ type: z.literal('chance'), kind: z.literal('tieBreak'), seat }),
  z.object({ type: z.literal('chance'), kind: z.literal('draw'), card }),
]);

const playerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), seat, horse: color, kind: z.enum(['win', 'show']), stake: z.number().int() }),
  z.object({ type: z.literal('pass'), seat }),
  z.object({ type: z.literal('moveOdds'), seat, horse: color, direction: z.enum(['up', 'down']) }),
  z.object({ type: z.literal('playCard'), seat, card: z.number().int(), horse: color }),
  z.object({ type: z.literal('photoOrder'), seat, order: z.array(color).min(2).max(HORSE_COUNT) }),
  z.object({ type: z.literal('buyActions'), seat }),
  z.object({ type: z.literal('buyCard'), seat, deck, shuffle: z.boolean() }),
  z.object({ type: z.literal('keep'), seat, card }),
  z.object({ type: z.literal('swap'), seat, target: seat, card }),
  z.object({ type: z.literal('buyStable'), seat, horse: color }),
  z.object({ type: z.literal('loan'), seat, kind: z.enum(['bank', 'mob']) }),
  z.object({ type: z.literal('offer'), seat, seller: seat, item: wanted }),
  z.object({ type: z.literal('answer'), seat, accept: z.boolean(), goal: card.optional() }),
  z.object({ type: z.literal('clearance'), seat, item: owned }),
  z.object({ type: z.literal('lineup'), seat, placements: z.array(z.object({ card, horse: color })).max(HORSE_COUNT) }),
  z.object({ type: z.literal('bid'), seat, accept: z.boolean() }),
]);

export const actionSchema = z.union([playerActionSchema, chanceSchema]);

/** A player's action, typed from its schema so that the type and the parser cannot drift apart. */
export type PlayerAction = z.infer<typeof playerActionSchema>;
/** A chance node's outcome (a card, the dice, a tie-break), typed from its schema. */
export type ChanceAction = z.infer<typeof chanceSchema>;
export type Action = PlayerAction | ChanceAction;

/** Parses unknown input into an Action, or names the field that is wrong ("" for the whole action). */
export function parseAction(raw: unknown): { action: Action } | { field: string } {
  // Checked against its own kind's schema, so that the problem names its field (e.g. "stake").
  const chance = raw !== null && typeof raw === 'object' && (raw as { type?: unknown }).type === 'chance';
  const r = (chance ? chanceSchema : playerActionSchema).safeParse(raw);
  if (r.success) return { action: r.data };
  return { field: r.error.issues[0].path.join('.') };
}
