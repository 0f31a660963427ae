import { isChanceNode } from './chance';
import { playerTurn } from './phases';
import type { GameState } from './types';

/** Who must act now. */
export type Pending = { kind: 'player'; seat: number } | { kind: 'chance' } | { kind: 'over' };

/** Family and Board Games: who must act now (engine/entry.ts has the entry point of every mode). */
export function pending(s: GameState): Pending {
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isChanceNode(s)) return { kind: 'chance' };
  const turn = playerTurn(s);
  return turn ? { kind: 'player', seat: turn.seat } : { kind: 'over' };
}
