import { z } from 'zod';
import { COLORS, HORSE_COUNT, colorIndex } from './colors';
import { actionDeck } from '../cards/action-cards';
import { CHARACTERS, character } from '../cards/characters';
import { MOVEMENT_CARD_NUMBERS } from '../cards/movement';
import { ASSISTANT_CARDS } from '../cards/assistant-cards';
import { GOAL_CARD_NUMBERS } from '../cards/goal-cards';
import { HORSE_CARDS } from '../cards/horse-cards';
import { deckOf } from '../cards/decks';
import { EngineException, err } from './errors';
import { STARTING_VP_TOKENS, vpOf } from './players';
import { enterPhase, firstPhaseOfRound, settle } from './phases';
import { nextInt, seedRng, shuffled } from './rng';
import { seatNumber } from './seat-number';
import type { GameOptions, GameState } from './types';

/** Rounds and bet tokens per colour by player count (rulebook tables). */
export const ROUNDS_BY_PLAYERS: Record<number, number> = { 2: 6, 3: 6, 4: 4, 5: 5, 6: 6 };
export const TOKENS_BY_PLAYERS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 4 };
/** The Family and Board Games seat 2 to 6 players (docs/rules.md §2). */
export const FAMILY_BOARD_SEATS = { min: 2, max: 6 } as const;

const colorSchema = z.enum(COLORS);
const optionsSchema = z
  .object({
    mode: z.enum(['family', 'board']),
    players: z.array(z.string().trim().min(1).max(40)).min(FAMILY_BOARD_SEATS.min).max(FAMILY_BOARD_SEATS.max),
    seed: z.union([z.number().finite(), z.string().max(200)]),
    starred: z.boolean().optional(),
    setup: z
      .object({
        stableOrder: z
          .array(colorSchema)
          .length(HORSE_COUNT)
          .refine((a) => new Set(a).size === HORSE_COUNT)
          .optional(),
        characters: z.array(z.string()).optional(),
        firstPlayer: seatNumber(5).optional(),
      })
      .optional(),
  })
  // The Family Game never has starred cards (docs/rules.md §1, §2).
  .refine((o) => !(o.mode === 'family' && o.starred), { path: ['starred'] });

function parseOptions(raw: GameOptions): GameOptions {
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EngineException(err('BAD_OPTIONS', { field: issue.path.join('.') }));
  }
  const o = parsed.data as GameOptions;
  const n = o.players.length;
  const chars = o.setup?.characters;
  if (chars) {
    const allowed = CHARACTERS.filter((c) => o.starred || !c.starred).map((c) => c.id);
    const bad = chars.find((c) => !allowed.includes(c));
    if (chars.length !== n || bad !== undefined || new Set(chars).size !== n) {
      throw new EngineException(err('BAD_OPTIONS', { field: 'setup.characters' }));
    }
  }
  if (o.setup?.firstPlayer !== undefined && o.setup.firstPlayer >= n) {
    throw new EngineException(err('BAD_OPTIONS', { field: 'setup.firstPlayer' }));
  }
  return o;
}

/**
 * A new Family or Board Game (rulebook "Set up"): stables on the odds rows in random order,
 * characters dealt at random with their money and stable, 1 VP each, a random first player, and
 * (Board Game) the Goal, Assistant and Horse decks; then the first round begins. Throws
 * EngineException on bad options.
 */
export function newGame(options: GameOptions): GameState {
  const o = parseOptions(options);
  const starred = o.starred ?? false;
  const board = o.mode === 'board';
  const n = o.players.length;
  const rng = seedRng(o.seed);
  const stableOrder = o.setup?.stableOrder ?? shuffled(rng, COLORS);
  const pool = CHARACTERS.filter((c) => starred || !c.starred).map((c) => c.id);
  const chars = o.setup?.characters ?? shuffled(rng, pool).slice(0, n);
  const firstPlayer = o.setup?.firstPlayer ?? nextInt(rng, n);
  const odds = [0, 0, 0, 0, 0, 0];
  stableOrder.forEach((c, row) => (odds[colorIndex(c)] = row));
  const s: GameState = {
    format: 'horse-fever-state',
    version: 1,
    mode: o.mode,
    starred,
    rng,
    round: 1,
    rounds: ROUNDS_BY_PLAYERS[n],
    firstPlayer,
    phase: 'deal',
    queue: [],
    players: o.players.map((name, seat) => {
      const ch = character(chars[seat]);
      return {
        name: name.trim(),
        character: ch.id,
        money: ch.money,
        vpTokens: STARTING_VP_TOKENS,
        stables: ch.stableRow === null ? [] : [stableOrder[ch.stableRow]],
        hand: [],
        assistants: [],
        horseCards: [],
        goals: [],
        loans: [],
        dormant: [],
        forfeited: false,
      };
    }),
    odds,
    betTokens: COLORS.map(() => TOKENS_BY_PLAYERS[n]),
    bets: [],
    firstBetCount: 0,
    cardRecords: o.players.map(() => ({
      backedHelped: 0,
      backedHarmed: 0,
      secondHelped: 0,
      secondHarmed: 0,
      otherHelped: 0,
      otherHarmed: 0,
    })),
    actionDeck: actionDeck(starred),
    movementDeck: MOVEMENT_CARD_NUMBERS.slice(),
    movementDiscard: [],
    played: [],
    goalDeck: deckOf(board ? GOAL_CARD_NUMBERS : []),
    assistantDeck: deckOf(board ? ASSISTANT_CARDS.map((c) => c.no) : []),
    horseDeck: deckOf(board ? HORSE_CARDS.map((c) => c.no) : []),
    purchase: null,
    lineup: [],
    auction: null,
    race: null,
    forfeits: [],
    lastRace: null,
    vpRecord: o.players.map(() => ({ bets: 0, auctions: 0, penalties: 0 })),
    history: [],
    tied: [],
    ending: null,
    result: null,
    victory: null,
  };
  s.history.push({ round: 0, money: s.players.map((p) => p.money), vp: s.players.map(vpOf) });
  enterPhase(s, firstPhaseOfRound(s));
  settle(s);
  return s;
}
