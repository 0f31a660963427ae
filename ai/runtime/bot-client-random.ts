import { explainDecision } from '../hints/explain';
import { forecast } from '../search/forecast';
import type { BotClient } from './bot-client';
import { fallbackAction } from './fallback';

/**
 * A bot client (bot-client.ts's interface) that picks uniformly among the legal moves, off the
 * current task so the UI keeps painting. Used in tests and where no worker can be started.
 */
export function createRandomClient(): BotClient {
  return {
    decide: (view, _level, seed) =>
      new Promise((resolve, reject) => {
        setTimeout(() => {
          try {
            resolve(fallbackAction(view, seed));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }, 0);
      }),
    forecast: (view, samples, seed) =>
      new Promise((resolve) => setTimeout(() => resolve(forecast(view, samples, seed)), 0)),
    hint: (view, seed) =>
      new Promise((resolve) => setTimeout(() => resolve(explainDecision(view, 'hard', { seed })), 0)),
    cancel: () => {},
    dispose: () => {},
  };
}
