import type { PartyView, PlayerAction, PlayerView } from '../src-shared/index';
import { choosePartyAction } from './party-bots';
import { nextFloat, seedRng } from '../src-shared/rng';
import { chooseBet } from './bet-policy';
import { chanceBet, chanceCard, inChanceRounds } from './game-chance';
import { plannedFirstBet } from './plan-bet';
import { boardDecision } from './board-policy';
import { LEVELS, withPersonality, type LevelParams, type Personality } from './levels';
import { oneOfferPerPhase } from './offer-limit';
import { randomAction } from './random-bot';
import { choosePhotoOrder, chooseEricChange, choosePlayCard } from './race-policy';
import { raceStats, type Clock } from './search';
import { vpValue } from './utility';

/** Bot strength: 'random' is the baseline; easy is rule-based; normal and hard search. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

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

/** The level's parameters with its search cut down to the work caps of `opts`. */
function capped(lv: LevelParams, opts: DecideOptions): LevelParams {
  const { maxSamples, maxRaces } = opts;
  if (maxSamples === undefined && maxRaces === undefined) return lv;
  const search = {
    ...lv.search,
    dets: Math.max(1, Math.min(lv.search.dets, maxSamples ?? Infinity)),
    races: Math.max(1, Math.min(lv.search.races, maxRaces ?? Infinity)),
  };
  return { ...lv, search };
}

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
  // The Party Game's bots decide by rule and exact odds, with no search to cap (ai/party-bots.ts).
  if (view.mode === 'party') return choosePartyAction(view, level, random);
  return classicAction(oneOfferPerPhase(view), level, opts, random);
}

/** A Family or Board Game decision (chooseAction), from the moves this bot allows itself. */
function classicAction(view: PlayerView, level: BotLevel, opts: DecideOptions, random: () => number): PlayerAction {
  const moves = view.moves;
  if (moves.length === 0) throw new Error(`chooseAction: seat ${view.seat} has no legal move now`);
  if (level === 'random') return randomAction(view, random);
  const lv = capped(withPersonality(LEVELS[level], opts.personality), opts);
  const deadline = opts.budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + opts.budgetMs;
  const clock: Clock = { deadline, signal: opts.signal };
  const vpv = vpValue(view) * (view.mode === 'board' ? lv.boardVpScale : lv.familyVpScale);
  const first = moves[0];
  if (view.phase === 'firstBets' || view.phase === 'secondBets') {
    if (moves.every((m) => m.type === 'pass')) return { type: 'pass', seat: view.seat };
    const byChance = inChanceRounds(view, lv.chanceBetRounds)
      ? chanceBet(view, moves, lv.search, lv.planBets, random, clock)
      : null;
    if (byChance) return byChance;
    const stats = raceStats(view, lv.search, random, clock);
    const planned = lv.planBets ? plannedFirstBet(view, moves, stats, lv.search, vpv, lv.staking, random, clock) : null;
    return planned ?? chooseBet(view, moves, stats, vpv, lv.noise, lv.staking, random);
  }
  switch (first.type) {
    case 'playCard':
      return (
        (inChanceRounds(view, lv.chanceCardRounds) ? chanceCard(view, moves, lv.search, random, clock) : null) ??
        choosePlayCard(view, moves, lv, vpv, random, clock)
      );
    case 'moveOdds':
    case 'pass':
      if (view.phase === 'ericChange') return chooseEricChange(view, moves, lv, vpv, random, clock);
      break;
    case 'photoOrder':
      return choosePhotoOrder(view, first.tied, vpv, lv.search.rivalry);
    default:
      break;
  }
  return boardDecision(view, moves, lv, random) ?? randomAction(view, random);
}
