import { assistantCard, type AssistantPower } from '../../src-shared/engine/cards/assistant-cards';
import { goalKind, type GoalKind } from '../../src-shared/engine/cards/goal-cards';
import { horseCard } from '../../src-shared/engine/cards/horse-cards';
import { GOAL_VP, assistantCount, horseCardCount } from '../../src-shared/engine/board/goals';
import { LOANS, isSwapCard } from '../../src-shared/engine/board/holdings';
import type { LoanKind, PlayerView } from '../../src-shared/index';
import { CARD_VALUES } from '../tuning';

/** Rough money values of the Board Game's Assistant, Horse and Goal cards to a given seat. */

const LOAN_KINDS = Object.keys(LOANS) as LoanKind[];

export function racesLeft(view: PlayerView): number {
  return Math.max(0, view.rounds - view.round + (view.phase === 'purchase' || view.phase === 'lineup' ? 1 : 0));
}

/** A loan's repayment saved by the Assistant with this power, if the seat has that loan (a token 50 if not). */
function loanSaving(view: PlayerView, seat: number, power: AssistantPower, amount: number): number {
  const kind = LOAN_KINDS.find((k) => LOANS[k].assistant === power);
  return kind && view.players[seat].loans.includes(kind) ? LOANS[kind].repay - amount : CARD_VALUES.unusedLoanDiscount;
}

export function assistantValue(view: PlayerView, seat: number, card: number): number {
  const left = racesLeft(view);
  const { power, amount } = assistantCard(card);
  switch (power) {
    case 'freeGoals':
    case 'freeAssistants':
    case 'freeHorses':
      return CARD_VALUES.freeCardsPerRace * left;
    case 'stableDiscount':
      return CARD_VALUES.stableDiscountPerRace * left;
    case 'mobDiscount':
    case 'bankDiscount':
      return loanSaving(view, seat, power, amount ?? 0);
    case 'passBonus':
      return CARD_VALUES.passBonusPerRace * left;
    case 'countsDouble':
      return CARD_VALUES.countsDouble;
    case 'rightPays':
    case 'leftPays':
    case 'barman':
      // Money at every payoff still to come.
      return (amount ?? 0) * left;
    case 'swap':
      return bestOthers(view, seat, 'assistants', (c) => assistantValue(view, seat, c));
    case 'windfall':
      return amount ?? 0;
  }
}

export function horseCardValue(view: PlayerView, seat: number, card: number): number {
  const left = racesLeft(view);
  const stables = view.players[seat].stables.length;
  const racing = stables > 0 ? CARD_VALUES.horseRacingPerRace * left : 0;
  const c = horseCard(card);
  // Biscuit De Mer and Bosson pay their owner at each payoff: worth it despite their race.
  if (c.effects.some((e) => e.kind === 'ownerMoney')) return stables > 0 ? CARD_VALUES.ownerMoneyPerRace * left : 0;
  if (c.countsDouble) return CARD_VALUES.horseCountsDouble;
  if (c.swap) return bestOthers(view, seat, 'horseCards', (x) => horseCardValue(view, seat, x));
  return CARD_VALUES.horse + racing;
}

function bestOthers(
  view: PlayerView,
  seat: number,
  kind: 'assistants' | 'horseCards',
  value: (c: number) => number,
): number {
  let best = 0;
  view.players.forEach((p, s) => {
    if (s === seat || p.forfeited) return;
    for (const c of p[kind]) if (!isSwapCard(c)) best = Math.max(best, value(c));
  });
  return best;
}

/** The seat's standing for a goal kind: 1 when it leads alone, 0.5 tied, less when behind. */
function standing(view: PlayerView, seat: number, kind: GoalKind): number {
  const count = (s: number): number => {
    const p = view.players[s];
    switch (kind) {
      case 'mostStables':
        return p.stables.length;
      case 'mostAssistants':
        return assistantCount(p.assistants);
      case 'mostGoals':
        return p.goalCount + (s === seat ? 1 : 0);
      case 'mostHorses':
        return horseCardCount(p.horseCards);
      case 'mostMoney':
        return p.money;
      case 'fewestStables':
        return -p.stables.length;
      case 'fewestVp':
        return -p.vp;
    }
  };
  const mine = count(seat);
  let better = 0,
    equal = 0;
  view.players.forEach((p, s) => {
    if (s === seat || p.forfeited) return;
    const c = count(s);
    if (c > mine) better++;
    else if (c === mine) equal++;
  });
  if (better > 0) return CARD_VALUES.goalBehind / better;
  return equal > 0 ? CARD_VALUES.goalTied : 1;
}

/** Expected end-of-game VP of holding this goal card (a duplicate kind adds nothing); `standing` 1 = sole best. */
export function goalVp(view: PlayerView, seat: number, card: number, held: readonly number[]): number {
  const kind = goalKind(card);
  if (held.some((g) => g !== card && goalKind(g) === kind)) return 0;
  return GOAL_VP.alone * standing(view, seat, kind);
}
