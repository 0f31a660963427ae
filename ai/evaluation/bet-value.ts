import { STAKE_STEP, openBets, stakeBounds } from '../../src-shared/engine/family/betting';
import { colorIndex } from '../../src-shared/engine/core/colors';
import type { Move, PlayerView } from '../../src-shared/index';
import { betMoney, showPlaces } from '../../src-shared/engine/race/payoffs';
import type { HorseStats } from '../simulation/race-stats';
import { betValue, reserve, winsChance } from './utility';

/** How a bot sizes a bet that makes money on average (levels.ts sets it per level and personality). */
export interface Staking {
  /** The share of the Kelly stake it puts down. */
  kelly: number;
  /** The least edge (expected money per unit staked, above 1) for more than the minimum stake. */
  minEdge: number;
}

export type BetMove = Extract<Move, { type: 'bet' }>;

/** A bet, its stake and its expected gain over the stake (money plus VP value). */
export interface PricedBet {
  move: BetMove;
  stake: number;
  gain: number;
}

/**
 * Stake sizing: the minimum unless the bet makes money on average (an edge above `minEdge`); then
 * a fraction of the Kelly stake, kept above the money the bot needs for next round's minimum bet.
 */
export function priceBet(view: PlayerView, stats: HorseStats, m: BetMove, vpv: number, staking: Staking): PricedBet {
  const h = colorIndex(m.horse);
  const me = view.players[view.seat];
  const p = winsChance(stats, h, m.kind, showPlaces(me.character));
  // Money per unit staked when the bet wins (a Win bet's odds row can move with ODDS cards).
  const mult = m.kind === 'win' && p > 0 ? stats.winMult[h] / p : betMoney(m.kind, 1, view.odds[h]);
  const edge = p * mult - 1;
  const spare = Math.max(
    m.minStake,
    Math.min(m.maxStake, Math.floor((me.money - reserve(view)) / STAKE_STEP) * STAKE_STEP),
  );
  let stake = m.minStake;
  if (edge > staking.minEdge && mult > 1) {
    const kelly = edge / (mult - 1);
    stake = Math.min(
      spare,
      Math.max(m.minStake, Math.floor((staking.kelly * kelly * me.money) / STAKE_STEP) * STAKE_STEP),
    );
  }
  const already = view.bets.some((b) => b.seat === view.seat && b.horse === m.horse);
  const gain = betValue(view, stats, view.seat, h, m.kind, stake, vpv) - stake + (already ? 0 : stats.bettorMoney[h]);
  return { move: m, stake, gain };
}

/**
 * The gain of the best second bet the bot could still place on a race with these figures: what
 * playing a card or moving odds is also worth to a bot that bets after it.
 */
export function secondBetOption(view: PlayerView, stats: HorseStats, vpv: number, staking: Staking): number {
  const me = view.players[view.seat];
  const range = stakeBounds(me.money, me.vp);
  if (!range) return 0;
  let best = 0;
  for (const { horse, kind } of openBets(view, view.seat)) {
    const m: BetMove = { type: 'bet', seat: view.seat, horse, kind, minStake: range.min, maxStake: range.max };
    const b = priceBet(view, stats, m, vpv, staking);
    if (b.gain > best && me.money - b.stake >= reserve(view)) best = b.gain;
  }
  return best;
}
