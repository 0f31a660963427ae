import { z } from 'zod';
import { COLORS } from './colors';
import type { Action } from './types';

/** The shape every action must have before its rules are checked; input may come from anywhere. */
const seat = z.number().int().min(0).max(5);
const color = z.enum(COLORS);

const chanceSchema = z.discriminatedUnion('kind', [
  z.object({ type: z.literal('chance'), kind: z.literal('deal'), card: z.number().int() }),
  z.object({ type: z.literal('chance'), kind: z.literal('movement'), card: z.number().int() }),
  z.object({ type: z.literal('chance'), kind: z.literal('dice'), dice: z.tuple([color, color]) }),
  z.object({ type: z.literal('chance'), kind: z.literal('tieBreak'), seat }),
]);

export const actionSchema = z.union([
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('bet'), seat, horse: color, kind: z.enum(['win', 'show']), stake: z.number().int() }),
    z.object({ type: z.literal('pass'), seat }),
    z.object({ type: z.literal('moveOdds'), seat, horse: color, direction: z.enum(['up', 'down']) }),
    z.object({ type: z.literal('playCard'), seat, card: z.number().int(), horse: color }),
    z.object({ type: z.literal('photoOrder'), seat, order: z.array(color).min(2).max(6) }),
  ]),
  chanceSchema,
]);

/** Parses unknown input into an Action, or says what is wrong with it. */
export function parseAction(raw: unknown): { action: Action } | { problem: string } {
  const r = actionSchema.safeParse(raw);
  if (r.success) return { action: r.data as Action };
  const issue = r.error.issues[0];
  return { problem: `${issue.path.join('.') || 'action'}: ${issue.message}` };
}
