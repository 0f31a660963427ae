import { wrap, releaseProxy, type Remote } from 'comlink';
import type { PartyView, PlayerAction, PlayerView } from '../../src-shared/index';
import { plainCopy } from '../../src-shared/engine/core/plain-copy';
import type { Forecast } from '../search/forecast';
import type { Hint } from '../hints/explain';
import type { BotLevel } from '../index';
import type { BotWorkerApi, WorkerDecideOptions } from './worker-api';

/** Thrown (as the rejection) for a decision stopped by cancel() or dispose(). */
/**
 * The User Timing name of one decision, call to answer as the page sees it (detail: the level).
 * Cleared as soon as made, so a long session keeps none; a PerformanceObserver (the UI benchmark)
 * still receives each.
 */
export const DECISION_MEASURE = 'hf:bot-decision';

export class BotCancelledError extends Error {
  constructor() {
    super('Bot decision cancelled');
    this.name = 'BotCancelledError';
  }
}

export interface BotClient {
  /** Runs the decision in the worker; the UI thread never waits on the bot. */
  decide(
    view: PlayerView | PartyView,
    level: BotLevel,
    seed: string | number,
    opts?: WorkerDecideOptions,
  ): Promise<PlayerAction>;
  /** The race forecast for the view's player, computed in the worker. */
  forecast(view: PlayerView, samples: number, seed: string | number): Promise<Forecast>;
  /** The Hint button's answer for the view's player (null: nothing to decide), computed in the worker. */
  hint(view: PlayerView | PartyView, seed: string | number): Promise<Hint | null>;
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

  /** Runs one call in the worker; cancel() and dispose() reject it. */
  function run<T, V extends PlayerView | PartyView>(
    call: (r: Remote<BotWorkerApi>, plain: V) => Promise<T>,
    view: V,
  ): Promise<T> {
    const l = live;
    if (!l) return Promise.reject(new Error('Bot client disposed'));
    return new Promise<T>((resolve, reject) => {
      l.waiting.add(reject);
      // A view from a reactive store may carry proxies: send plain data.
      const plain = plainCopy(view);
      call(l.remote, plain).then(
        (a) => {
          if (l.waiting.delete(reject)) resolve(a);
        },
        (e: unknown) => {
          if (l.waiting.delete(reject)) reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  return {
    decide(view, level, seed, opts) {
      const start = performance.now();
      return run<PlayerAction, PlayerView | PartyView>((r, plain) => r.decide(plain, level, seed, opts), view).then(
        (action) => {
          performance.measure(DECISION_MEASURE, { start, detail: { level } });
          performance.clearMeasures(DECISION_MEASURE);
          return action;
        },
      );
    },
    forecast(view, samples, seed) {
      return run((r, plain) => r.forecast(plain, samples, seed), view);
    },
    hint(view, seed) {
      return run<Hint | null, PlayerView | PartyView>((r, plain) => r.hint(plain, seed), view);
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
