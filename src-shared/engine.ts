import { COLORS, colorIndex } from './colors';
import { parseAction } from './action-schema';
import { movedOdds, placeBet, validateBet } from './betting';
import { applyBoard, boardTurn, validateBoard } from './board-actions';
import { applyChance, validateChance } from './chance';
import { pending } from './pending';
import { err, type EngineError } from './errors';
import { nextFixer, settle } from './flow';
import { orderPhotoFinish } from './race-phase';
import type { Action, GameState, PlayerAction } from './types';

/** The action types each betting and race phase accepts. */
const FAMILY_TYPES: Partial<Record<GameState['phase'], PlayerAction['type'][]>> = {
  firstBets: ['bet'],
  ericChange: ['moveOdds', 'pass'],
  fixing: ['playCard'],
  secondBets: ['bet', 'pass'],
  race: ['photoOrder'],
};

function validatePlayer(s: GameState, a: PlayerAction): EngineError | null {
  const p = pending(s);
  if (p.kind === 'chance') return err('NOT_YOUR_TURN', 'Waiting for a chance step (cards or dice), not for a player.');
  if (p.kind !== 'player') return err('GAME_OVER', 'The game is over.');
  if (a.seat !== p.seat) return err('NOT_YOUR_TURN', `It is ${s.players[p.seat].name}'s turn, not seat ${a.seat}'s.`);
  const board = s.phase === 'purchase' || s.phase === 'lineup' || s.phase === 'auction';
  const allowed = board ? boardTurn(s).types : (FAMILY_TYPES[s.phase] ?? []);
  if (!allowed.includes(a.type)) {
    return err('WRONG_PHASE', `"${a.type}" is not possible now (${s.phase}); expected ${allowed.join(' or ')}.`);
  }
  if (board) return validateBoard(s, a);
  switch (a.type) {
    case 'bet':
      return validateBet(s, a.seat, a.horse, a.kind, a.stake);
    case 'pass':
      return null;
    case 'moveOdds': {
      const h = colorIndex(a.horse);
      return movedOdds(s.players[a.seat].character, s.odds[h], a.direction) === s.odds[h]
        ? err('NOT_ALLOWED', `The ${a.horse} stable cannot move ${a.direction}: it is already at the limit.`)
        : null;
    }
    case 'playCard':
      return s.players[a.seat].hand.includes(a.card)
        ? null
        : err('NOT_IN_HAND', `Action card ${a.card} is not in your hand.`);
    case 'photoOrder': {
      const tie = s.race!.photoTies[0].map((h) => COLORS[h]);
      const ok = a.order.length === tie.length && tie.every((c) => a.order.includes(c));
      return ok ? null : err('BAD_ORDER', `Order exactly the tied horses: ${tie.join(', ')}.`);
    }
    default:
      return err('WRONG_PHASE', `"${a.type}" is not possible now (${s.phase}).`);
  }
}

function applyPlayer(s: GameState, a: PlayerAction): void {
  if (s.phase === 'purchase' || s.phase === 'lineup' || s.phase === 'auction') return applyBoard(s, a);
  switch (a.type) {
    case 'bet':
      placeBet(s, a.seat, a.horse, a.kind, a.stake);
      s.queue.shift();
      break;
    case 'pass':
      s.queue.shift();
      break;
    case 'moveOdds': {
      const h = colorIndex(a.horse);
      s.odds[h] = movedOdds(s.players[a.seat].character, s.odds[h], a.direction);
      s.queue.shift();
      break;
    }
    case 'playCard': {
      const hand = s.players[a.seat].hand;
      hand.splice(hand.indexOf(a.card), 1);
      s.played.push({ card: a.card, horse: a.horse, seat: a.seat });
      nextFixer(s, a.seat, false);
      break;
    }
    case 'photoOrder':
      orderPhotoFinish(s, a.order);
      break;
    default:
      throw new Error(`unexpected ${a.type} in ${s.phase}`);
  }
}

function check(s: GameState, raw: unknown): { action: Action } | { error: EngineError } {
  const parsed = parseAction(raw);
  if ('problem' in parsed) return { error: err('BAD_ACTION', `Malformed action: ${parsed.problem}`) };
  const a = parsed.action;
  if (s.phase === 'gameOver') return { error: err('GAME_OVER', 'The game is over.') };
  const e = a.type === 'chance' ? validateChance(s, a) : validatePlayer(s, a);
  return e ? { error: e } : { action: a };
}

/** Checks an action (of any shape) against the rules; null when it is legal now. */
export function validateAction(s: GameState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  return 'error' in c ? c.error : null;
}

/**
 * Applies a legal action to `s` itself (for simulations that own their state). On an error,
 * `s` is untouched.
 */
export function applyActionInPlace(s: GameState, raw: unknown): EngineError | null {
  const c = check(s, raw);
  if ('error' in c) return c.error;
  applyChecked(s, c.action);
  return null;
}

function applyChecked(s: GameState, a: Action): void {
  if (a.type === 'chance') applyChance(s, a);
  else applyPlayer(s, a);
  settle(s);
}

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: EngineError };

/** Pure: the state after the action, or why the action is refused (the input is never changed). */
export function applyAction(s: GameState, raw: unknown): ApplyResult {
  const c = check(s, raw);
  if ('error' in c) return { ok: false, error: c.error };
  const next = cloneState(s);
  applyChecked(next, c.action);
  return { ok: true, state: next };
}

/** Deep copy of plain JSON data. */
export function cloneState<T>(x: T): T {
  if (Array.isArray(x)) return x.map(cloneState) as T;
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in x) out[k] = cloneState((x as Record<string, unknown>)[k]);
    return out as T;
  }
  return x;
}
