import { z } from 'zod';
import { EngineException, err } from '../core/errors';
import { seedRng } from '../core/rng';

import type { PartyOptions, PartyState } from './types';

/** docs/rules.md §11: 2 to 12 seats, 6 races and 2000 each unless chosen otherwise. */
export const PARTY_SEATS = { min: 2, max: 12 } as const;
export const PARTY_DEFAULTS = { races: 6, startingMoney: 2000 } as const;
export const PARTY_LIMITS = { races: { min: 1, max: 100 }, startingMoney: { min: 100, max: 1_000_000 } } as const;

export const partyOptionsSchema = z.object({
  mode: z.literal('party'),
  players: z
    .array(z.string().trim().min(1, 'a player name is empty').max(40))
    .min(PARTY_SEATS.min)
    .max(PARTY_SEATS.max),
  seed: z.union([z.number().finite(), z.string().max(200)]),
  partyOptions: z
    .object({
      races: z.number().int().min(PARTY_LIMITS.races.min).max(PARTY_LIMITS.races.max).optional(),
      startingMoney: z
        .number()
        .int()
        .min(PARTY_LIMITS.startingMoney.min)
        .max(PARTY_LIMITS.startingMoney.max)
        .multipleOf(100, 'must be a multiple of 100')
        .optional(),
    })
    .optional(),
});

function parseOptions(raw: PartyOptions): PartyOptions {
  const parsed = partyOptionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data as PartyOptions;
  const issue = parsed.error.issues[0];
  throw new EngineException(err('BAD_OPTIONS', { field: issue.path.join('.') }));
}

/**
 * A new Party Game (classic rulebook "Party Game", Préparation): everyone gets the same money;
 * the first bookmaker is then drawn at random, as the first chance step. Throws EngineException
 * on bad options.
 */
export function newPartyGame(options: PartyOptions): PartyState {
  const o = parseOptions(options);
  const startingMoney = o.partyOptions?.startingMoney ?? PARTY_DEFAULTS.startingMoney;
  return {
    format: 'horse-fever-state',
    version: 1,
    mode: 'party',
    rng: seedRng(o.seed),
    race: 1,
    races: o.partyOptions?.races ?? PARTY_DEFAULTS.races,
    startingMoney,
    phase: 'bookmaker',
    bookmaker: null,
    queue: [],
    players: o.players.map((name) => ({ name: name.trim(), money: startingMoney, out: false })),
    bets: [],
    moneyBefore: o.players.map(() => startingMoney),
    movementDeck: [],
    track: null,
    lastRace: null,
    result: null,
    history: [{ race: 0, money: o.players.map(() => startingMoney) }],
  };
}
