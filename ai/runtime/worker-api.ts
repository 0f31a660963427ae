import type { PartyView, PlayerAction, PlayerView } from '../../src-shared/index';
import type { Forecast } from '../search/forecast';
import type { Hint } from '../hints/explain';
import type { BotLevel } from '../index';
import type { Personality } from '../levels';

/** A decision's options in the worker: a wall-clock cap (default the level's) and the seat's personality. */
export interface WorkerDecideOptions {
  budgetMs?: number;
  personality?: Personality;
}

/** The bot API a worker offers; one decision at a time, cancelled by terminating the worker. */
export interface BotWorkerApi {
  decide(
    view: PlayerView | PartyView,
    level: BotLevel,
    seed: string | number,
    opts?: WorkerDecideOptions,
  ): PlayerAction;
  /** The race forecast for the view's player (ai/forecast.ts). */
  forecast(view: PlayerView, samples: number, seed: string | number): Forecast;
  /** What the hard bot would do from the view and why (ai/hints/explain.ts), its work counted (HINT_WORK). */
  hint(view: PlayerView | PartyView, seed: string | number): Hint | null;
}
