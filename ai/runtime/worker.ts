import { expose } from 'comlink';
import { forecast } from '../search/forecast';
import { appBudgetMs, chooseAction } from '../index';
import type { BotWorkerApi } from './worker-api';
import { checkDecideCall, checkForecastCall } from './worker-input';

const api: BotWorkerApi = {
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
};

expose(api);
