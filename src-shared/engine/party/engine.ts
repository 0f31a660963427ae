import { err, type EngineError } from '../core/errors';
import { plainCopy } from '../core/plain-copy';
import { parsePartyAction } from './action-schema';
import { applyPartyChance, validatePartyChance } from './chance';
import { partyPending } from './moves';
import { applyInPartyPhase, partyTurn, settleParty, validateInPartyPhase } from './phases';

import type { PartyAction, PartyPlayerAction, PartyState } from './types';

function validatePlayer(s: PartyState, a: PartyPlayerAction): EngineError | null {
  const p = partyPending(s);
  if (p.kind === 'chance') return err('WAITING_FOR_CHANCE', {});
  if (p.kind !== 'player') return err('GAME_OVER', {});
  if (a.seat !== p.seat) return err('NOT_YOUR_TURN', { seat: p.seat });
  const allowed = partyTurn(s)?.types ?? [];
  if (!allowed.includes(a.type)) return err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: allowed });
  return validateInPartyPhase(s, a);
}

function check(s: PartyState, raw: unknown): { action: PartyAction } | { error: EngineError } {
  const parsed = parsePartyAction(raw);
  if ('field' in parsed) return { error: err('BAD_ACTION', { field: parsed.field }) };
  const a = parsed.action;
  if (s.phase === 'gameOver') return { error: err('GAME_OVER', {}) };
  const e = a.type === 'chance' ? validatePartyChance(s, a) : validatePlayer(s, a);
  return e ? { error: e } : { action: a };
}

function applyChecked(s: PartyState, a: PartyAction): void {
  if (a.type === 'chance') applyPartyChance(s, a);
  else applyInPartyPhase(s, a);
  settleParty(s);
}

/** Checks an action (of any shape) against the Party Game rules; null when it is legal now. */
export function validatePartyAction(s: PartyState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  return 'error' in c ? c.error : null;
}

/** Applies a legal action to `s` itself (for simulations that own their state); on an error `s` is untouched. */
export function applyPartyActionInPlace(s: PartyState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  if ('error' in c) return c.error;
  applyChecked(s, c.action);
  return null;
}

export type PartyApplyResult = { ok: true; state: PartyState } | { ok: false; error: EngineError };

/** Pure: the state after the action, or why it is refused (the input is never changed). */
export function applyPartyAction(s: PartyState, raw: unknown): PartyApplyResult {
  const c = check(s, raw);
  if ('error' in c) return { ok: false, error: c.error };
  const next = plainCopy(s);
  applyChecked(next, c.action);
  return { ok: true, state: next };
}
