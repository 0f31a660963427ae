import { expose } from 'comlink';
import { chooseAction } from './index';
import type { BotWorkerApi } from './worker-api';

const api: BotWorkerApi = {
  decide: (view, level, seed, budgetMs) => chooseAction(view, level, seed, { budgetMs }),
};

expose(api);
