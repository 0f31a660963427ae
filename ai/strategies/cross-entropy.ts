import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';

/**
 * The cross-entropy method (docs/bots.md, "Exploit search"): a black-box maximiser over a bounded
 * real vector. Each iteration samples a population from independent Gaussians (the first candidate
 * is the current mean itself), scores it in one batch (so the caller can give every candidate the
 * same random numbers), and moves each Gaussian towards the elite's mean and spread by `smoothing`.
 * Everything is drawn from `seed`, so a run is a pure function of its options and objective.
 */

export interface CemOptions {
  lower: readonly number[];
  upper: readonly number[];
  start: readonly number[];
  /** Dimensions held at `start` (their spread stays 0). */
  fixed?: readonly boolean[];
  iterations: number;
  population: number;
  /** Share of the population that makes the elite (at least 2 candidates). */
  eliteFraction?: number;
  /** Weight of the elite's statistics in each update (1: replace, 0: never move). */
  smoothing?: number;
  seed: string;
}

export interface CemIteration {
  iteration: number;
  candidates: number[][];
  scores: number[];
  /** The mean and spread the next iteration samples from. */
  mean: number[];
  sd: number[];
}

export interface CemResult {
  /** The candidate with the highest score over every iteration (the earliest on ties). */
  best: { vector: number[]; score: number; iteration: number };
  /** The last mean, after the last update. */
  mean: number[];
  history: CemIteration[];
}

/** Scores a population in one batch; `iteration` lets the caller pick that iteration's common random numbers. */
export type BatchObjective = (candidates: number[][], iteration: number) => number[];

/** A standard normal draw (Box–Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function crossEntropyMaximise(objective: BatchObjective, o: CemOptions): CemResult {
  const clip = (x: number, d: number): number => Math.min(o.upper[d], Math.max(o.lower[d], x));
  const range = (d: number): number => (o.fixed?.[d] ? 0 : o.upper[d] - o.lower[d]);
  let mean = o.start.map(clip);
  // A quarter of each range at first; never under 2% of it, so the search can still move late on.
  let sd = mean.map((_, d) => range(d) / 4);
  const floor = mean.map((_, d) => range(d) / 50);
  const eliteCount = Math.max(2, Math.round((o.eliteFraction ?? 0.25) * o.population));
  const alpha = o.smoothing ?? 0.7;
  const history: CemIteration[] = [];
  let best: CemResult['best'] | null = null;
  for (let it = 0; it < o.iterations; it++) {
    const rng = seedRng(`${o.seed}/cem-${it}`);
    const random = (): number => nextFloat(rng);
    const candidates = Array.from({ length: o.population }, (_, k) =>
      mean.map((m, d) => (k === 0 ? m : clip(m + sd[d] * gaussian(random), d))),
    );
    const scores = objective(candidates, it);
    const order = candidates.map((_, k) => k).sort((a, b) => scores[b] - scores[a] || a - b);
    if (!best || scores[order[0]] > best.score)
      best = { vector: candidates[order[0]], score: scores[order[0]], iteration: it };
    const elite = order.slice(0, eliteCount).map((k) => candidates[k]);
    const eMean = mean.map((_, d) => elite.reduce((s, c) => s + c[d], 0) / elite.length);
    const eSd = mean.map((_, d) => Math.sqrt(elite.reduce((s, c) => s + (c[d] - eMean[d]) ** 2, 0) / elite.length));
    mean = mean.map((m, d) => (o.fixed?.[d] ? m : alpha * eMean[d] + (1 - alpha) * m));
    sd = sd.map((s, d) => (o.fixed?.[d] ? 0 : Math.max(floor[d], alpha * eSd[d] + (1 - alpha) * s)));
    history.push({ iteration: it, candidates, scores, mean: mean.slice(), sd: sd.slice() });
  }
  if (!best) throw new Error('crossEntropyMaximise: at least one iteration is needed');
  return { best, mean, history };
}
