import type { PlayerAction, PlayerView } from '../src-shared/index';
import { nextFloat, seedRng } from '../src-shared/rng';
import { randomAction } from './random-bot';

/** Bot strength: 'random' is the baseline; easy is rule-based; normal and hard search. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

export interface DecideOptions {
  /** Wall-clock cap in ms; the work itself is fixed by the level, so results do not depend on the clock unless the cap bites. */
  budgetMs?: number;
  /** Set `aborted` to stop a search early; the best action found so far is returned. */
  signal?: { aborted: boolean };
}

/**
 * One decision for the seat of `view`, from that view alone (no peeking) and the bot's own seed.
 * Deterministic given (view, level, seed) as long as the time cap does not bite.
 */
export function chooseAction(view: PlayerView, level: BotLevel, seed: string | number, opts: DecideOptions = {}): PlayerAction {
  const rng = seedRng(`${seed}`);
  const random = (): number => nextFloat(rng);
  void opts;
  switch (level) {
    case 'random':
    default:
      return randomAction(view, random);
  }
}
