import { FAMILY_PLACEMENT } from './family-placement';
import type { SearchBudget } from './search';

/** What each level may spend and how it plays; work is counted in races, so it is deterministic. */
export interface LevelParams {
  search: SearchBudget;
  /** Easy plays its cards by rule, not by search. */
  cardsByRule: boolean;
  /** Family Game: bets in this many last rounds are judged by the chance of winning the game (game-chance.ts). */
  chanceBetRounds: number;
  /** VP weigh this much more in bets and card plays, per mode (measured: searching bots win more valuing VP well above money). */
  boardVpScale: number;
  familyVpScale: number;
  /** Family Game: card plays in this many last rounds are judged by the chance of winning the game. */
  chanceCardRounds: number;
  /** First bets planned with the bot's own cards still in hand (plan-bet.ts). */
  planBets: boolean;
  /** Board Game: what two Action cards are worth to this bot (a searching bot uses them well). */
  actionCardsValue: number;
  /** Relative noise on option values (easy's randomness). */
  noise: number;
  /** The app's wall-clock cap of one decision, ms (set by the worker for responsiveness; never in tests or the cli). */
  appBudgetMs: number;
}

export const LEVELS: Record<'easy' | 'normal' | 'hard', LevelParams> = {
  easy: {
    search: { dets: 1, races: 150, model: false, futurePlays: false, rivalry: 0 },
    cardsByRule: true,
    chanceBetRounds: 0,
    boardVpScale: 1,
    familyVpScale: 1,
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550,
    noise: 0.3,
    appBudgetMs: 15,
  },
  normal: {
    search: { dets: 10, races: 250, model: true, futurePlays: true, byRecord: true, rivalry: 1 },
    cardsByRule: false,
    chanceBetRounds: 1,
    boardVpScale: 3,
    familyVpScale: 5,
    chanceCardRounds: 0,
    planBets: false,
    actionCardsValue: 550,
    noise: 0,
    appBudgetMs: 200,
  },
  hard: {
    search: {
      dets: 20,
      races: 400,
      model: true,
      futurePlays: true,
      byRecord: true,
      rivalry: 1,
      familyModel: FAMILY_PLACEMENT,
      foreseeBets: true,
    },
    cardsByRule: false,
    chanceBetRounds: 99,
    boardVpScale: 3,
    familyVpScale: 5,
    chanceCardRounds: 99,
    planBets: true,
    actionCardsValue: 1000,
    noise: 0,
    appBudgetMs: 900,
  },
};
