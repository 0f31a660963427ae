import { auctionStep, startAuction } from '../board/auction';
import { openBets, stakeRange } from '../family/betting';
import {
  applyAuction,
  applyLineupAction,
  applyPurchase,
  purchaseTurn,
  validateAuction,
  validateLineupAction,
  validatePurchase,
} from '../board/board-actions';
import { err, type EngineError } from './errors';
import { applyFamily, applyRaceAction, nextFixer, validateFamily, validateRaceAction } from '../family/family-actions';
import { penalize } from './forfeit';
import { canLineUp } from '../board/lineup';
import { secondBetOrder } from '../family/bet-order';
import { activeSeats, clockwiseFrom, hasPower } from './players';
import { newPurchase } from '../board/purchase-step';
import { raceFinished, startRace } from '../race/race-phase';
import { endGame, endRound, finishRace } from './round-end';
import type { GameState, InPhase, Phase, PlayerAction } from './types';

/**
 * The phase graph, written once (docs/rules.md §2). Each phase says what happens on entering it,
 * who acts and with which action types, how those are checked and applied, the steps that run by
 * themselves when nobody has to decide, and the phase that comes next. `enterPhase` is the only
 * place that changes the phase.
 *
 *   Family: deal → firstBets → ericChange → fixing → secondBets → race → (next round: deal)
 *   Board:  purchase → lineup → firstBets → … → race → auction → (next round: purchase)
 *   After the last round, or when one player is left: tieBreak (equal best scores) → gameOver.
 */

/** A player's turn: their seat and the action types they may send. */
export interface Turn {
  seat: number;
  types: PlayerAction['type'][];
}

/** What `advance` found: someone must decide here ('wait'), look again ('again'), or the phase is over. */
type Progress = 'wait' | 'again' | 'done';

/** The rules of phase `P`: each step but the entry gets the state of that phase (types.ts, PhaseState). */
interface PhaseRule<P extends Phase> {
  /** On entering: who acts first, and the phase's own state (the state of the phase before is gone). */
  enter(s: GameState): void;
  /** The player to act; null where only chance acts (deal, tie-break) or nobody does. */
  turn(s: InPhase<P>): Turn | null;
  validate(s: InPhase<P>, a: PlayerAction): EngineError | null;
  apply(s: InPhase<P>, a: PlayerAction): void;
  /** The steps nobody decides (skipped turns, penalties, payoffs); 'done' once the phase is over. */
  advance(s: InPhase<P>): Progress;
  /** The phase after this one, or how the state names it. */
  next: Phase | ((s: InPhase<P>) => Phase);
}

/** Seats clockwise from the first player: the order most phases take turns in. */
const order = (s: GameState): number[] => clockwiseFrom(s, s.firstPlayer);

const queueTurn =
  (...types: PlayerAction['type'][]) =>
  (s: GameState): Turn => ({ seat: s.queue[0], types });

/** A phase that is over once its queue is empty. */
const untilQueueEmpty = (s: GameState): Progress => (s.queue.length > 0 ? 'wait' : 'done');

const nobody = {
  turn: () => null,
  validate: (s: GameState, a: PlayerAction) => err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: [] }),
  apply: (s: GameState, a: PlayerAction) => {
    throw new Error(`unexpected ${a.type} in ${s.phase}`);
  },
};
const family = { validate: validateFamily, apply: applyFamily };

/** The end of the game leaves no turn behind. */
function clearQueue(s: GameState): void {
  s.queue = [];
}

const PHASES: { [P in Phase]: PhaseRule<P> } = {
  // Family Game: 2 Action cards to each player, one chance step per card (docs/rules.md §2).
  deal: {
    ...nobody,
    enter: (s) => {
      s.queue = [...order(s), ...order(s)];
    },
    advance: (s) => (s.queue.length > 0 && s.actionDeck.length > 0 ? 'wait' : 'done'),
    next: 'firstBets',
  },
  // Board Game: two purchase steps, clockwise (docs/rules.md §7).
  purchase: {
    turn: purchaseTurn,
    validate: validatePurchase,
    apply: applyPurchase,
    enter: (s) => {
      s.purchase = newPurchase(s);
      s.queue = order(s);
    },
    advance: (s) => {
      const pur = s.purchase;
      if (pur.draw || pur.offer || pur.swap || s.queue.length > 0) return 'wait';
      if (pur.step === 2) return 'done';
      pur.step = 2;
      pur.refused = [];
      s.queue = order(s);
      return 'again';
    },
    next: 'lineup',
  },
  // Board Game: Horse cards on owned stables; players with nothing to line up are skipped (docs/rules.md §7).
  lineup: {
    turn: queueTurn('lineup'),
    validate: validateLineupAction,
    apply: applyLineupAction,
    enter: (s) => {
      s.queue = order(s);
    },
    advance: (s) => {
      while (s.queue.length > 0 && !canLineUp(s, s.queue[0])) s.queue.shift();
      return untilQueueEmpty(s);
    },
    next: 'firstBets',
  },
  // Mandatory, clockwise from the first player (docs/rules.md §3, §4).
  firstBets: {
    turn: queueTurn('bet'),
    ...family,
    enter: (s) => {
      s.queue = order(s);
    },
    advance: (s) => {
      if (s.queue.length === 0) return 'done';
      const seat = s.queue[0];
      // Cannot cover the minimum first bet: lose 2 VP, no first bet this round (docs/rules.md §3).
      if (!stakeRange(s, seat)) {
        s.queue.shift();
        penalize(s, seat);
        return 'again';
      }
      if (openBets(s, seat).length > 0) return 'wait';
      s.queue.shift();
      return 'again';
    },
    next: 'ericChange',
  },
  // Eric Change may move one stable two rows (docs/rules.md §4).
  ericChange: {
    turn: queueTurn('moveOdds', 'pass'),
    ...family,
    enter: (s) => {
      s.queue = order(s).filter((seat) => hasPower(s, seat, 'moveOdds'));
    },
    advance: untilQueueEmpty,
    next: 'fixing',
  },
  // One face-down card at a time, clockwise, until all hands are empty (docs/rules.md §4).
  fixing: {
    turn: queueTurn('playCard'),
    ...family,
    enter: (s) => nextFixer(s, s.firstPlayer, true),
    advance: untilQueueEmpty,
    next: 'secondBets',
  },
  // Optional, counter-clockwise; a player who cannot bet at all only passes, so the turn moves on.
  secondBets: {
    turn: queueTurn('bet', 'pass'),
    ...family,
    enter: (s) => {
      s.queue = secondBetOrder(s);
    },
    advance: (s) => {
      if (s.queue.length === 0) return 'done';
      const seat = s.queue[0];
      if (stakeRange(s, seat) && openBets(s, seat).length > 0) return 'wait';
      s.queue.shift();
      return 'again';
    },
    next: 'race',
  },
  // Chance steps (cards, dice); the first player orders photo-finish ties (docs/rules.md §5, §6).
  race: {
    turn: (s) => ({ seat: s.firstPlayer, types: ['photoOrder'] }),
    validate: validateRaceAction,
    apply: applyRaceAction,
    enter: startRace,
    advance: (s) => {
      if (!raceFinished(s)) return 'wait';
      finishRace(s);
      if (s.mode !== 'board') closeRound(s);
      return 'done';
    },
    next: (s) => (s.mode === 'board' ? 'auction' : afterRound(s)),
  },
  // Board Game: the Dutch auction, then the English one (docs/rules.md §8).
  auction: {
    turn: queueTurn('bid'),
    validate: validateAuction,
    apply: applyAuction,
    enter: (s) => startAuction(s, 'dutch'),
    advance: (s) => {
      const kind = s.auction.kind;
      if (auctionStep(s)) return 'wait';
      if (kind === 'dutch') {
        startAuction(s, 'english');
        return 'again';
      }
      closeRound(s);
      return 'done';
    },
    next: afterRound,
  },
  // Equal best scores: a random pick (a chance step) names the winner (docs/rules.md §9).
  tieBreak: { ...nobody, enter: clearQueue, advance: (s) => (s.result ? 'done' : 'wait'), next: 'gameOver' },
  // Final: `settle` stops here.
  gameOver: { ...nobody, enter: clearQueue, advance: () => 'wait', next: 'gameOver' },
};

/** The end of a round: its bookkeeping, and after the last round the final scores (docs/rules.md §9). */
function closeRound(s: GameState): void {
  if (!endRound(s)) endGame(s);
}

/** After `closeRound`: the next round's first phase, or, once the game is scored, how it ends. */
function afterRound(s: GameState): Phase {
  if (!s.ending) return firstPhaseOfRound(s);
  return s.result ? 'gameOver' : 'tieBreak';
}

/** Family Game: the deal; Board Game: the purchase phase (docs/rules.md §2). */
export function firstPhaseOfRound(s: GameState): Phase {
  return s.mode === 'board' ? 'purchase' : 'deal';
}

/** Whether the bet due now is Antonio Vesuvio's extra second bet, the second of his two turns (docs/rules.md §4). */
export function isExtraSecondBet(s: GameState): boolean {
  const seat = s.queue[0];
  return s.phase === 'secondBets' && seat !== undefined && hasPower(s, seat, 'twoSecondBets') && s.queue[1] !== seat;
}

/**
 * The only place the phase changes: sets it, drops the state of the phase left (a purchase or an
 * auction lives only in its phase), then runs the new phase's entry step.
 */
export function enterPhase(s: GameState, phase: Phase): void {
  s.phase = phase;
  s.purchase = null;
  s.auction = null;
  PHASES[phase].enter(s);
}

/** The row of the phase in play; the state it is given is the state of that phase. */
function ruleOf(s: GameState): PhaseRule<Phase> {
  return PHASES[s.phase] as PhaseRule<Phase>;
}

/** The player to act now and the action types they may send; null when no player acts. */
export function playerTurn(s: GameState): Turn | null {
  return ruleOf(s).turn(s);
}

export function validateInPhase(s: GameState, a: PlayerAction): EngineError | null {
  return ruleOf(s).validate(s, a);
}

export function applyInPhase(s: GameState, a: PlayerAction): void {
  ruleOf(s).apply(s, a);
}

/**
 * Runs after every action until a player or chance has to act: the steps nobody decides and
 * the phase changes. A game with one player left ends at once (docs/rules.md §9).
 */
export function settle(s: GameState): void {
  for (;;) {
    if (s.phase === 'gameOver') return;
    if (s.phase !== 'tieBreak' && activeSeats(s).length <= 1) {
      enterPhase(s, endGame(s));
      continue;
    }
    const rule = ruleOf(s);
    const progress = rule.advance(s);
    if (progress === 'wait') return;
    if (progress === 'done') enterPhase(s, typeof rule.next === 'function' ? rule.next(s) : rule.next);
  }
}
