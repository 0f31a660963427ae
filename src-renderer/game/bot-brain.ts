import { nextFloat, seedRng } from '../../src-shared/rng';
import { randomAction } from '../../ai/random-bot';
import { choosePartyAction } from '../../ai/party-bots';
import { forecast } from '../../ai/forecast';

import type { BotLevel } from '../../ai/index';
import type { BotClient } from '../../ai/bot-client';

export type { BotLevel };
/** Bot strengths offered on the New game screen (type-only import: the AI runs in the worker). */
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

/**
 * What the session needs from the bots: ai/bot-client's client itself (one bot client; the random
 * brain below stands in for it where there are no workers).
 */
export type BotBrain = BotClient;

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
            const random = (): number => nextFloat(rng);
            resolve(view.mode === 'party' ? choosePartyAction(view, 'random', random) : randomAction(view, random));
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
