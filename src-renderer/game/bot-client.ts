import { createBotClient, type BotClient } from '../../ai/runtime/bot-client';
import { createRandomClient } from './bot-brain';

/** The bots the app plays against: ai/ in a Web Worker; random moves where there are no workers (unit tests). */
export function createAppBotClient(): BotClient {
  return typeof Worker === 'function' ? createBotClient() : createRandomClient();
}
