import { HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { PlayerView } from '../../src-shared/index';
import { nextFloat, nextUint, seedRng } from '../../src-shared/engine/core/rng';
import { sampleTable } from '../sampling/determinize';
import { addRaces, emptyStats, finishStats } from '../simulation/race-stats';
import { FORECAST_RACES_PER_TABLE } from '../tuning';

/** Each horse's chance to win and to finish in the first 3 (index = colour index). */
export interface Forecast {
  win: number[];
  top3: number[];
}

/**
 * The race as `view`'s player can judge it: `samples` tables of the face-down cards they cannot
 * see, drawn uniformly from the cards they have not seen (no guess at anyone's intent), each run
 * FORECAST_RACES_PER_TABLE times. Only the view is read, so hidden information cannot leak in.
 */
export function forecast(view: PlayerView, samples: number, seed: string | number): Forecast {
  const rng = seedRng(seed);
  const random = (): number => nextFloat(rng);
  const stats = emptyStats();
  for (let d = 0; d < samples; d++) {
    const table = sampleTable(view, random, { model: false, futurePlays: true });
    const words = [0, 1, 2, 3].map(() => nextUint(rng) | 0);
    addRaces(stats, view.odds, table, view.lineup, FORECAST_RACES_PER_TABLE, words);
  }
  finishStats(stats);
  const win: number[] = [];
  const top3: number[] = [];
  for (let h = 0; h < HORSE_COUNT; h++) {
    win.push(stats.place[h * HORSE_COUNT]);
    top3.push(stats.place[h * HORSE_COUNT] + stats.place[h * HORSE_COUNT + 1] + stats.place[h * HORSE_COUNT + 2]);
  }
  return { win, top3 };
}
