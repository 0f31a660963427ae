import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import type { PartyPlayerAction, PartyView } from '../../src-shared/engine/party/index';
import type { PlayerAction, PlayerView } from '../../src-shared/index';
import { randomDecision } from '../policies/random-decision';

/**
 * A legal move drawn at random from the seat's view, the same for the same seed: what the app plays
 * when a bot's decision fails or the engine refuses it, so a game never stalls. One pick among the
 * legal moves, cheap enough for the UI thread, where the bots' search never runs (docs/architecture.md).
 */
export function fallbackAction(view: PartyView, seed: string | number): PartyPlayerAction;
export function fallbackAction(view: PlayerView, seed: string | number): PlayerAction;
export function fallbackAction(view: PlayerView | PartyView, seed: string | number): PlayerAction | PartyPlayerAction;
export function fallbackAction(view: PlayerView | PartyView, seed: string | number): PlayerAction | PartyPlayerAction {
  const rng = seedRng(seed);
  const random = (): number => nextFloat(rng);
  // Each mode's random policy, from the bots' one table of them.
  return randomDecision(view, random);
}
