import type { GameMode, PartyView, PlayerAction, PlayerView } from '../../src-shared/index';
import { choosePartyAction } from './party/party-bots';
import { randomAction } from './random-bot';

/** A seat's view in a game of mode M. */
export type ViewOf<M extends GameMode> = M extends 'party' ? PartyView : PlayerView;

/** The uniformly random bot of each mode, drawing from the caller's generator. */
const RANDOM_POLICIES: { readonly [M in GameMode]: (view: ViewOf<M>, random: () => number) => PlayerAction } = {
  family: randomAction,
  board: randomAction,
  party: (view, random) => choosePartyAction(view, 'random', random),
};

/** A uniformly random legal action for the seat of `view`, its free parts drawn from `random`. */
export function randomDecision(view: PlayerView | PartyView, random: () => number): PlayerAction {
  // A view only ever goes to its own mode's policy.
  return (RANDOM_POLICIES[view.mode] as (v: typeof view, r: () => number) => PlayerAction)(view, random);
}
