import type { GameMode, PartyView, PlayerAction, PlayerView } from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { levelParams, type BotLevel, type LevelParams, type WorkCaps } from '../levels';
import { NO_DEADLINE } from '../search/anytime';
import { decideClassic } from '../policies/decide';
import { oneOfferPerPhase } from '../policies/offer-limit';
import { choosePartyAction } from '../policies/party/party-bots';
import type { Explanation } from './hint-types';
import { explainPartyBets } from './party-hints';
import { explainPurchase } from './purchase-hints';
import { explainBets, explainCards } from './race-hints';

/** What the Hint button shows: the bot's choice from the player's view, and why (docs/replays.md "Hints"). */
export interface Hint {
  action: PlayerAction;
  explanation: Explanation;
}

export interface HintOptions extends WorkCaps {
  /** The seed of the bot's choice and of the figures' samples; the same seed gives the same hint. */
  seed?: string | number;
}

/**
 * A hint's work unless the caller sets its own: the app cuts a hard bot's turn by the clock
 * (ai/levels.ts appBudgetMs), which a hint cannot use and still replay, so its work is cut to
 * about that time instead (a hard Family card play with its figures: about 1 s here).
 */
export const HINT_WORK: Required<WorkCaps> = { maxSamples: 4, maxRaces: 100 };

type SearchLevel = Exclude<BotLevel, 'random'>;
type ViewOf<M extends GameMode> = M extends 'party' ? PartyView : PlayerView;
type Explainer<V> = (view: V, level: SearchLevel, caps: WorkCaps, seed: string) => Hint;

/** A generator for one use of a seed: the bot's choice draws from `choice`, each figure from its own. */
function randomOf(seed: string, use: string): () => number {
  const rng = seedRng(use === 'choice' ? seed : `${seed}:${use}`);
  return () => nextFloat(rng);
}

/** The figures behind a Family or Board Game decision, by what is decided. */
function explainClassic(view: PlayerView, lv: LevelParams, seed: string, chosen: PlayerAction): Explanation {
  const moves = oneOfferPerPhase(view).moves;
  const random = randomOf(seed, 'figures');
  if (moves.some((m) => m.type === 'bet')) return explainBets(view, moves, lv, random, chosen);
  if (moves.some((m) => m.type === 'playCard')) return explainCards(view, moves, lv, random);
  if (view.phase === 'purchase' && moves.some((m) => m.type !== 'keep' && m.type !== 'swap' && m.type !== 'answer'))
    return explainPurchase(view, moves, lv);
  return { kind: 'choice' };
}

/**
 * Each mode's hints: the choice is the bot's own (the same call as ai/index.ts chooseAction, with
 * no clock, so a hint replays), the figures what the bots compute for that kind of decision.
 */
const EXPLAINERS: { readonly [M in GameMode]: Explainer<ViewOf<M>> } = {
  family: (view, level, caps, seed) => {
    const action = decideClassic(view, level, caps, NO_DEADLINE, randomOf(seed, 'choice'));
    return { action, explanation: explainClassic(view, levelParams(level, undefined, caps), seed, action) };
  },
  board: (view, level, caps, seed) => EXPLAINERS.family(view, level, caps, seed),
  party: (view, level, _caps, seed) => {
    const action = choosePartyAction(view, level, randomOf(seed, 'choice'));
    return { action, explanation: explainPartyBets(view, action) };
  },
};

/**
 * A hint for the seat of `view`, from that view alone (never more than its player may see): what
 * a bot of `level` would do and the figures behind it. Work is counted in samples and races (the
 * level's, or `maxSamples` / `maxRaces`), so the same view and seed give the same hint. Null when
 * the seat has nothing to decide.
 */
export function explainDecision(
  view: PlayerView | PartyView,
  level: SearchLevel = 'hard',
  opts: HintOptions = {},
): Hint | null {
  if (view.moves.length === 0) return null;
  const { seed = 0, maxSamples = HINT_WORK.maxSamples, maxRaces = HINT_WORK.maxRaces } = opts;
  return (EXPLAINERS[view.mode] as Explainer<typeof view>)(view, level, { maxSamples, maxRaces }, `${seed}`);
}
