import { boardTurn } from './board-actions';
import { isChanceNode } from './chance';
import type { GameState } from './types';

/** Who must act now. */
export type Pending = { kind: 'player'; seat: number } | { kind: 'chance' } | { kind: 'over' };

export function pending(s: GameState): Pending {
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isChanceNode(s)) return { kind: 'chance' };
  if (s.phase === 'race') return { kind: 'player', seat: s.firstPlayer };
  if (s.phase === 'purchase' || s.phase === 'lineup' || s.phase === 'auction')
    return { kind: 'player', seat: boardTurn(s).seat };
  return { kind: 'player', seat: s.queue[0] };
}
