import type { SearchBudget } from './search';

/** What each level may spend and how it plays; work is counted in races, so it is deterministic. */
export interface LevelParams {
  search: SearchBudget;
  /** Easy plays its cards by rule, not by search. */
  cardsByRule: boolean;
  /** Relative noise on option values (easy's randomness). */
  noise: number;
  /** Default wall-clock cap of one decision, ms. */
  budgetMs: number;
}

export const LEVELS: Record<'easy' | 'normal' | 'hard', LevelParams> = {
  easy: {
    search: { dets: 1, races: 150, model: false, futurePlays: false, rivalry: 0 },
    cardsByRule: true, noise: 0.3, budgetMs: 15,
  },
  normal: {
    search: { dets: 6, races: 200, model: true, futurePlays: true, rivalry: 0.5 },
    cardsByRule: false, noise: 0, budgetMs: 200,
  },
  hard: {
    search: { dets: 12, races: 400, model: true, futurePlays: true, rivalry: 1 },
    cardsByRule: false, noise: 0, budgetMs: 900,
  },
};
