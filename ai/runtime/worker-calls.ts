import { explainDecision } from '../hints/explain';
import { forecast } from '../search/forecast';
import { appBudgetMs, chooseAction } from '../index';
import type { BotWorkerApi } from './worker-api';
import { checkDecideCall, checkForecastCall, checkHintCall } from './worker-input';

/** What a bot worker answers (worker.ts in the app, cli/bench-worker.ts in Node's worker threads). */
/**
 * The User Timing name of one decision's work in the worker, its input check included (detail: the
 * level). Cleared as soon as made; a PerformanceObserver in the worker (the UI benchmark) receives each.
 */
export const WORK_MEASURE = 'hf:bot-work';

export const botWorkerApi: BotWorkerApi = {
  decide: (view, level, seed, opts = {}) => {
    const start = performance.now();
    checkDecideCall(view, level, seed, opts);
    const action = chooseAction(view, level, seed, {
      budgetMs: opts.budgetMs ?? appBudgetMs(level),
      personality: opts.personality,
    });
    performance.measure(WORK_MEASURE, { start, detail: { level } });
    performance.clearMeasures(WORK_MEASURE);
    return action;
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
