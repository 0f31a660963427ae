import { COLORS } from './colors';
import { putUnder } from '../cards/decks';
import { PENALTY_VP, leftOf, loseTwoVp } from './players';
import type { GameState } from './types';

/**
 * A player leaves the game (docs/rules.md §9): bets, tokens and cards go back, stables become
 * unowned, and the first-player role passes on. Payments already made stand.
 */
export function forfeit(s: GameState, seat: number): void {
  const p = s.players[seat];
  p.forfeited = true;
  s.forfeits.push(seat);
  s.queue = s.queue.filter((q) => q !== seat);
  for (const b of s.bets) if (b.seat === seat) s.betTokens[COLORS.indexOf(b.horse)]++;
  s.bets = s.bets.filter((b) => b.seat !== seat);
  s.actionDeck.push(...p.hand);
  p.hand = [];
  if (s.phase !== 'race') {
    s.actionDeck.push(...s.played.filter((c) => c.seat === seat).map((c) => c.card));
    s.played = s.played.filter((c) => c.seat !== seat);
  }
  p.stables = [];
  // Board Game cards go back under their decks; loans are freed; lined-up horses leave.
  putUnder(s.goalDeck, p.goals);
  putUnder(s.assistantDeck, p.assistants);
  putUnder(s.horseDeck, p.horseCards);
  p.goals = [];
  p.assistants = [];
  p.horseCards = [];
  p.dormant = [];
  p.loans = [];
  s.lineup = s.lineup.filter((l) => l.seat !== seat);
  if (s.firstPlayer === seat) s.firstPlayer = leftOf(s, seat);
}

/** The two-VP penalty, or a forfeit for a player who has under 2 VP. */
export function penalize(s: GameState, seat: number): void {
  if (loseTwoVp(s, seat)) s.vpRecord[seat].penalties -= PENALTY_VP;
  else forfeit(s, seat);
}
