import { createRandomBrain, type BotBrain } from './bot-brain'

/** The bots the app plays against. */
export function createBotBrain(): BotBrain {
  return createRandomBrain()
}
