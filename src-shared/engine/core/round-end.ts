import { COLORS } from './colors';
import { actionDeck, isHelpful } from '../cards/action-cards';
import { MOVEMENT_CARD_NUMBERS } from '../cards/movement';
import { newOdds, payRace } from '../race/payoffs';
import { activeSeats, leftOf, vpOf } from './players';
import { finalScores, tally, tiedForFirst, victoryOf } from './scoring';
import type { GameState, InPhase, RevealedCard } from './types';

/**
 * The steps after a race (docs/rules.md §6, §9): payoffs and new odds, the end of the round, the end
 * of the game. They change the state but never the phase: phases.ts decides what comes next.
 */

/** Payoffs and new odds; the race's summary for everyone to see. */
export function finishRace(s: InPhase<'race'>): void {
  const race = s.race;
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
  recordCards(s);
}

/**
 * Adds the race's revealed cards to their players' public records: against their first bets, then
 * against the second bets they placed after laying the cards.
 */
function recordCards(s: InPhase<'race'>): void {
  const on = (bets: typeof s.bets, c: RevealedCard): boolean =>
    bets.some((b) => b.seat === c.seat && b.horse === c.horse);
  const first = s.bets.slice(0, s.firstBetCount);
  const second = s.bets.slice(s.firstBetCount);
  for (const c of s.race.cards.revealed) {
    const r = s.cardRecords[c.seat];
    const helped = isHelpful(c.card);
    if (on(first, c)) r[helped ? 'backedHelped' : 'backedHarmed']++;
    else if (on(second, c)) r[helped ? 'secondHelped' : 'secondHarmed']++;
    else r[helped ? 'otherHelped' : 'otherHarmed']++;
  }
}

/**
 * Cards back to their decks, bet tokens to the pool; then, unless that was the last round, the
 * next round with the first player's role passed to the left. True when another round follows.
 */
export function endRound(s: GameState): boolean {
  s.actionDeck = actionDeck(s.starred).filter((c) => !s.players.some((p) => p.hand.includes(c)));
  s.movementDeck = MOVEMENT_CARD_NUMBERS.slice();
  s.movementDiscard = [];
  s.played = [];
  s.lineup = [];
  s.race = null;
  for (const b of s.bets) s.betTokens[COLORS.indexOf(b.horse)]++;
  s.bets = [];
  s.firstBetCount = 0;
  s.history.push({ round: s.round, money: s.players.map((p) => p.money), vp: s.players.map(vpOf) });
  if (s.round >= s.rounds) return false;
  s.round++;
  s.firstPlayer = leftOf(s, s.firstPlayer);
  return true;
}

/**
 * Scores the game. Players tied for the win wait for the random tie-break (chance), so the
 * game goes on to 'tieBreak'; otherwise it is over.
 */
export function endGame(s: GameState): 'tieBreak' | 'gameOver' {
  const left = activeSeats(s);
  if (left.length <= 1) {
    // The last player left wins at once: no loan repayment, no goals (docs/rules.md §9). When the
    // last players forfeit together, the forfeits alone rank everyone.
    s.ending = { defaulted: [], goals: s.players.map(() => []), loans: s.players.map(() => []) };
    s.result = finalScores(s, left.length === 1 ? left[0] : null);
    s.victory = left.length === 1 ? { seat: left[0], by: 'lastPlayer', tied: [] } : null;
    return 'gameOver';
  }
  tally(s);
  const tied = tiedForFirst(s);
  if (tied.length > 1) {
    s.tied = tied;
    return 'tieBreak';
  }
  s.result = finalScores(s, tied[0]);
  s.victory = victoryOf(s, tied[0], false);
  return 'gameOver';
}

/** The random pick among the players tied for the win. */
export function breakTie(s: GameState, winner: number): void {
  s.tied = [];
  s.result = finalScores(s, winner);
  s.victory = victoryOf(s, winner, true);
}
