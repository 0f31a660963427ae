import type { PlayerAction, PlayerView } from '../../src-shared/index'
import { nextFloat, seedRng } from '../../src-shared/rng'
import { randomAction } from '../../ai/random-bot'

/** Bot strengths offered on the New game screen (the names ai/ uses). */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard'
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard']

/** Thinking time cap per decision, by level. */
export const BUDGET_MS: Record<BotLevel, number> = { random: 50, easy: 200, normal: 1000, hard: 2500 }

/** What the session needs from the bots: the same shape as ai/bot-client's client. */
export interface BotBrain {
  decide(view: PlayerView, level: BotLevel, seed: string, budgetMs: number): Promise<PlayerAction>
  cancel(): void
  dispose(): void
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
            const rng = seedRng(seed)
            resolve(randomAction(view, () => nextFloat(rng)))
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)))
          }
        }, 0)
      }),
    cancel: () => {},
    dispose: () => {},
  }
}
