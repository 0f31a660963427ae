import { HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { PlayerView } from '../../src-shared/index';
import { lineupByHorse, raceOdds } from '../../src-shared/engine/board/lineup';
import { resolveRaceCards } from '../../src-shared/engine/race/reveal';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { FastRace } from './fast-race';

/** Whole races of one table sampled per determinization of its hidden cards, for judging by the chance of winning the game. */

const sim = new FastRace();

/** One determinization: a table of the hidden cards, and the seed of its races. */
export interface Det {
  table: PlayedCard[];
  words: number[];
}

/** Sampled races of one table: finishing orders, and per determinization what the cards do to payoffs. */
export interface Outcomes {
  perDet: number;
  /** 6 horse indices per race, first to last. */
  rankings: Uint8Array;
  /** Per determinization × horse: the odds row raced on, the Boss VP bonus, the Pecunia / Armand money. */
  rows: Int8Array;
  vpBonus: Int8Array;
  bettorMoney: Float64Array;
}

/** `races` races per determinization, with the bot's `extra` cards laid too. */
export function outcomesOf(
  view: PlayerView,
  dets: readonly Det[],
  races: number,
  extra: readonly PlayedCard[] = [],
): Outcomes {
  const o: Outcomes = {
    perDet: races,
    rankings: new Uint8Array(dets.length * races * HORSE_COUNT),
    rows: new Int8Array(dets.length * HORSE_COUNT),
    vpBonus: new Int8Array(dets.length * HORSE_COUNT),
    bettorMoney: new Float64Array(dets.length * HORSE_COUNT),
  };
  let n = 0;
  dets.forEach((d, i) => {
    const rc = resolveRaceCards(extra.length > 0 ? [...d.table, ...extra] : d.table, lineupByHorse(view.lineup));
    const rows = raceOdds(view.odds, view.lineup, rc);
    for (let h = 0; h < HORSE_COUNT; h++) {
      o.rows[i * HORSE_COUNT + h] = rows[h];
      o.vpBonus[i * HORSE_COUNT + h] = rc.vpBonus[h];
      o.bettorMoney[i * HORSE_COUNT + h] = rc.bettorMoney[h].reduce((a, m) => a + m, 0);
    }
    sim.seed(d.words);
    sim.setup(rows, rc.mods);
    for (let r = 0; r < races; r++, n++) {
      sim.run();
      o.rankings.set(sim.ranking, n * HORSE_COUNT);
    }
  });
  return o;
}
