import { createBotClient } from '../../ai/bot-client';
import { createRandomBrain, type BotBrain } from './bot-brain';

/** The bots the app plays against: ai/ in a Web Worker; random moves where there are no workers (unit tests). */
export function createBotBrain(): BotBrain {
  return typeof Worker === 'function' ? createBotClient() : createRandomBrain();
}
