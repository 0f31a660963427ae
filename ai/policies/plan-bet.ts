import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { sampleTable } from '../sampling/determinize';
import { priceBet, type Staking } from '../evaluation/bet-value';
import { addRaces, emptyStats, finishStats, type HorseStats } from '../simulation/race-stats';
import type { Clock, SearchBudget } from '../search/search';

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
  for (let x = 0; x < 6; x++) if (x !== h && winWeight(x) > winWeight(rival)) rival = x;
  return view.hand.map((card) => ({ card, horse: COLORS[isHelpful(card) ? h : rival], seat: view.seat }));
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
  if (view.hand.length === 0 || view.phase !== 'firstBets') return null;
  const bets = moves.filter((m): m is BetMove => m.type === 'bet');
  const horses = [...new Set(bets.map((m) => colorIndex(m.horse)))];
  const stats = new Map<number, HorseStats>(horses.map((h) => [h, emptyStats()]));
  for (let d = 0; d < b.dets; d++) {
    if (d > 0 && (clock.signal?.aborted || Date.now() > clock.deadline)) break;
    const table = sampleTable(view, random, b);
    const words = [0, 1, 2, 3].map(() => Math.floor(random() * 4294967296) | 0);
    for (const h of horses)
      addRaces(
        stats.get(h)!,
        view.odds,
        [...table, ...planFor(view, h, (x) => base.place[x * 6])],
        view.lineup,
        b.races,
        words,
      );
  }
  for (const st of stats.values()) finishStats(st);
  let best: PlayerAction | null = null,
    bestGain = -Infinity;
  for (const m of bets) {
    const priced = priceBet(view, stats.get(colorIndex(m.horse))!, m, vpv, staking);
    if (priced.gain > bestGain) {
      bestGain = priced.gain;
      best = { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: priced.stake };
    }
  }
  return best;
}
