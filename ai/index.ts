import type { GameMode, PartyView, PlayerAction, PlayerView } from '../src-shared/index';
import { nextFloat, seedRng } from '../src-shared/engine/core/rng';
import { LEVELS, type BotLevel, type Personality } from './levels';
import { decideClassic } from './policies/decide';
import { choosePartyAction } from './policies/party/party-bots';
import type { ViewOf } from './policies/random-decision';
import type { Clock } from './search/search';

/**
 * The bots' one entry point (ai/README.md): a decision for one seat from its view alone. The
 * app runs it in a Web Worker (runtime/); the cli and the tests call it directly.
 */

export { BOT_LEVELS, type BotLevel } from './levels';
export { randomDecision } from './policies/random-decision';
export { explainDecision, HINT_WORK, type Hint, type HintOptions } from './hints/explain';
export type { BetHint, CardHint, Explanation, HorseChance, PurchaseHint } from './hints/hint-types';

export interface DecideOptions {
  /** Work cap: at most this many determinizations (samples of the hidden cards) per search; default the level's. */
  maxSamples?: number;
  /** Work cap: at most this many races per determinization and candidate; default the level's. */
  maxRaces?: number;
  /**
   * Wall-clock cap in ms, for the app's responsiveness only (the worker sets it); none by default.
   * Tests and the cli never set it: work is counted in samples and races, so a decision replays.
   */
  budgetMs?: number;
  /** Set `aborted` to stop a search early; the best action found so far is returned. */
  signal?: { aborted: boolean };
  /** The seat's personality within its level (levels.ts); none plays the level's own parameters. */
  personality?: Personality;
}

/** The wall-clock cap the app gives a level's decisions (see LevelParams.appBudgetMs); none for random. */
export function appBudgetMs(level: BotLevel): number | undefined {
  return level === 'random' ? undefined : LEVELS[level].appBudgetMs;
}

/** How a mode's bots decide: from the view, the level, the work caps and the bot's own generator. */
type Policy<V> = (view: V, level: BotLevel, opts: DecideOptions, random: () => number) => PlayerAction;

function classicPolicy(view: PlayerView, level: BotLevel, opts: DecideOptions, random: () => number): PlayerAction {
  const deadline = opts.budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + opts.budgetMs;
  const clock: Clock = { deadline, signal: opts.signal };
  return decideClassic(view, level, opts, clock, random);
}

/**
 * Each mode's bots. The Family and Board Games' search within their work caps; the Party Game's
 * decide by rule and exact odds, with no search to cap (policies/party/).
 */
const POLICIES: { readonly [M in GameMode]: Policy<ViewOf<M>> } = {
  family: classicPolicy,
  board: classicPolicy,
  party: (view, level, _opts, random) => choosePartyAction(view, level, random),
};

/**
 * One decision for the seat of `view`, from that view alone (no peeking) and the bot's own seed.
 * Deterministic given (view, level, seed, work caps) unless a time cap or the signal stops it.
 */
export function chooseAction(
  view: PlayerView | PartyView,
  level: BotLevel,
  seed: string | number,
  opts: DecideOptions = {},
): PlayerAction {
  const rng = seedRng(`${seed}`);
  const random = (): number => nextFloat(rng);
  // A view only ever goes to its own mode's policy.
  return (POLICIES[view.mode] as Policy<typeof view>)(view, level, opts, random);
}
