import { betTurnsToCome } from '../../src-shared/engine/family/bet-order';
import { openBets, stakeBounds, tableWithBet, type BetTable } from '../../src-shared/engine/family/betting';
import { COLORS, colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { PlayerView } from '../../src-shared/index';
import { betVp, showPlaces } from '../../src-shared/engine/race/payoffs';
import type { Outcomes } from '../simulation/outcomes';

/** A bet a rival is expected to place: horse index, kind, stake. */
export interface ForecastBet {
  seat: number;
  h: number;
  kind: 'win' | 'show';
  stake: number;
}

/**
 * The Family Game bets still to come this round from the others, per determinization. At each of
 * their turns (bet-order.ts), a rival places the open bet (a free token, not a bet it already
 * holds) that brings the most VP on average over that determinization's races, at the minimum
 * stake: how a bot that searches bets where VP decide the game, and a person who backs the likely
 * winner. A rival who cannot cover the minimum stake then does not bet.
 *
 * The others' bets are part of what the bot's own choice is judged against (win-chance.ts), so the
 * forecast is made here, from the same sampled races.
 */
export function forecastBets(view: PlayerView, o: Outcomes): ForecastBet[][] {
  return forecastFromShares(view, placeShares(o), o.vpBonus);
}

/**
 * The same from the races' shares: `places[(d * HORSE_COUNT + h) * HORSE_COUNT + k]` is the share of determinization
 * d's races where horse h finished k-th; `vpBonus[d * HORSE_COUNT + h]` is what the cards there add to a
 * successful bet's VP.
 */
export function forecastFromShares(view: PlayerView, places: Float64Array, vpBonus: Int8Array): ForecastBet[][] {
  const turns = betTurnsToCome(view, view.seat);
  const dets = vpBonus.length / HORSE_COUNT;
  const out: ForecastBet[][] = [];
  for (let d = 0; d < dets; d++) {
    const bets: ForecastBet[] = [];
    if (turns.length > 0) {
      let table: BetTable = view;
      const money = view.players.map((p) => p.money);
      for (const { seat } of turns) {
        const p = view.players[seat];
        const range = stakeBounds(money[seat], p.vp);
        if (!range || p.forfeited) continue;
        const shows = showPlaces(p.character);
        let best: ForecastBet | null = null,
          bestVp = 0;
        for (const { horse, kind } of openBets(table, seat)) {
          const h = colorIndex(horse);
          const at = (d * HORSE_COUNT + h) * HORSE_COUNT;
          let share = places[at];
          if (kind === 'show') for (let k = 1; k < shows && k < HORSE_COUNT; k++) share += places[at + k];
          const vp = betVp(kind, vpBonus[d * HORSE_COUNT + h]) * share;
          if (vp > bestVp) {
            bestVp = vp;
            best = { seat, h, kind, stake: range.min };
          }
        }
        if (!best) continue;
        bets.push(best);
        table = tableWithBet(table, { seat, horse: COLORS[best.h], kind: best.kind, stake: best.stake });
        money[seat] -= best.stake;
      }
    }
    out.push(bets);
  }
  return out;
}

/** Per determinization × horse × place, the share of that determinization's races where the horse finished there. */
function placeShares(o: Outcomes): Float64Array {
  const dets = o.rows.length / HORSE_COUNT;
  const out = new Float64Array(dets * HORSE_COUNT * HORSE_COUNT);
  const total = o.rankings.length / HORSE_COUNT;
  for (let r = 0; r < total; r++) {
    const d = Math.floor(r / o.perDet);
    for (let k = 0; k < HORSE_COUNT; k++)
      out[(d * HORSE_COUNT + o.rankings[r * HORSE_COUNT + k]) * HORSE_COUNT + k] += 1 / o.perDet;
  }
  return out;
}
