import { parseAction } from './action-schema';
import { applyChance, validateChance } from './chance';
import { err, type EngineError } from './errors';
import { pending } from './pending';
import { plainCopy } from './plain-copy';
import { applyInPhase, playerTurn, settle, validateInPhase } from './phases';
import type { Action, GameState, PlayerAction } from './types';
import type { Applied } from '../ruleset';

function validatePlayer(s: GameState, a: PlayerAction): EngineError | null {
  const p = pending(s);
  if (p.kind === 'chance') return err('WAITING_FOR_CHANCE', {});
  if (p.kind !== 'player') return err('GAME_OVER', {});
  if (a.seat !== p.seat) return err('NOT_YOUR_TURN', { seat: p.seat });
  const allowed = playerTurn(s)?.types ?? [];
  if (!allowed.includes(a.type)) {
    return err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: allowed });
  }
  return validateInPhase(s, a);
}

function check(s: GameState, raw: unknown): { action: Action } | { error: EngineError } {
  const parsed = parseAction(raw);
  if ('field' in parsed) return { error: err('BAD_ACTION', { field: parsed.field }) };
  const a = parsed.action;
  if (s.phase === 'gameOver') return { error: err('GAME_OVER', {}) };
  const e = a.type === 'chance' ? validateChance(s, a) : validatePlayer(s, a);
  return e ? { error: e } : { action: a };
}

/** Family and Board Games: checks an action (of any shape) against the rules; null when it is legal now. */
export function validateAction(s: GameState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  return 'error' in c ? c.error : null;
}

/**
 * Family and Board Games: applies a legal action to `s` itself (for simulations that own their
 * state). On an error, `s` is untouched.
 */
export function applyActionInPlace(s: GameState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  if ('error' in c) return c.error;
  applyChecked(s, c.action);
  return null;
}

function applyChecked(s: GameState, a: Action): void {
  if (a.type === 'chance') applyChance(s, a);
  else applyInPhase(s, a);
  settle(s);
}

export type ApplyResult = Applied<GameState>;

/** Family and Board Games, pure: the state after the action, or why it is refused (the input is never changed). */
export function applyAction(s: GameState, raw: unknown): ApplyResult {
  const c = check(s, raw);
  if ('error' in c) return { ok: false, error: c.error };
  const next = plainCopy(s);
  applyChecked(next, c.action);
  return { ok: true, state: next };
}
