/**
 * What the app may know of the bots beside asking them (bot-client.ts): their levels and
 * personalities, and the forecast's shape. The renderer imports the bots only through ai/runtime/
 * (eslint.config.js), so no policy or search ever runs on the UI thread.
 */
export { BOT_LEVELS, PERSONALITY_LEVELS, PERSONALITY_NAMES, type BotLevel, type Personality } from '../levels';
export type { Forecast } from '../search/forecast';
export type { Hint } from '../hints/explain';
export type { BetHint, CardHint, Explanation, HorseChance, PurchaseHint } from '../hints/hint-types';
