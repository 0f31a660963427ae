import { describeError } from '../../core/errors';
import { applyPartyActionInPlace } from '../engine';
import { partyLegalActions, partyPending } from '../moves';
import { samplePartyChance } from '../chance';
import { newPartyGame } from '../setup';
import type { PartyAction, PartyMove, PartyOptions, PartyPlayerAction, PartyState } from '../types';

/** A legal move made concrete with random free parts (stake, tie order). */
export function randomPartyAction(m: PartyMove, random: () => number): PartyPlayerAction {
  if (m.type === 'photoOrder') {
    const order = m.tied.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return { type: 'photoOrder', seat: m.seat, order };
  }
  const steps = (m.maxStake - m.minStake) / 100;
  const stake = m.minStake + 100 * Math.floor(random() * (steps + 1));
  return { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake };
}

/**
 * Plays a Party Game with uniformly random legal moves, calling `onStep` on every state reached
 * (after each player action and each chance step). Returns the final state and the full log.
 */
export function playRandomParty(
  options: PartyOptions,
  random: () => number,
  onStep: (s: PartyState, log: readonly PartyAction[]) => void = () => {},
): { state: PartyState; log: PartyAction[] } {
  const s = newPartyGame(options);
  const log: PartyAction[] = [];
  onStep(s, log);
  for (let guard = 0; guard < 100_000; guard++) {
    const p = partyPending(s);
    if (p.kind === 'over') return { state: s, log };
    let a: PartyAction;
    if (p.kind === 'chance') a = samplePartyChance(s);
    else {
      const moves = partyLegalActions(s);
      a = randomPartyAction(moves[Math.floor(random() * moves.length)], random);
    }
    const e = applyPartyActionInPlace(s, a);
    if (e) throw new Error(`legal action refused: ${describeError(e)}`);
    log.push(a);
    onStep(s, log);
  }
  throw new Error('game did not end');
}
