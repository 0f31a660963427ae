import { colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import { loanDebt } from '../../src-shared/engine/board/holdings';
import type { PlayerView } from '../../src-shared/index';
import { minimumBetForVp } from '../../src-shared/engine/core/players';
import { STABLE_PRIZES, betMoney, showPlaces } from '../../src-shared/engine/race/payoffs';
import type { HorseStats } from '../simulation/race-stats';
import { RESERVE_MARGIN, VP_VALUE } from '../tuning';

/**
 * The bots' utility: money plus VP at a money value that rises as the game nears its end (VP decide
 * the winner; money only buys later VP, and on the last round almost nothing).
 */
export function vpValue(view: PlayerView): number {
  if (view.round >= view.rounds) return VP_VALUE.last;
  const progress = view.rounds > 1 ? (view.round - 1) / (view.rounds - 1) : 1;
  return VP_VALUE.first + VP_VALUE.rise * progress;
}

/** Money to keep for the loans and for next round's mandatory minimum bet (missing it costs 2 VP). */
export function reserve(view: PlayerView, seat = view.seat, extraVp = 0): number {
  const debt = loanDebt(view.players[seat]);
  if (view.round >= view.rounds) return debt;
  return debt + minimumBetForVp(view.players[seat].vp + extraVp) + RESERVE_MARGIN;
}

/** P(a bet of this kind on horse h wins) for a bettor whose Show bets pay on the first `places` places. */
export function winsChance(stats: HorseStats, h: number, kind: 'win' | 'show', places: number): number {
  if (kind === 'win') return stats.place[h * HORSE_COUNT];
  let p = stats.place[h * HORSE_COUNT];
  for (let k = 1; k < places; k++) p += stats.place[h * HORSE_COUNT + k];
  return p;
}

/** E[VP of a Show bet on each horse] for a bettor whose Show bets pay on the first `places` places. */
function showVp(stats: HorseStats, places: number): Float64Array {
  if (places === 3) return stats.showVp3;
  if (places === 4) return stats.showVp4;
  throw new Error(`no Show VP figures for ${places} places`);
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
    for (let k = 0; k < STABLE_PRIZES.length; k++) v += STABLE_PRIZES[k] * stats.place[h * HORSE_COUNT + k];
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
  const places = showPlaces(view.players[seat].character);
  // A Show bet's money does not depend on the odds row.
  return betMoney(kind, stake, 0) * winsChance(stats, h, kind, places) + vpv * showVp(stats, places)[h];
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
