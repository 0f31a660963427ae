import { colorIndex } from '../../src-shared/engine/core/colors';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { priceBet, type BetMove, type PricedBet, type Staking } from '../evaluation/bet-value';
import { reserve } from '../evaluation/utility';
import type { HorseStats } from '../simulation/race-stats';
import { NOISE_MONEY } from '../tuning';

/** The bets: each open bet priced on the race figures (evaluation/bet-value.ts), the best one placed. */

function toAction(b: PricedBet): PlayerAction {
  return { type: 'bet', seat: b.move.seat, horse: b.move.horse, kind: b.move.kind, stake: b.stake };
}

/**
 * First bets are mandatory; second bets only when they gain and leave the reserve. `stats` are the
 * race figures, or per horse the figures a bet on it is priced on (crowd-sight.ts).
 */
export function chooseBet(
  view: PlayerView,
  moves: Move[],
  stats: HorseStats | ((h: number) => HorseStats),
  vpv: number,
  noise: number,
  staking: Staking,
  random: () => number,
): PlayerAction {
  const statsOf = typeof stats === 'function' ? stats : () => stats;
  const bets = moves
    .filter((m): m is BetMove => m.type === 'bet')
    .map((m) => priceBet(view, statsOf(colorIndex(m.horse)), m, vpv, staking));
  const score = (b: PricedBet): number =>
    b.gain + noise * Math.abs(b.gain) * (2 * random() - 1) + noise * NOISE_MONEY.bet * random();
  let best: PricedBet | null = null,
    bestScore = -Infinity;
  for (const b of bets) {
    const s = score(b);
    if (s > bestScore) {
      best = b;
      bestScore = s;
    }
  }
  if (view.phase === 'secondBets') {
    const money = view.players[view.seat].money;
    if (!best || bestScore <= 0 || money - best.stake < reserve(view)) return { type: 'pass', seat: view.seat };
  }
  if (!best) return { type: 'pass', seat: view.seat };
  return toAction(best);
}
