import { COLORS, DICE_OUTCOMES, HORSE_COUNT, isColor } from './colors';
import { err, type EngineError } from './errors';
import { drawCard, drawableNow } from '../board/purchase';
import { breakTie } from './round-end';
import { rollDice, turnMovementCard } from '../race/race-phase';
import { nextUint, peekFloat } from './rng';
import type { ChanceAction, GameState } from './types';

/**
 * Chance nodes as explicit outcomes (deal, movement card, dice, tie-break), so a test or a
 * replay can force any of them. Applying one always consumes one draw of the state's generator.
 */
export function isChanceNode(s: GameState): boolean {
  return (
    (s.phase === 'deal' && s.queue.length > 0 && s.actionDeck.length > 0) ||
    (s.phase === 'purchase' && s.purchase?.draw !== null && (s.purchase?.draw?.left ?? 0) > 0) ||
    (s.phase === 'race' && s.race !== null && s.race.next !== 'photo') ||
    s.phase === 'tieBreak'
  );
}

/** Family and Board Games: every outcome of the current chance node with its probability. */
export function chanceOutcomes(s: GameState): { action: ChanceAction; probability: number }[] {
  if (s.phase === 'deal') {
    const n = s.actionDeck.length;
    return s.actionDeck.map((card) => ({ action: { type: 'chance', kind: 'deal', card }, probability: 1 / n }));
  }
  if (s.phase === 'purchase') {
    const cards = drawableNow(s);
    return cards.map((card) => ({ action: { type: 'chance', kind: 'draw', card }, probability: 1 / cards.length }));
  }
  if (s.phase === 'tieBreak') {
    const n = s.tied.length;
    return s.tied.map((seat) => ({ action: { type: 'chance', kind: 'tieBreak', seat }, probability: 1 / n }));
  }
  if (s.race?.next === 'movement') {
    const n = s.movementDeck.length;
    return s.movementDeck.map((card) => ({ action: { type: 'chance', kind: 'movement', card }, probability: 1 / n }));
  }
  return COLORS.flatMap((a) =>
    COLORS.map((b) => ({
      action: { type: 'chance', kind: 'dice', dice: [a, b] },
      probability: 1 / DICE_OUTCOMES,
    })),
  );
}

/** Family and Board Games: the outcome the state's own generator picks next (the generator is not advanced). */
export function sampleChance(s: GameState): ChanceAction {
  const u = peekFloat(s.rng);
  if (s.phase === 'deal')
    return { type: 'chance', kind: 'deal', card: s.actionDeck[Math.floor(u * s.actionDeck.length)] };
  if (s.phase === 'purchase') {
    const cards = drawableNow(s);
    return { type: 'chance', kind: 'draw', card: cards[Math.floor(u * cards.length)] };
  }
  if (s.phase === 'tieBreak') return { type: 'chance', kind: 'tieBreak', seat: s.tied[Math.floor(u * s.tied.length)] };
  if (s.race?.next === 'movement') {
    return { type: 'chance', kind: 'movement', card: s.movementDeck[Math.floor(u * s.movementDeck.length)] };
  }
  const k = Math.floor(u * DICE_OUTCOMES);
  return { type: 'chance', kind: 'dice', dice: [COLORS[Math.floor(k / HORSE_COUNT)], COLORS[k % HORSE_COUNT]] };
}

export function validateChance(s: GameState, a: ChanceAction): EngineError | null {
  if (!isChanceNode(s)) return err('NOT_CHANCE', {});
  const expected =
    s.phase === 'deal' ? 'deal' : s.phase === 'purchase' ? 'draw' : s.phase === 'tieBreak' ? 'tieBreak' : s.race?.next;
  if (a.kind !== expected) return err('WRONG_CHANCE', { expected: expected ?? '', got: a.kind });
  return possibleOutcome(s, a) ? null : err('BAD_OUTCOME', { kind: a.kind });
}

function possibleOutcome(s: GameState, a: ChanceAction): boolean {
  switch (a.kind) {
    case 'deal':
      return s.actionDeck.includes(a.card);
    case 'movement':
      return s.movementDeck.includes(a.card);
    case 'dice':
      return Array.isArray(a.dice) && a.dice.length === 2 && a.dice.every(isColor);
    case 'tieBreak':
      return s.tied.includes(a.seat);
    case 'draw':
      return drawableNow(s).includes(a.card);
  }
}

export function applyChance(s: GameState, a: ChanceAction): void {
  nextUint(s.rng);
  switch (a.kind) {
    case 'deal': {
      const seat = s.queue.shift() as number;
      s.actionDeck.splice(s.actionDeck.indexOf(a.card), 1);
      s.players[seat].hand.push(a.card);
      return;
    }
    case 'movement':
      return turnMovementCard(s, a.card);
    case 'dice':
      return rollDice(s, a.dice);
    case 'tieBreak':
      return breakTie(s, a.seat);
    case 'draw':
      return drawCard(s, a.card);
  }
}
