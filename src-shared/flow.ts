import { COLORS } from './colors';
import { actionDeck } from './cards/action-cards';
import { MOVEMENT_CARD_NUMBERS } from './cards/movement';
import { openBets, stakeRange } from './betting';
import { penalize } from './forfeit';
import { newOdds, payRace } from './payoffs';
import { activeSeats, clockwiseFrom, hasPower, leftOf, rightOf } from './players';
import { raceFinished, startRace } from './race-phase';
import { finalScores, tiedForFirst } from './scoring';
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
    }
  }
}

export function startRound(s: GameState): void {
  s.phase = 'deal';
  const order = clockwiseFrom(s, s.firstPlayer);
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

/** Payoffs, new odds and the end of the round (RULES.md §6). */
function finishRace(s: GameState): void {
  const race = s.race!;
  const oddsUsed = s.odds.slice();
  const payoffs = payRace(s, race.ranking, race.cards);
  s.odds = newOdds(oddsUsed, race.ranking);
  s.lastRace = {
    round: s.round, ranking: race.ranking.map((h) => COLORS[h]), oddsUsed, oddsAfter: s.odds.slice(),
    payoffs, revealed: race.cards.revealed,
  };
  endRound(s);
}

function endRound(s: GameState): void {
  s.actionDeck = actionDeck(s.starred).filter((c) => !s.players.some((p) => p.hand.includes(c)));
  s.movementDeck = MOVEMENT_CARD_NUMBERS.slice();
  s.movementDiscard = [];
  s.played = [];
  s.race = null;
  for (const b of s.bets) s.betTokens[COLORS.indexOf(b.horse)]++;
  s.bets = [];
  if (s.round >= s.rounds) return endGame(s);
  s.round++;
  s.firstPlayer = leftOf(s, s.firstPlayer);
  startRound(s);
}

/** Scores the game; players tied for the win wait for the random tie-break (chance). */
function endGame(s: GameState): void {
  s.queue = [];
  const tied = tiedForFirst(s);
  if (tied.length > 1) {
    s.phase = 'tieBreak';
    s.tied = tied;
    return;
  }
  s.phase = 'gameOver';
  s.result = finalScores(s, tied[0]);
}

export function breakTie(s: GameState, winner: number): void {
  s.phase = 'gameOver';
  s.tied = [];
  s.result = finalScores(s, winner);
}
