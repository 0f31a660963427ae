import { explainDecision } from '../hints/explain';
import { forecast } from '../search/forecast';
import { appBudgetMs, chooseAction } from '../index';
import type { BotWorkerApi } from './worker-api';
import { checkDecideCall, checkForecastCall, checkHintCall } from './worker-input';

/** What a bot worker answers (worker.ts in the app, cli/bench-worker.ts in Node's worker threads). */
export const botWorkerApi: BotWorkerApi = {
  decide: (view, level, seed, opts = {}) => {
    checkDecideCall(view, level, seed, opts);
    return chooseAction(view, level, seed, {
      budgetMs: opts.budgetMs ?? appBudgetMs(level),
      personality: opts.personality,
    });
  },
  forecast: (view, samples, seed) => {
    checkForecastCall(view, samples, seed);
    return forecast(view, samples, seed);
  },
  hint: (view, seed) => {
    checkHintCall(view, seed);
    // No clock: the work is HINT_WORK's, so the same view and seed give the same hint.
    return explainDecision(view, 'hard', { seed });
  },
};
