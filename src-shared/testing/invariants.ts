import { COLORS } from '../engine/core/colors';
import { actionDeck } from '../engine/cards/action-cards';
import { MOVEMENT_CARD_NUMBERS } from '../engine/cards/movement';
import { ASSISTANT_CARDS } from '../engine/cards/assistant-cards';
import { GOAL_CARD_NUMBERS } from '../engine/cards/goal-cards';
import { HORSE_CARDS } from '../engine/cards/horse-cards';
import { deckCards } from '../engine/cards/decks';
import { TOKENS_BY_PLAYERS } from '../engine/core/setup';
import type { GameState } from '../engine/core/types';

/**
 * Conservation oracles checked after every step of a fuzzed game: each problem found is
 * returned as a sentence (an empty list means the state is sound).
 */
export function invariantProblems(s: GameState): string[] {
  const problems: string[] = [];
  s.players.forEach((p, seat) => {
    if (p.money < 0) problems.push(`seat ${seat} has negative money ${p.money}`);
    if (p.money % 100 !== 0) problems.push(`seat ${seat} money ${p.money} is not a multiple of 100`);
    if (p.vpTokens < 0) problems.push(`seat ${seat} has ${p.vpTokens} VP tokens`);
    if (p.forfeited && (p.hand.length > 0 || p.stables.length > 0))
      problems.push(`forfeited seat ${seat} still holds cards`);
  });
  for (const b of s.bets) if (b.stake % 100 !== 0 || b.stake < 100) problems.push(`bad stake ${b.stake}`);

  const actionPlaces = [...s.actionDeck, ...s.players.flatMap((p) => p.hand), ...s.played.map((c) => c.card)];
  if (s.purchase?.draw?.deck === 'action') actionPlaces.push(...s.purchase.draw.drawn);
  if (!sameSet(actionPlaces, actionDeck(s.starred)))
    problems.push(`action cards not conserved: ${sorted(actionPlaces)}`);
  const movement = [...s.movementDeck, ...s.movementDiscard];
  if (!sameSet(movement, MOVEMENT_CARD_NUMBERS)) problems.push(`movement cards not conserved: ${sorted(movement)}`);

  const perColour = TOKENS_BY_PLAYERS[s.players.length];
  COLORS.forEach((c, h) => {
    const used = s.bets.filter((b) => b.horse === c).length;
    if (s.betTokens[h] < 0 || s.betTokens[h] + used !== perColour) problems.push(`${c} bet tokens not conserved`);
  });

  if (s.mode === 'board') problems.push(...boardProblems(s));

  const owners = s.players.flatMap((p) => p.stables);
  if (new Set(owners).size !== owners.length) problems.push(`a stable has two owners: ${owners}`);
  if (s.odds.some((r) => r < 0 || r > 5 || !Number.isInteger(r))) problems.push(`odds out of range: ${s.odds}`);
  if (s.phase !== 'gameOver' && s.players[s.firstPlayer].forfeited) problems.push('the first player has forfeited');
  return problems;
}

function sorted(xs: readonly number[]): number[] {
  return xs.slice().sort((a, b) => a - b);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** Board Game: every Goal, Assistant and Horse card in exactly one place; loans within the 6 cards. */
function boardProblems(s: GameState): string[] {
  const problems: string[] = [];
  const drawn = s.purchase?.draw && s.purchase.draw.deck !== 'action' ? s.purchase.draw.drawn : [];
  const places = [
    ...deckCards(s.goalDeck),
    ...deckCards(s.assistantDeck),
    ...deckCards(s.horseDeck),
    ...drawn,
    ...s.players.flatMap((p) => [...p.goals, ...p.assistants, ...p.horseCards]),
  ];
  const all = [...GOAL_CARD_NUMBERS, ...ASSISTANT_CARDS.map((c) => c.no), ...HORSE_CARDS.map((c) => c.no)];
  if (!sameSet(places, all)) problems.push(`board cards not conserved: ${sorted(places)}`);
  const loans = s.players.reduce((n, p) => n + p.loans.length, 0);
  if (loans > 6) problems.push(`${loans} loans out of 6 cards`);
  s.players.forEach((p, seat) => {
    if (new Set(p.loans).size !== p.loans.length) problems.push(`seat ${seat} holds the same loan twice`);
    if (p.dormant.some((c) => !p.assistants.includes(c) && !p.horseCards.includes(c)))
      problems.push(`seat ${seat} has a dormant card it does not hold`);
  });
  for (const l of s.lineup) {
    const p = s.players[l.seat];
    if (!p.horseCards.includes(l.card) || !p.stables.includes(l.horse))
      problems.push(`lineup card ${l.card} not owned on ${l.horse}`);
  }
  return problems;
}
