import { colorIndex } from '../src-shared/colors';
import type { PlayerView } from '../src-shared/index';
import { STABLE_PRIZES } from '../src-shared/payoffs';
import type { HorseStats } from './race-stats';

/**
 * The bots' utility: money plus VP at a money value that rises as the game nears its end (VP decide
 * the winner; money only buys later VP, and on the last round almost nothing).
 */
export function vpValue(view: PlayerView): number {
  if (view.round >= view.rounds) return 4000;
  const progress = view.rounds > 1 ? (view.round - 1) / (view.rounds - 1) : 1;
  return 700 + 1100 * progress;
}

/** Money to keep for next round's mandatory minimum bet (missing it costs 2 VP). */
export function reserve(view: PlayerView, seat = view.seat, extraVp = 0): number {
  const debt = loanDebt(view, seat);
  if (view.round >= view.rounds) return debt;
  return debt + Math.max(100, 100 * (view.players[seat].vp + extraVp)) + 200;
}

/** What the seat must repay at the end of the game (RULES.md §7, with the Aronne / Michele discounts). */
export function loanDebt(view: PlayerView, seat = view.seat): number {
  const p = view.players[seat];
  let debt = 0;
  for (const k of p.loans) {
    if (k === 'bank') debt += p.assistants.includes(28) ? 1500 : 2500;
    else debt += p.assistants.includes(27) ? 4000 : 5000;
  }
  return debt;
}

export function showsOnFourth(view: PlayerView, seat: number): boolean {
  return view.players[seat].character === 'miss-paris';
}

/** Expected money + VP value this race brings `seat`, from its public bets and stables (stakes are sunk). */
export function seatRaceValue(view: PlayerView, stats: HorseStats, seat: number, vpv: number): number {
  let v = 0;
  const betOn = [false, false, false, false, false, false];
  for (const b of view.bets) {
    if (b.seat !== seat) continue;
    const h = colorIndex(b.horse);
    v += betValue(view, stats, seat, h, b.kind, b.stake, vpv);
    if (!betOn[h]) v += stats.bettorMoney[h];
    betOn[h] = true;
  }
  for (const c of view.players[seat].stables) {
    const h = colorIndex(c);
    for (let k = 0; k < 3; k++) v += STABLE_PRIZES[k] * stats.place[h * 6 + k];
  }
  return v;
}

/** Expected return (money and VP value, not counting the stake paid) of one bet. */
export function betValue(
  view: PlayerView,
  stats: HorseStats,
  seat: number,
  h: number,
  kind: 'win' | 'show',
  stake: number,
  vpv: number,
): number {
  if (kind === 'win') return stake * stats.winMult[h] + vpv * stats.winVp[h];
  const four = showsOnFourth(view, seat);
  let p = stats.place[h * 6] + stats.place[h * 6 + 1] + stats.place[h * 6 + 2];
  if (four) p += stats.place[h * 6 + 3];
  return 2 * stake * p + vpv * (four ? stats.showVp4[h] : stats.showVp3[h]);
}

/**
 * What a race is worth to the bot: its own value minus `rivalry` times the others' mean (a bot that
 * only counts itself would gladly help a rival; VP are relative).
 */
export function tableValue(view: PlayerView, stats: HorseStats, vpv: number, rivalry: number): number {
  const me = view.seat;
  let others = 0,
    n = 0;
  view.players.forEach((p, seat) => {
    if (seat === me || p.forfeited) return;
    others += seatRaceValue(view, stats, seat, vpv);
    n++;
  });
  return seatRaceValue(view, stats, me, vpv) - (n > 0 ? (rivalry * others) / n : 0);
}
