import { expose } from 'comlink';
import { forecast } from './forecast';
import { appBudgetMs, chooseAction } from './index';
import type { BotWorkerApi } from './worker-api';

const api: BotWorkerApi = {
  decide: (view, level, seed, budgetMs) =>
    chooseAction(view, level, seed, { budgetMs: budgetMs ?? appBudgetMs(level) }),
  forecast,
};

expose(api);
