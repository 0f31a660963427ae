import { COLORS } from '../core/colors';
import { err, type EngineError } from '../core/errors';
import { betMoves, kindsLeft, validatePartyBet } from './betting';
import { finalScores, finishRace, openBetting } from './flow';
import { orderTie, raceOver, startTrack, tieToOrder } from './race';
import type { PartyMove, PartyPhase, PartyPlayerAction, PartyState } from './types';

/**
 * The Party Game's phase graph, written once as core/phases.ts writes the Family and Board Games'
 * (docs/rules.md §11): bookmaker (drawn by chance) → betting → race → betting of the next race …
 * → gameOver. Each phase says who acts and with which actions, how those are checked and applied,
 * what runs on entering it, and which phase comes next. `enterPartyPhase` alone changes the phase.
 */

/** A player's turn: their seat and the action types they may send. */
export interface PartyTurn {
  seat: number;
  types: PartyPlayerAction['type'][];
}

/** Methods, so a rule for one action type fits the table (each phase is only sent its own types). */
interface PartyPhaseRule<A extends PartyPlayerAction> {
  /** The player to act when no chance step is due; null where nobody does. */
  turn(s: PartyState): PartyTurn | null;
  moves(s: PartyState, seat: number): PartyMove[];
  validate(s: PartyState, a: A): EngineError | null;
  apply(s: PartyState, a: A): void;
  /** What runs on entering the phase. */
  enter(s: PartyState): void;
  /** The steps nobody decides, then 'wait' (someone must act) or the next phase. */
  advance(s: PartyState): 'wait' | PartyPhase;
}

type Bet = Extract<PartyPlayerAction, { type: 'bet' }>;
type PhotoOrder = Extract<PartyPlayerAction, { type: 'photoOrder' }>;

const nobody: Omit<PartyPhaseRule<never>, 'enter' | 'advance'> = {
  turn: () => null,
  moves: () => [],
  validate: (s, a: PartyPlayerAction) => err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: [] }),
  apply: (s, a: PartyPlayerAction) => {
    throw new Error(`unexpected ${a.type} in ${s.phase}`);
  },
};

/** The tied horses the bookmaker orders now, as colours. */
const tied = (s: PartyState) => tieToOrder(s.track)!.map((h) => COLORS[h]);

export const PARTY_PHASES: {
  readonly bookmaker: PartyPhaseRule<never>;
  readonly betting: PartyPhaseRule<Bet>;
  readonly race: PartyPhaseRule<PhotoOrder>;
  readonly gameOver: PartyPhaseRule<never>;
} = {
  // The first bookmaker is drawn at random, a chance step that names them.
  bookmaker: {
    ...nobody,
    enter: () => {},
    advance: (s) => (s.bookmaker === null ? 'wait' : 'betting'),
  },
  // Each seat but the bookmaker bets in turn, a Show and a Win bet each while their money allows.
  betting: {
    turn: (s) => ({ seat: s.queue[0], types: ['bet'] }),
    moves: betMoves,
    validate: (s, a) => validatePartyBet(s, a.seat, a.kind, a.stake),
    apply: (s, a) => {
      s.players[a.seat].money -= a.stake;
      s.bets.push({ seat: a.seat, horse: a.horse, kind: a.kind, stake: a.stake });
    },
    enter: openBetting,
    advance: (s) => {
      while (s.queue.length > 0 && kindsLeft(s, s.queue[0]).length === 0) s.queue.shift();
      return s.queue.length > 0 ? 'wait' : 'race';
    },
  },
  // Movement cards are chance steps; the bookmaker orders horses that cross the line together.
  race: {
    turn: (s) => ({ seat: s.bookmaker!, types: ['photoOrder'] }),
    moves: (s, seat) => [{ type: 'photoOrder', seat, tied: tied(s) }],
    validate: (s, a) => {
      const tie = tied(s);
      const ok = a.order.length === tie.length && tie.every((c) => a.order.includes(c));
      return ok ? null : err('BAD_ORDER', { tied: tie });
    },
    apply: (s, a) => orderTie(s.track!, a.order),
    enter: startTrack,
    advance: (s) => (raceOver(s.track!) ? finishRace(s) : 'wait'),
  },
  gameOver: {
    ...nobody,
    enter: (s) => {
      s.queue = [];
      s.result = finalScores(s);
    },
    advance: () => 'wait',
  },
};

/** The rule of the phase the game is in, for any of its actions. */
function rule(s: PartyState): PartyPhaseRule<PartyPlayerAction> {
  return PARTY_PHASES[s.phase] as PartyPhaseRule<PartyPlayerAction>;
}

/** The only place the phase changes: sets it and runs what the phase starts with. */
export function enterPartyPhase(s: PartyState, phase: PartyPhase): void {
  s.phase = phase;
  PARTY_PHASES[phase].enter(s);
}

/** The player to act when no chance step is due, and what they may send; null when nobody acts. */
export function partyTurn(s: PartyState): PartyTurn | null {
  return rule(s).turn(s);
}

export function partyPhaseMoves(s: PartyState, seat: number): PartyMove[] {
  return rule(s).moves(s, seat);
}

export function validateInPartyPhase(s: PartyState, a: PartyPlayerAction): EngineError | null {
  return rule(s).validate(s, a);
}

export function applyInPartyPhase(s: PartyState, a: PartyPlayerAction): void {
  rule(s).apply(s, a);
}

/** Runs after every action until a player or chance has to act: the steps nobody decides and the phase changes. */
export function settleParty(s: PartyState): void {
  for (;;) {
    const next = rule(s).advance(s);
    if (next === 'wait') return;
    enterPartyPhase(s, next);
  }
}
