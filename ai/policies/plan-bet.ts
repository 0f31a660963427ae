import { COLORS, colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { priceBet, type Staking } from '../evaluation/bet-value';
import { addRaces, emptyStats, finishStats, mergeStats, type HorseStats } from '../simulation/race-stats';
import { anytime, DetSampler, overDets, type Clock } from '../search/anytime';
import type { SearchBudget } from '../search/search';

/**
 * Hard's first bet with a plan: the bot still holds its Action cards, so each bet is judged on the
 * race it will make by playing them for that bet (helpful cards on the horse bet on, harmful ones on
 * its strongest rival), against the others' cards sampled as usual.
 */

type BetMove = Extract<Move, { type: 'bet' }>;

/**
 * The bot's cards still in hand, played for a bet on `h`: helpful ones on it, harmful ones on its
 * strongest rival, the other horse with the highest `winWeight` (its chance or count of wins).
 */
export function planFor(view: PlayerView, h: number, winWeight: (horse: number) => number): PlayedCard[] {
  let rival = h === 0 ? 1 : 0;
  for (let x = 0; x < HORSE_COUNT; x++) if (x !== h && winWeight(x) > winWeight(rival)) rival = x;
  return view.hand.map((card) => ({ card, horse: COLORS[isHelpful(card) ? h : rival], seat: view.seat }));
}

/** Whether the bot plans this bet: a first bet with Action cards still in hand. */
export function plansFirstBet(view: PlayerView): boolean {
  return view.hand.length > 0 && view.phase === 'firstBets';
}

export function plannedFirstBet(
  view: PlayerView,
  moves: Move[],
  base: HorseStats,
  b: SearchBudget,
  vpv: number,
  staking: Staking,
  random: () => number,
  clock: Clock,
): PlayerAction | null {
  if (!plansFirstBet(view)) return null;
  const bets = moves.filter((m): m is BetMove => m.type === 'bet');
  const horses = [...new Set(bets.map((m) => colorIndex(m.horse)))];
  const plans = horses.map((h) => planFor(view, h, (x) => base.place[x * HORSE_COUNT]));
  const dets = new DetSampler(view, b, random);
  const byHorse = anytime(clock, b, (count, races, c) => {
    const stats = horses.map(() => emptyStats());
    // One determinization's figures, folded in once every horse has them.
    let det = horses.map(() => emptyStats());
    const done = overDets(
      c,
      count,
      horses.length,
      (d, i) => {
        const { table, words } = dets.get(d);
        addRaces(det[i], view.odds, [...table, ...plans[i]], view.lineup, races, words);
      },
      () => {
        det.forEach((x, i) => mergeStats(stats[i], x));
        det = horses.map(() => emptyStats());
      },
    );
    if (done === 0) return undefined;
    return new Map(horses.map((h, i) => [h, finishStats(stats[i])]));
  });
  let best: PlayerAction | null = null,
    bestGain = -Infinity;
  for (const m of bets) {
    const priced = priceBet(view, byHorse.get(colorIndex(m.horse))!, m, vpv, staking);
    if (priced.gain > bestGain) {
      bestGain = priced.gain;
      best = { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: priced.stake };
    }
  }
  return best;
}
