import type { GameMode } from '../../src-shared/index';
import { BOT_LEVELS, PERSONALITY_NAMES } from '../levels';

/**
 * The checks a bot worker makes on each call before working (worker.ts). The caller is the app's own
 * bot client, so the view's inner shape is trusted (it came from the engine); what a wrong call could
 * get wrong at its edge (a level, a mode, a seed, the options) is refused by name, not left to fail
 * deep in a policy. Hand-written, so the worker ships without zod (docs/performance.md, "Shipped weight").
 */

/** Every mode a bot plays: a Record, so a new mode is a type error here until it is listed. */
const MODES: Record<GameMode, true> = { family: true, board: true, party: true };

export class BotCallError extends Error {
  override name = 'BotCallError';
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function checkView(view: unknown, modes: readonly GameMode[]): void {
  const mode = isObject(view) ? view['mode'] : undefined;
  if (!modes.includes(mode as GameMode)) throw new BotCallError(`bot worker: no view of a ${modes.join('/')} game`);
}

function checkSeed(seed: unknown): void {
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw new BotCallError('bot worker: the seed is a string or a finite number');
}

/** A decision's arguments, or a BotCallError naming the first that is wrong. */
export function checkDecideCall(view: unknown, level: unknown, seed: unknown, opts: unknown): void {
  checkView(view, Object.keys(MODES) as GameMode[]);
  if (!BOT_LEVELS.includes(level as never)) throw new BotCallError(`bot worker: unknown level ${String(level)}`);
  checkSeed(seed);
  if (opts === undefined) return;
  if (!isObject(opts)) throw new BotCallError('bot worker: the options are an object');
  const { budgetMs, personality } = opts;
  if (budgetMs !== undefined && !(typeof budgetMs === 'number' && budgetMs >= 0))
    throw new BotCallError('bot worker: budgetMs is a number of milliseconds, 0 or more');
  if (personality !== undefined && !PERSONALITY_NAMES.includes(personality as never))
    throw new BotCallError(`bot worker: unknown personality ${String(personality)}`);
}

/** A hint's arguments (any mode's view), or a BotCallError naming the first that is wrong. */
export function checkHintCall(view: unknown, seed: unknown): void {
  checkView(view, Object.keys(MODES) as GameMode[]);
  checkSeed(seed);
}

/** A forecast's arguments (Family and Board views only), or a BotCallError naming the first that is wrong. */
export function checkForecastCall(view: unknown, samples: unknown, seed: unknown): void {
  checkView(view, ['family', 'board']);
  if (!(typeof samples === 'number' && Number.isInteger(samples) && samples > 0))
    throw new BotCallError('bot worker: samples is a whole number above 0');
  checkSeed(seed);
}
