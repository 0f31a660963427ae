import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { randomAction } from '../../ai/policies/random-bot';
import { choosePartyAction } from '../../ai/policies/party/party-bots';
import { forecast } from '../../ai/search/forecast';

import type { BotClient } from '../../ai/runtime/bot-client';

/** Bot strengths offered on the New game screen: ai/levels.ts's list (the search itself runs in the worker). */
export { BOT_LEVELS, type BotLevel } from '../../ai/levels';

/**
 * The same bots deciding without the app's wall-clock cap: their work is counted in races, so a
 * seeded game plays out the same way on any machine (the tutorial's fixed round).
 */
export function uncapped(brain: BotClient): BotClient {
  return {
    decide: (view, level, seed, opts) =>
      brain.decide(view, level, seed, { ...opts, budgetMs: Number.POSITIVE_INFINITY }),
    forecast: (view, samples, seed) => brain.forecast(view, samples, seed),
    cancel: () => brain.cancel(),
    dispose: () => brain.dispose(),
  };
}

/**
 * A bot client (ai/runtime/bot-client.ts's interface) that picks uniformly among the legal moves, off the current task so the UI keeps
 * painting. Used in tests and until the worker-backed client is available.
 */
export function createRandomClient(): BotClient {
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
