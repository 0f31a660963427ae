import { COLORS, clampRow, colorIndex, type Color } from './colors';
import { parseAction } from './action-schema';
import { openBets, placeBet, stakeRange, validateBet } from './betting';
import { applyChance, isChanceNode, validateChance } from './chance';
import { err, type EngineError } from './errors';
import { nextFixer, settle } from './flow';
import { orderPhotoFinish } from './race-phase';
import type { Action, BetKind, GameState, PlayerAction } from './types';

/** Who must act now. */
export type Pending = { kind: 'player'; seat: number } | { kind: 'chance' } | { kind: 'over' };

export function pending(s: GameState): Pending {
  if (s.phase === 'gameOver') return { kind: 'over' };
  if (isChanceNode(s)) return { kind: 'chance' };
  if (s.phase === 'race') return { kind: 'player', seat: s.firstPlayer };
  return { kind: 'player', seat: s.queue[0] };
}

/** A legal choice for the player to act; a bet's stake is any multiple of 100 in its range. */
export type Move =
  | { type: 'bet'; seat: number; horse: Color; kind: BetKind; minStake: number; maxStake: number }
  | { type: 'pass'; seat: number }
  | { type: 'moveOdds'; seat: number; horse: Color; direction: 'up' | 'down' }
  | { type: 'playCard'; seat: number; card: number; horse: Color }
  | { type: 'photoOrder'; seat: number; tied: Color[] };

export function legalMoves(s: GameState): Move[] {
  const p = pending(s);
  if (p.kind !== 'player') return [];
  const seat = p.seat;
  switch (s.phase) {
    case 'firstBets':
    case 'secondBets': {
      const range = stakeRange(s, seat);
      const bets: Move[] = range
        ? openBets(s, seat).map((b) => ({ type: 'bet', seat, ...b, minStake: range.min, maxStake: range.max }))
        : [];
      return s.phase === 'secondBets' ? [...bets, { type: 'pass', seat }] : bets;
    }
    case 'ericChange':
      return [
        ...COLORS.flatMap((horse, h) =>
          (['up', 'down'] as const)
            .filter((direction) => clampRow(s.odds[h] + (direction === 'up' ? -2 : 2)) !== s.odds[h])
            .map((direction): Move => ({ type: 'moveOdds', seat, horse, direction })),
        ),
        { type: 'pass', seat },
      ];
    case 'fixing':
      return [...new Set(s.players[seat].hand)].flatMap((card) =>
        COLORS.map((horse): Move => ({ type: 'playCard', seat, card, horse })),
      );
    case 'race':
      return [{ type: 'photoOrder', seat, tied: s.race!.photoTies[0].map((h) => COLORS[h]) }];
    default:
      return [];
  }
}

function validatePlayer(s: GameState, a: PlayerAction): EngineError | null {
  const p = pending(s);
  if (p.kind === 'chance') return err('NOT_YOUR_TURN', 'Waiting for a chance step (cards or dice), not for a player.');
  if (p.kind !== 'player') return err('GAME_OVER', 'The game is over.');
  if (a.seat !== p.seat) return err('NOT_YOUR_TURN', `It is ${s.players[p.seat].name}'s turn, not seat ${a.seat}'s.`);
  const allowed: Record<string, PlayerAction['type'][]> = {
    firstBets: ['bet'], ericChange: ['moveOdds', 'pass'], fixing: ['playCard'], secondBets: ['bet', 'pass'],
    race: ['photoOrder'],
  };
  if (!(allowed[s.phase] ?? []).includes(a.type)) {
    return err('WRONG_PHASE', `"${a.type}" is not possible now (${s.phase}); expected ${(allowed[s.phase] ?? []).join(' or ')}.`);
  }
  switch (a.type) {
    case 'bet':
      return validateBet(s, a.seat, a.horse, a.kind, a.stake);
    case 'pass':
      return null;
    case 'moveOdds': {
      const h = colorIndex(a.horse);
      return clampRow(s.odds[h] + (a.direction === 'up' ? -2 : 2)) === s.odds[h]
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
  }
}

function applyPlayer(s: GameState, a: PlayerAction): void {
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
      s.odds[h] = clampRow(s.odds[h] + (a.direction === 'up' ? -2 : 2));
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
