import type { PlayerAction, PlayerView } from '../../src-shared/index';
import { vpValue } from '../evaluation/utility';
import { levelParams, type BotLevel, type Personality, type WorkCaps } from '../levels';
import { partOf } from '../search/anytime';
import { raceStats, type Clock } from '../search/search';
import { chooseBet } from './bet-policy';
import { crowdStance, crowdStats, foreseesCrowd, STANCE_WEIGHT } from './crowd-sight';
import { boardDecision } from './board-policy';
import { chanceBet, chanceCard, inChanceRounds } from './game-chance';
import { oneOfferPerPhase } from './offer-limit';
import { plannedFirstBet, plansFirstBet } from './plan-bet';
import { choosePhotoOrder, chooseEricChange, choosePlayCard } from './race-policy';
import { randomAction } from './random-bot';

/**
 * Which policy answers a Family or Board Game decision: bets (bet-policy, plan-bet, and in the
 * Family Game's last rounds game-chance), Action cards and Eric Change (race-policy or
 * game-chance), the photo-finish order, and the Board Game's other decisions (board-policy).
 */
export function decideClassic(
  offered: PlayerView,
  level: BotLevel,
  seat: { personality?: Personality } & WorkCaps,
  clock: Clock,
  random: () => number,
): PlayerAction {
  const view = oneOfferPerPhase(offered);
  const moves = view.moves;
  if (moves.length === 0) throw new Error(`chooseAction: seat ${view.seat} has no legal move now`);
  if (level === 'random') return randomAction(view, random);
  const lv = levelParams(level, seat.personality, seat);
  const vpv = vpValue(view) * lv.vpScale[view.mode];
  const first = moves[0];
  if (view.phase === 'firstBets' || view.phase === 'secondBets') {
    if (moves.every((m) => m.type === 'pass')) return { type: 'pass', seat: view.seat };
    const byChance = inChanceRounds(view, lv.chanceBetRounds)
      ? chanceBet(view, moves, lv.search, lv.planBets, lv.lean, random, clock)
      : null;
    if (byChance) return byChance;
    if (foreseesCrowd(view, lv.crowdSight)) {
      const weight = lv.crowdSight * STANCE_WEIGHT[crowdStance(view)];
      const statsOf = crowdStats(view, moves, lv.search, weight, random, clock);
      return chooseBet(view, moves, statsOf, vpv, lv.noise, lv.staking, random);
    }
    // A planned first bet searches once per horse after these figures: they get their share of the time.
    const plans = lv.planBets && plansFirstBet(view);
    const stats = raceStats(view, lv.search, random, plans ? partOf(clock, 1 / 7) : clock);
    const planned = plans ? plannedFirstBet(view, moves, stats, lv.search, vpv, lv.staking, random, clock) : null;
    return planned ?? chooseBet(view, moves, stats, vpv, lv.noise, lv.staking, random);
  }
  switch (first.type) {
    case 'playCard':
      return (
        (inChanceRounds(view, lv.chanceCardRounds)
          ? chanceCard(view, moves, lv.search, lv.lean, random, clock)
          : null) ?? choosePlayCard(view, moves, lv, vpv, random, clock)
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
