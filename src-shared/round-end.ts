import { COLORS } from './colors';
import { actionDeck } from './cards/action-cards';
import { MOVEMENT_CARD_NUMBERS } from './cards/movement';
import { auctionDone, closeAuction, mustDrop, startAuction } from './auction';
import { startRound } from './flow';
import { newOdds, payRace } from './payoffs';
import { activeSeats, leftOf } from './players';
import { finalScores, tally, tiedForFirst } from './scoring';
import type { GameState } from './types';

/** Payoffs, new odds, the Board Game auctions and the end of the round (RULES.md §6, §8). */
export function finishRace(s: GameState): void {
  const race = s.race!;
  const oddsUsed = s.odds.slice();
  const payoffs = payRace(s, race.ranking, race.cards);
  s.odds = newOdds(oddsUsed, race.ranking);
  s.lastRace = {
    round: s.round,
    ranking: race.ranking.map((h) => COLORS[h]),
    oddsUsed,
    oddsAfter: s.odds.slice(),
    payoffs,
    revealed: race.cards.revealed,
    auctions: [],
  };
  if (s.mode === 'board') startAuction(s, 'dutch');
  else endRound(s);
}

/**
 * Runs an auction as far as it goes without a decision; true when a seat must answer.
 * The Dutch auction is followed by the English one, then the end of the round.
 */
export function auctionStep(s: GameState): boolean {
  while (s.queue.length > 0 && mustDrop(s, s.queue[0]) && !auctionDone(s)) s.queue.shift();
  if (!auctionDone(s)) return true;
  const kind = s.auction!.kind;
  s.lastRace?.auctions.push(closeAuction(s));
  if (kind === 'dutch') startAuction(s, 'english');
  else endRound(s);
  return false;
}

function endRound(s: GameState): void {
  s.actionDeck = actionDeck(s.starred).filter((c) => !s.players.some((p) => p.hand.includes(c)));
  s.movementDeck = MOVEMENT_CARD_NUMBERS.slice();
  s.movementDiscard = [];
  s.played = [];
  s.lineup = [];
  s.race = null;
  for (const b of s.bets) s.betTokens[COLORS.indexOf(b.horse)]++;
  s.bets = [];
  if (s.round >= s.rounds) return endGame(s);
  s.round++;
  s.firstPlayer = leftOf(s, s.firstPlayer);
  startRound(s);
}

/** Scores the game; players tied for the win wait for the random tie-break (chance). */
export function endGame(s: GameState): void {
  s.queue = [];
  s.purchase = null;
  s.auction = null;
  const left = activeSeats(s);
  if (left.length <= 1) {
    // The last player left wins at once: no loan repayment, no goals (RULES.md §9). When the
    // last players forfeit together, the forfeits alone rank everyone.
    s.ending = { defaulted: [], goals: s.players.map(() => []) };
    s.phase = 'gameOver';
    s.result = finalScores(s, left.length === 1 ? left[0] : null);
    return;
  }
  tally(s);
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
