import { randomAction } from '../ai/random-bot';
import type { PlayerAction, PlayerView } from '../src-shared/index';

/** A bot for one seat of one game: sees only its player view. */
export type Agent = (view: PlayerView) => PlayerAction;

/** Makes a bot from its own seeded uniform [0, 1) generator. */
export type BotFactory = (random: () => number) => Agent;

/** Bots by name, as `hf play --bots` takes them; later levels add an entry here. */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: (random) => (view) => randomAction(view, random),
};
