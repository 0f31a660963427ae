import type { PartyView, PlayerAction, PlayerView } from '../src-shared/index';
import { choosePartyAction } from './party-bots';
import { nextFloat, seedRng } from '../src-shared/rng';
import { chooseBet } from './bet-policy';
import { chanceBet, chanceCard, inChanceRounds } from './game-chance';
import { plannedFirstBet } from './plan-bet';
import { boardDecision } from './board-policy';
import { LEVELS } from './levels';
import { randomAction } from './random-bot';
import { choosePhotoOrder, chooseEricChange, choosePlayCard } from './race-policy';
import { raceStats, type Clock } from './search';
import { vpValue } from './utility';

/** Bot strength: 'random' is the baseline; easy is rule-based; normal and hard search. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

export interface DecideOptions {
  /** Wall-clock cap in ms (default: the level's); the work itself is fixed by the level, so results do not depend on the clock unless the cap bites. */
  budgetMs?: number;
  /** Set `aborted` to stop a search early; the best action found so far is returned. */
  signal?: { aborted: boolean };
}

/**
 * One decision for the seat of `view`, from that view alone (no peeking) and the bot's own seed.
 * Deterministic given (view, level, seed) as long as the time cap does not bite.
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
  const moves = view.moves;
  if (moves.length === 0) throw new Error(`chooseAction: seat ${view.seat} has no legal move now`);
  if (level === 'random') return randomAction(view, random);
  const lv = LEVELS[level];
  const clock: Clock = { deadline: Date.now() + (opts.budgetMs ?? lv.budgetMs), signal: opts.signal };
  const vpv = vpValue(view) * (view.mode === 'board' ? lv.boardVpScale : lv.familyVpScale);
  const first = moves[0];
  if (view.phase === 'firstBets' || view.phase === 'secondBets') {
    if (moves.every((m) => m.type === 'pass')) return { type: 'pass', seat: view.seat };
    const byChance = inChanceRounds(view, lv.chanceBetRounds)
      ? chanceBet(view, moves, lv.search, lv.planBets, random, clock)
      : null;
    if (byChance) return byChance;
    const stats = raceStats(view, lv.search, random, clock);
    const planned = lv.planBets ? plannedFirstBet(view, moves, stats, lv.search, vpv, random, clock) : null;
    return planned ?? chooseBet(view, moves, stats, vpv, lv.noise, random);
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
