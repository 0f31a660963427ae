import { assistantCard } from '../cards/assistant-cards';
import { goalKind, type GoalKind } from '../cards/goal-cards';
import { horseCard } from '../cards/horse-cards';
import { loanDebt, loanRepayments } from './holdings';
import { vpOf } from '../core/players';
import type { GameState, LoanKind, PlayerState } from '../core/types';

/**
 * End of the Board Game (docs/rules.md §9): loans repaid (a player who cannot, loses), then each
 * goal kind a player holds scores 2 VP when they alone are best, 1 VP when tied.
 */

/** VP a goal scores for the sole best player, and for each player tied best (docs/rules.md §9). */
export const GOAL_VP = { alone: 2, tied: 1 } as const;

/** Assistant cards as the "Most Assistant cards" goal counts them: Justice Bros count twice (docs/rules.md §9). */
export function assistantCount(assistants: readonly number[]): number {
  return assistants.reduce((n, c) => n + (assistantCard(c).power === 'countsDouble' ? 2 : 1), 0);
}

/** Horse cards as the "Most Horse cards" goal counts them: Giumenta counts twice (docs/rules.md §9). */
export function horseCardCount(horseCards: readonly number[]): number {
  return horseCards.reduce((n, c) => n + (horseCard(c).countsDouble ? 2 : 1), 0);
}

/** The measure each goal compares, and whether more is better. */
function measure(kind: GoalKind, p: PlayerState): { value: number; most: boolean } {
  switch (kind) {
    case 'mostStables':
      return { value: p.stables.length, most: true };
    case 'mostAssistants':
      return { value: assistantCount(p.assistants), most: true };
    case 'mostGoals':
      return { value: p.goals.length, most: true };
    case 'mostHorses':
      return { value: horseCardCount(p.horseCards), most: true };
    case 'mostMoney':
      return { value: p.money, most: true };
    case 'fewestStables':
      return { value: p.stables.length, most: false };
    case 'fewestVp':
      return { value: vpOf(p), most: false };
  }
}

/**
 * Repays every loan; returns the seats that could not and so lost the game, and each seat's
 * loans with what they cost (owed, for those who could not repay).
 */
export function repayLoans(
  s: GameState,
  seats: readonly number[],
): { defaulted: number[]; loans: { kind: LoanKind; repay: number }[][] } {
  const defaulted: number[] = [];
  const loans = s.players.map((): { kind: LoanKind; repay: number }[] => []);
  for (const seat of seats) {
    const p = s.players[seat];
    loans[seat] = loanRepayments(p);
    const debt = loanDebt(p);
    if (debt > p.money) defaulted.push(seat);
    else p.money -= debt;
    p.loans = [];
  }
  return { defaulted, loans };
}

/** VP each goal card of each contender scores (duplicates of a kind score once). */
export function scoreGoals(s: GameState, contenders: readonly number[]): Map<number, { card: number; vp: number }[]> {
  const out = new Map<number, { card: number; vp: number }[]>();
  for (const seat of contenders) {
    const seen = new Set<GoalKind>();
    const lines = s.players[seat].goals.map((card) => {
      const kind = goalKind(card);
      if (seen.has(kind)) return { card, vp: 0 };
      seen.add(kind);
      const mine = measure(kind, s.players[seat]);
      if (mine.most && mine.value < 1) return { card, vp: 0 };
      const values = contenders.map((o) => measure(kind, s.players[o]).value);
      const best = mine.most ? Math.max(...values) : Math.min(...values);
      if (mine.value !== best) return { card, vp: 0 };
      return { card, vp: values.filter((v) => v === best).length === 1 ? GOAL_VP.alone : GOAL_VP.tied };
    });
    out.set(seat, lines);
  }
  return out;
}
