import { isChanceNode } from './chance';
import { playerTurn } from './phases';
import { partyPending } from '../party/moves';
import type { AnyGameState } from '../party/types';

/** Who must act now. */
export type Pending = { kind: 'player'; seat: number } | { kind: 'chance' } | { kind: 'over' };

export function pending(s: AnyGameState): Pending {
  if (s.mode === 'party') return partyPending(s);
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isChanceNode(s)) return { kind: 'chance' };
  const turn = playerTurn(s);
  return turn ? { kind: 'player', seat: turn.seat } : { kind: 'over' };
}
