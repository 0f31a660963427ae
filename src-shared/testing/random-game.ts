import { concreteAction } from '../engine/core/concrete-action';
import { pending } from '../engine/core/pending';
import { playGame, type Agent, type OnStep, type PlayedGame } from '../engine/core/play-game';
import { nextFloat, seedRng } from '../engine/core/rng';
import type { GameOptions } from '../engine/core/types';

/** A seeded uniform [0, 1) source for test drivers, drawn from the engine's own generator (rng.ts). */
export function seededRandom(seed: number): () => number {
  const rng = seedRng(seed);
  return () => nextFloat(rng);
}

/** An agent uniform over the legal moves and their open parts, drawing from `random`. */
export function randomAgent(random: () => number): Agent {
  return (view) => concreteAction(view.moves[Math.floor(random() * view.moves.length)], random);
}

/**
 * Plays a game with uniformly random legal moves (every seat drawing from `random`), calling
 * `onStep` on every state reached (the new game, then after each player action and chance step).
 */
export function playRandomGame(options: GameOptions, random: () => number, onStep?: OnStep): PlayedGame {
  const agent = randomAgent(random);
  return playGame(
    options,
    options.players.map(() => agent),
    onStep,
  );
}

/** A game in progress: `steps` random player actions, then the chance steps up to the next decision. */
export function playRandomSteps(options: GameOptions, steps: number, random: () => number): PlayedGame {
  let played = 0;
  return playRandomGame(options, random, (s, _actions, view) => {
    if (view) played++;
    return played >= steps && pending(s).kind !== 'chance' ? 'stop' : undefined;
  });
}
