import { COLORS } from '../core/colors';
import { betMoves } from './betting';
import { isPartyChance } from './chance';
import { tieToOrder } from './race';
import type { PartyMove, PartyPending, PartyState } from './types';

/** Who must act now: a bettor, the bookmaker ordering a tie, or chance. */
export function partyPending(s: PartyState): PartyPending {
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isPartyChance(s)) return { kind: 'chance' };
  if (s.phase === 'race') return { kind: 'player', seat: s.bookmaker! };
  return { kind: 'player', seat: s.queue[0] };
}

export function partyLegalActions(s: PartyState): PartyMove[] {
  const p = partyPending(s);
  if (p.kind !== 'player') return [];
  if (s.phase === 'betting') return betMoves(s, p.seat);
  return [{ type: 'photoOrder', seat: p.seat, tied: tieToOrder(s.track)!.map((h) => COLORS[h]) }];
}
