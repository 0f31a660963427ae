import { expose } from 'comlink';
import { forecast } from '../search/forecast';
import { appBudgetMs, chooseAction } from '../index';
import type { BotWorkerApi } from './worker-api';

const api: BotWorkerApi = {
  decide: (view, level, seed, opts = {}) =>
    chooseAction(view, level, seed, { budgetMs: opts.budgetMs ?? appBudgetMs(level), personality: opts.personality }),
  forecast,
};

expose(api);
