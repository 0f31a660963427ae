import { isPartyChance } from './chance';
import { partyPhaseMoves, partyTurn } from './phases';
import type { PartyMove, PartyPending, PartyState } from './types';

/** Who must act now: a bettor, the bookmaker ordering a tie, or chance. */
export function partyPending(s: PartyState): PartyPending {
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isPartyChance(s)) return { kind: 'chance' };
  const turn = partyTurn(s);
  return turn ? { kind: 'player', seat: turn.seat } : { kind: 'over' };
}

export function partyLegalActions(s: PartyState): PartyMove[] {
  const p = partyPending(s);
  return p.kind === 'player' ? partyPhaseMoves(s, p.seat) : [];
}
