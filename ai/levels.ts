import type { Staking } from './evaluation/bet-value';
import { FAMILY_PLACEMENT } from './opponent-model/family-placement';
import type { SearchBudget } from './search/search';
import type { Mode } from '../src-shared/index';

/** Bot strength: 'random' is the baseline; easy is rule-based; normal and hard search. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

/**
 * Bots of one level with different temperaments (docs/bots.md), so three bots of a level do not play
 * as one bot three times: cautious stakes less and only on a clear edge, bold stakes more on a thin
 * one, tricky weighs the rivals' gains more when it plays its cards or moves the odds. Where a
 * decision goes by the chance of winning the game instead (Family Game), cautious leans to Show
 * bets, bold to Win bets and tricky to helping a horse it has not bet on yet.
 */
export type Personality = 'cautious' | 'bold' | 'tricky';

/** The levels whose bots have personalities. */
export const PERSONALITY_LEVELS = ['normal', 'hard'] as const;
export const PERSONALITY_NAMES: readonly Personality[] = ['cautious', 'bold', 'tricky'];

/**
 * A taste among near-equal choices judged by the chance of winning the game (the Family Game's
 * hard bets and card plays, where stakes and rivalry play no part), in units of that chance.
 */
export interface Lean {
  /** Added to a Win bet's chance (a Show bet's loses it): bold backs to win, cautious to show. */
  winBet: number;
  /** Added to a card play that helps a horse the bot has not bet on: a feint its second bet may follow. */
  feint: number;
}

/** No taste: the level's own choices. */
export const NO_LEAN: Lean = { winBet: 0, feint: 0 };

/** What a personality changes in its level's parameters. */
export interface PersonalityParams {
  staking: Staking;
  /** Weight of the rivals' mean value against the bot's own in its searches. */
  rivalry: number;
  lean: Lean;
}

/** What each level may spend and how it plays; work is counted in races, so it is deterministic. */
export interface LevelParams {
  search: SearchBudget;
  /** Easy plays its cards by rule, not by search. */
  cardsByRule: boolean;
  /** Family Game: bets in this many last rounds are judged by the chance of winning the game (game-chance.ts). */
  chanceBetRounds: number;
  /** VP weigh this much more in bets and card plays, per mode (measured: searching bots win more valuing VP well above money). */
  vpScale: Readonly<Record<Mode, number>>;
  /** Family Game: card plays in this many last rounds are judged by the chance of winning the game. */
  chanceCardRounds: number;
  /** First bets planned with the bot's own cards still in hand (plan-bet.ts). */
  planBets: boolean;
  /** Board Game: what two Action cards are worth to this bot (a searching bot uses them well). */
  actionCardsValue: number;
  /** Board Game: buys Action cards only while holding fewer than this many (all are played in the next race). */
  actionCardsHeld: number;
  /**
   * Family Game first bets: the share of the foreseen harm a bet invites (the others' cards played out
   * once it is down, policies/crowd-sight.ts) the level counts, times its seat's stance; 0: none.
   */
  crowdSight: number;
  /** Relative noise on option values (easy's randomness). */
  noise: number;
  /** Stake sizing (the level's own; a personality replaces it). */
  staking: Staking;
  /** Taste in decisions by the chance of winning (none for the level itself; a personality's own). */
  lean: Lean;
  /** The level's personalities, by name: the searching levels have them (easy's noise already varies its play). */
  personalities?: Record<Personality, PersonalityParams>;
  /** The app's wall-clock cap of one decision, ms (set by the worker for responsiveness; never in tests or the cli). */
  appBudgetMs: number;
}

/** Every level's own stake sizing: a share of the Kelly stake, as full Kelly overbets on estimated chances. */
const STAKING: Staking = { kelly: 0.4, minEdge: 0.05 };

/**
 * The searching levels' personalities: cautious and bold move the staking either way, tricky weighs
 * the rivals half again. Hard's Family Game bets and card plays go by the chance of winning, at the
 * minimum stake, where neither counts: there each leans by one point of that chance, tricky by half
 * a point (enough to choose among near-equal options, as its seat's name says, not to give up a clear edge).
 */
const LEAN = 0.01;
// Tricky's feint leans half as far, so as to give up less of the chance of winning it is judged by
// (at a full point it won 30.0% of 350 Family Games against three normal bots). Since hard weighs
// the rest of the round: 41.7% of 300 (seed rp1; cautious 43.7%, bold 37.3%, target 32%).
const FEINT = 0.005;
const PERSONALITIES: Record<Personality, PersonalityParams> = {
  cautious: { staking: { kelly: 0.25, minEdge: 0.1 }, rivalry: 1, lean: { winBet: -LEAN, feint: 0 } },
  bold: { staking: { kelly: 0.6, minEdge: 0.02 }, rivalry: 1, lean: { winBet: LEAN, feint: 0 } },
  tricky: { staking: STAKING, rivalry: 1.5, lean: { winBet: 0, feint: FEINT } },
};

/**
 * Each level's tuned constants, in one table (the level-independent ones are in tuning.ts). The
 * targets they were tuned for are the level table of docs/bots.md (easy beats random, normal beats easy,
 * hard beats normal, each by a margin); work is counted in samples × races, so a seed replays.
 */
export const LEVELS: Record<'easy' | 'normal' | 'hard', LevelParams> = {
  easy: {
    // One look at the race (1 sample × 150 races), the others' cards drawn at random: beatable by design.
    search: { dets: 1, races: 150, model: false, futurePlays: false, rivalry: 0 },
    cardsByRule: true, // tuning.ts CARD_RULE
    chanceBetRounds: 0,
    vpScale: { board: 1, family: 1 },
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550, // 150 over their price, less than passing brings: easy and normal seldom buy them
    actionCardsHeld: Number.POSITIVE_INFINITY, // at 550 it buys only when they are free (Otto Von Alt)
    crowdSight: 0.5, // half of normal's foresight, on its one look at the race
    noise: 0.3, // a person should not read easy's next move
    staking: STAKING,
    lean: NO_LEAN,
    // Its Family first bets, which foresee the crowd, take about 20 ms of work (15 cut most of them
    // short, so the app's easy played weaker than the measured one): still far under the table's pacing.
    appBudgetMs: 50,
  },
  normal: {
    // Sampled expectimax: 10 samples of the hidden cards, read by each player's record, × 250 races.
    search: { dets: 10, races: 250, model: true, futurePlays: true, rivalry: 1 },
    cardsByRule: false,
    chanceBetRounds: 1, // the Family Game's last bets by the chance of winning the game
    vpScale: { board: 3, family: 5 }, // measured on seeded matches: searching bots win more valuing VP well above money
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550,
    actionCardsHeld: Number.POSITIVE_INFINITY, // at 550 it buys only when they are free (Otto Von Alt)
    crowdSight: 1,
    noise: 0,
    staking: STAKING,
    lean: NO_LEAN,
    personalities: PERSONALITIES,
    appBudgetMs: 200,
  },
  hard: {
    // Twice normal's samples, the placement model reading Family cards, the others' hands foreseen per first
    // bet, and the rest of the round weighed: the others' bets still to come and its own second bet.
    search: {
      dets: 20,
      races: 400,
      model: true,
      futurePlays: true,
      rivalry: 1,
      familyModel: FAMILY_PLACEMENT,
      foreseeBets: true,
      // 47% of 300 Family Games against three normal bots with it, 34% without, on the same seeds (px).
      restOfRound: true,
    },
    cardsByRule: false,
    chanceBetRounds: 99, // every Family Game bet and card play by the chance of winning the game
    vpScale: { board: 3, family: 5 },
    chanceCardRounds: 99,
    planBets: true,
    actionCardsValue: 1000, // hard plans its bets with its cards: worth more to it than passing
    // One purchase of two per phase: against three normal bots hard wins as much (42.5% of 200 Board
    // Games, 41.5% buying at both steps), but three hard bots buying four each fought a card war that
    // let a player who only makes minimum bets win 27.5% of 40 games (5.0% with this cap).
    actionCardsHeld: 2,
    crowdSight: 0, // its Family bets go by the chance of winning, with the others' hands foreseen (foreseeBets)
    noise: 0,
    staking: STAKING,
    lean: NO_LEAN,
    personalities: PERSONALITIES,
    // Hard's decisions in the browser worker must stay under 1 s: its searches stop near this
    // (anytime, docs/performance.md "Bot decision time").
    appBudgetMs: 900,
  },
};

/** A level's parameters as one of its personalities plays them. */
export function withPersonality(lv: LevelParams, p: Personality | undefined): LevelParams {
  if (p === undefined) return lv;
  if (!lv.personalities) throw new Error(`this level has no personality "${p}"`);
  const { staking, rivalry, lean } = lv.personalities[p];
  return { ...lv, staking, lean, search: { ...lv.search, rivalry } };
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
