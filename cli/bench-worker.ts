import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import { forecast } from '../ai/search/forecast';
import { appBudgetMs, chooseAction, explainDecision } from '../ai/index';
import type { BotWorkerApi } from '../ai/runtime/worker-api';

/** The bot worker of ai/runtime/worker.ts for Node's worker_threads, so the benchmark measures decisions through comlink. */
const api: BotWorkerApi = {
  decide: (view, level, seed, opts = {}) =>
    chooseAction(view, level, seed, { budgetMs: opts.budgetMs ?? appBudgetMs(level), personality: opts.personality }),
  forecast,
  hint: (view, seed) => explainDecision(view, 'hard', { seed }),
};

if (!parentPort) throw new Error('bench-worker must run in a worker thread');
expose(api, nodeEndpoint(parentPort as never));
