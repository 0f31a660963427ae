import { openBets, stakeRange } from './betting';
import { penalize } from './forfeit';
import { canLineUp } from './lineup';
import { activeSeats, clockwiseFrom, hasPower, leftOf, rightOf } from './players';
import { raceFinished, startRace } from './race-phase';
import { auctionStep, endGame, finishRace } from './round-end';
import type { GameState } from './types';

/**
 * Phase changes and the steps nobody decides (penalties, skipped turns, payoffs, end of round).
 * `settle` runs after every action until a player or chance has to act.
 */
export function settle(s: GameState): void {
  for (;;) {
    if (s.phase === 'gameOver' || s.phase === 'tieBreak') return;
    if (activeSeats(s).length <= 1) return endGame(s);
    switch (s.phase) {
      case 'deal':
        if (s.queue.length > 0 && s.actionDeck.length > 0) return;
        enterFirstBets(s);
        continue;
      case 'purchase': {
        const pur = s.purchase!;
        if (pur.draw || pur.offer || pur.swap || s.queue.length > 0) return;
        if (pur.step === 1) {
          pur.step = 2;
          pur.refused = [];
          s.queue = clockwiseFrom(s, s.firstPlayer);
          continue;
        }
        s.purchase = null;
        s.phase = 'lineup';
        s.queue = clockwiseFrom(s, s.firstPlayer);
        continue;
      }
      case 'lineup':
        while (s.queue.length > 0 && !canLineUp(s, s.queue[0])) s.queue.shift();
        if (s.queue.length > 0) return;
        enterFirstBets(s);
        continue;
      case 'firstBets': {
        if (s.queue.length === 0) {
          enterEricChange(s);
          continue;
        }
        const seat = s.queue[0];
        // Cannot cover the minimum first bet: lose 2 VP, no first bet this round (RULES.md §3).
        if (!stakeRange(s, seat)) {
          s.queue.shift();
          penalize(s, seat);
          continue;
        }
        if (openBets(s, seat).length === 0) {
          s.queue.shift();
          continue;
        }
        return;
      }
      case 'ericChange':
        if (s.queue.length > 0) return;
        enterFixing(s);
        continue;
      case 'fixing':
        if (s.queue.length > 0) return;
        enterSecondBets(s);
        continue;
      case 'secondBets': {
        if (s.queue.length === 0) {
          startRace(s);
          continue;
        }
        // A player who cannot bet at all only passes, so the turn moves on by itself.
        const seat = s.queue[0];
        if (!stakeRange(s, seat) || openBets(s, seat).length === 0) {
          s.queue.shift();
          continue;
        }
        return;
      }
      case 'race':
        if (!raceFinished(s)) return;
        finishRace(s);
        continue;
      case 'auction':
        if (auctionStep(s)) return;
        continue;
    }
  }
}

/** Family Game: the deal; Board Game: the purchase phase (RULES.md §2). */
export function startRound(s: GameState): void {
  const order = clockwiseFrom(s, s.firstPlayer);
  if (s.mode === 'board') {
    s.phase = 'purchase';
    s.purchase = {
      step: 1,
      taken: s.players.map(() => [null, null]),
      draw: null,
      offer: null,
      swap: null,
      refused: [],
    };
    s.queue = order;
    return;
  }
  s.phase = 'deal';
  s.queue = [...order, ...order];
}

function enterFirstBets(s: GameState): void {
  s.phase = 'firstBets';
  s.queue = clockwiseFrom(s, s.firstPlayer);
}

function enterEricChange(s: GameState): void {
  s.phase = 'ericChange';
  s.queue = clockwiseFrom(s, s.firstPlayer).filter((seat) => hasPower(s, seat, 'moveOdds'));
}

function enterFixing(s: GameState): void {
  s.phase = 'fixing';
  s.queue = [];
  nextFixer(s, s.firstPlayer, true);
}

/** Fixing goes clockwise one card at a time; players with no cards left are skipped. */
export function nextFixer(s: GameState, from: number, includeFrom: boolean): void {
  const order = clockwiseFrom(s, includeFrom ? from : leftOf(s, from));
  const next = order.find((seat) => s.players[seat].hand.length > 0);
  s.queue = next === undefined ? [] : [next];
}

/** Second bets: counter-clockwise from the first player's right; the first player is last. */
function enterSecondBets(s: GameState): void {
  s.phase = 'secondBets';
  const order: number[] = [];
  let seat = s.firstPlayer;
  for (let k = 0; k < activeSeats(s).length; k++) {
    seat = rightOf(s, seat);
    order.push(seat);
    if (hasPower(s, seat, 'twoSecondBets')) order.push(seat);
  }
  s.queue = order;
}
