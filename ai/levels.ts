import { FAMILY_PLACEMENT } from './opponent-model/family-placement';
import type { SearchBudget } from './search/search';

/** Bot strength: 'random' is the baseline; easy is rule-based; normal and hard search. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

/** How a bot sizes a bet that makes money on average (bet-policy.ts). */
export interface Staking {
  /** The share of the Kelly stake it puts down. */
  kelly: number;
  /** The least edge (expected money per unit staked, above 1) for more than the minimum stake. */
  minEdge: number;
}

/**
 * Bots of one level with different temperaments (issue 21), so three bots of a level do not play
 * as one bot three times: cautious stakes less and only on a clear edge, bold stakes more on a thin
 * one, tricky weighs the rivals' gains more when it plays its cards or moves the odds.
 */
export type Personality = 'cautious' | 'bold' | 'tricky';

/** The levels whose bots have personalities. */
export const PERSONALITY_LEVELS = ['normal', 'hard'] as const;
export const PERSONALITY_NAMES: readonly Personality[] = ['cautious', 'bold', 'tricky'];

/** What a personality changes in its level's parameters. */
export interface PersonalityParams {
  staking: Staking;
  /** Weight of the rivals' mean value against the bot's own in its searches. */
  rivalry: number;
}

/** What each level may spend and how it plays; work is counted in races, so it is deterministic. */
export interface LevelParams {
  search: SearchBudget;
  /** Easy plays its cards by rule, not by search. */
  cardsByRule: boolean;
  /** Family Game: bets in this many last rounds are judged by the chance of winning the game (game-chance.ts). */
  chanceBetRounds: number;
  /** VP weigh this much more in bets and card plays, per mode (measured: searching bots win more valuing VP well above money). */
  boardVpScale: number;
  familyVpScale: number;
  /** Family Game: card plays in this many last rounds are judged by the chance of winning the game. */
  chanceCardRounds: number;
  /** First bets planned with the bot's own cards still in hand (plan-bet.ts). */
  planBets: boolean;
  /** Board Game: what two Action cards are worth to this bot (a searching bot uses them well). */
  actionCardsValue: number;
  /** Relative noise on option values (easy's randomness). */
  noise: number;
  /** Stake sizing (the level's own; a personality replaces it). */
  staking: Staking;
  /** The level's personalities, by name: the searching levels have them (easy's noise already varies its play). */
  personalities?: Record<Personality, PersonalityParams>;
  /** The app's wall-clock cap of one decision, ms (set by the worker for responsiveness; never in tests or the cli). */
  appBudgetMs: number;
}

export const LEVELS: Record<'easy' | 'normal' | 'hard', LevelParams> = {
  easy: {
    search: { dets: 1, races: 150, model: false, futurePlays: false, rivalry: 0 },
    cardsByRule: true,
    chanceBetRounds: 0,
    boardVpScale: 1,
    familyVpScale: 1,
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550,
    noise: 0.3,
    staking: { kelly: 0.4, minEdge: 0.05 },
    appBudgetMs: 15,
  },
  normal: {
    search: { dets: 10, races: 250, model: true, futurePlays: true, byRecord: true, rivalry: 1 },
    cardsByRule: false,
    chanceBetRounds: 1,
    boardVpScale: 3,
    familyVpScale: 5,
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550,
    noise: 0,
    staking: { kelly: 0.4, minEdge: 0.05 },
    personalities: {
      cautious: { staking: { kelly: 0.25, minEdge: 0.1 }, rivalry: 1 },
      bold: { staking: { kelly: 0.6, minEdge: 0.02 }, rivalry: 1 },
      tricky: { staking: { kelly: 0.4, minEdge: 0.05 }, rivalry: 1.5 },
    },
    appBudgetMs: 200,
  },
  hard: {
    search: {
      dets: 20,
      races: 400,
      model: true,
      futurePlays: true,
      byRecord: true,
      rivalry: 1,
      familyModel: FAMILY_PLACEMENT,
      foreseeBets: true,
    },
    cardsByRule: false,
    chanceBetRounds: 99,
    boardVpScale: 3,
    familyVpScale: 5,
    chanceCardRounds: 99,
    planBets: true,
    actionCardsValue: 1000,
    noise: 0,
    staking: { kelly: 0.4, minEdge: 0.05 },
    personalities: {
      cautious: { staking: { kelly: 0.25, minEdge: 0.1 }, rivalry: 1 },
      bold: { staking: { kelly: 0.6, minEdge: 0.02 }, rivalry: 1 },
      tricky: { staking: { kelly: 0.4, minEdge: 0.05 }, rivalry: 1.5 },
    },
    appBudgetMs: 900,
  },
};

/** A level's parameters as one of its personalities plays them. */
export function withPersonality(lv: LevelParams, p: Personality | undefined): LevelParams {
  if (p === undefined) return lv;
  if (!lv.personalities) throw new Error(`this level has no personality "${p}"`);
  const { staking, rivalry } = lv.personalities[p];
  return { ...lv, staking, search: { ...lv.search, rivalry } };
}

/** Caps on a decision's work, counted in samples and races so it stays deterministic (ai/index.ts DecideOptions). */
export interface WorkCaps {
  maxSamples?: number;
  maxRaces?: number;
}

/** The level's parameters with its search cut down to the work caps. */
function capped(lv: LevelParams, caps: WorkCaps): LevelParams {
  const { maxSamples, maxRaces } = caps;
  if (maxSamples === undefined && maxRaces === undefined) return lv;
  const search = {
    ...lv.search,
    dets: Math.max(1, Math.min(lv.search.dets, maxSamples ?? Infinity)),
    races: Math.max(1, Math.min(lv.search.races, maxRaces ?? Infinity)),
  };
  return { ...lv, search };
}

/** What a seat of this level and personality plays by, within the work caps. */
export function levelParams(
  level: Exclude<BotLevel, 'random'>,
  personality: Personality | undefined,
  caps: WorkCaps,
): LevelParams {
  return capped(withPersonality(LEVELS[level], personality), caps);
}
