import type { BotClient } from '../../ai/runtime/bot-client';

/** The in-thread client for tests and where no worker can be started: the bots' runtime owns it. */
export { createRandomClient } from '../../ai/runtime/bot-client-random';

/** Bot strengths offered on the New game screen: ai/levels.ts's list (the search itself runs in the worker). */
export { BOT_LEVELS, type BotLevel } from '../../ai/runtime/bot-api';

/**
 * The same bots deciding without the app's wall-clock cap: their work is counted in races, so a
 * seeded game plays out the same way on any machine (the tutorial's fixed round).
 */
export function uncapped(brain: BotClient): BotClient {
  return {
    decide: (view, level, seed, opts) =>
      brain.decide(view, level, seed, { ...opts, budgetMs: Number.POSITIVE_INFINITY }),
    forecast: (view, samples, seed) => brain.forecast(view, samples, seed),
    hint: (view, seed) => brain.hint(view, seed),
    cancel: () => brain.cancel(),
    dispose: () => brain.dispose(),
  };
}
