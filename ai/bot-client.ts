import { wrap, releaseProxy, type Remote } from 'comlink';
import type { PlayerAction, PlayerView } from '../src-shared/index';
import type { BotLevel } from './index';
import type { BotWorkerApi } from './worker-api';

/** Thrown (as the rejection) for a decision stopped by cancel() or dispose(). */
export class BotCancelledError extends Error {
  constructor() {
    super('Bot decision cancelled');
    this.name = 'BotCancelledError';
  }
}

export interface BotClient {
  /** Runs the decision in the worker; the UI thread never waits on the bot. */
  decide(view: PlayerView, level: BotLevel, seed: string | number, budgetMs?: number): Promise<PlayerAction>;
  /** Stops every decision in flight (they reject with BotCancelledError) and starts a fresh worker. */
  cancel(): void;
  /** Stops the worker for good. */
  dispose(): void;
}

interface Live {
  worker: Worker;
  remote: Remote<BotWorkerApi>;
  /** Rejecters of the decisions still in flight on this worker. */
  waiting: Set<(e: Error) => void>;
}

function spawn(): Live {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return { worker, remote: wrap<BotWorkerApi>(worker), waiting: new Set() };
}

export function createBotClient(): BotClient {
  let live: Live | null = spawn();

  function stop(l: Live): void {
    l.remote[releaseProxy]();
    l.worker.terminate();
    for (const reject of l.waiting) reject(new BotCancelledError());
    l.waiting.clear();
  }

  return {
    decide(view, level, seed, budgetMs) {
      const l = live;
      if (!l) return Promise.reject(new Error('Bot client disposed'));
      return new Promise<PlayerAction>((resolve, reject) => {
        l.waiting.add(reject);
        // A view from a reactive store may carry proxies: send plain data.
        const plain = JSON.parse(JSON.stringify(view)) as PlayerView;
        l.remote.decide(plain, level, seed, budgetMs).then(
          (a) => {
            if (l.waiting.delete(reject)) resolve(a);
          },
          (e: unknown) => {
            if (l.waiting.delete(reject)) reject(e instanceof Error ? e : new Error(String(e)));
          },
        );
      });
    },
    cancel() {
      if (!live) return;
      stop(live);
      live = spawn();
    },
    dispose() {
      if (!live) return;
      stop(live);
      live = null;
    },
  };
}
