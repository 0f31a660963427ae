import type { PlayerAction, PlayerView } from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/rng';
import { randomAction } from '../../ai/random-bot';
import { forecast, type Forecast } from '../../ai/forecast';

import type { BotLevel } from '../../ai/index';
import type { WorkerDecideOptions } from '../../ai/worker-api';

export type { BotLevel };
/** Bot strengths offered on the New game screen (type-only import: the AI runs in the worker). */
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

/** What the session needs from the bots: the shape of ai/bot-client's client. */
export interface BotBrain {
  /** Without a budget, each level's own time cap applies; a personality tunes the level (ai/levels.ts). */
  decide(view: PlayerView, level: BotLevel, seed: string, opts?: WorkerDecideOptions): Promise<PlayerAction>;
  /** The race forecast for the view's player, from that view only. */
  forecast(view: PlayerView, samples: number, seed: string): Promise<Forecast>;
  cancel(): void;
  dispose(): void;
}

/**
 * The same bots deciding without the app's wall-clock cap: their work is counted in races, so a
 * seeded game plays out the same way on any machine (the tutorial's fixed round).
 */
export function uncapped(brain: BotBrain): BotBrain {
  return {
    decide: (view, level, seed, opts) =>
      brain.decide(view, level, seed, { ...opts, budgetMs: Number.POSITIVE_INFINITY }),
    forecast: (view, samples, seed) => brain.forecast(view, samples, seed),
    cancel: () => brain.cancel(),
    dispose: () => brain.dispose(),
  };
}

/**
 * A brain that picks uniformly among the legal moves, off the current task so the UI keeps
 * painting. Used in tests and until the worker-backed client is available.
 */
export function createRandomBrain(): BotBrain {
  return {
    decide: (view, _level, seed) =>
      new Promise((resolve, reject) => {
        setTimeout(() => {
          try {
            const rng = seedRng(seed);
            resolve(randomAction(view, () => nextFloat(rng)));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }, 0);
      }),
    forecast: (view, samples, seed) =>
      new Promise((resolve) => setTimeout(() => resolve(forecast(view, samples, seed)), 0)),
    cancel: () => {},
    dispose: () => {},
  };
}
