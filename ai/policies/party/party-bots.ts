import {
  PARTY_STAKE_STEP,
  type PartyMove,
  type PartyPlayerAction,
  type PartyView,
} from '../../../src-shared/engine/party/index';
import { shuffledBy } from '../../../src-shared/engine/core/rng';
import type { BotLevel } from '../../levels';
import { hardPlan } from './party-hard';
import { easyPlan, normalPlan, planAction } from './party-plan';

/** The Party Game's bots come in the same levels as the others. */
export type PartyLevel = BotLevel;

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)];

/**
 * One Party Game decision from the seat's view alone. A bot bookmaker orders a tie at random at
 * every level (docs/rules.md §11). Bets: random picks any legal bet; easy stakes a random share of its
 * money; normal sizes stakes by its standing; hard weighs every stake pair by its chance of
 * winning the game (party-hard.ts).
 */
export function choosePartyAction(view: PartyView, level: PartyLevel, random: () => number): PartyPlayerAction {
  const moves = view.moves;
  if (moves.length === 0) throw new Error(`choosePartyAction: seat ${view.seat} has no legal move now`);
  const first = moves[0];
  if (first.type === 'photoOrder')
    return { type: 'photoOrder', seat: view.seat, order: shuffledBy(first.tied, random) };
  if (level === 'random') return randomBet(pick(moves, random), random);
  const plan =
    level === 'hard' ? hardPlan(view, random) : level === 'normal' ? normalPlan(view, random) : easyPlan(view, random);
  return planAction(view, plan);
}

function randomBet(m: PartyMove, random: () => number): PartyPlayerAction {
  if (m.type !== 'bet') throw new Error('randomBet: not a bet');
  const steps = (m.maxStake - m.minStake) / PARTY_STAKE_STEP + 1;
  const stake = m.minStake + PARTY_STAKE_STEP * Math.floor(random() * steps);
  return { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake };
}
