import { goalKind, type GoalKind } from '../src-shared/cards/goal-cards';
import type { PlayerView } from '../src-shared/index';

/** Rough money values of the Board Game's Assistant, Horse and Goal cards to a given seat. */

export function racesLeft(view: PlayerView): number {
  return Math.max(0, view.rounds - view.round + (view.phase === 'purchase' || view.phase === 'lineup' ? 1 : 0));
}

export function assistantValue(view: PlayerView, seat: number, card: number): number {
  const left = racesLeft(view);
  switch (card) {
    case 23:
    case 24:
    case 25:
      return 150 * left;
    case 26:
      return 250 * left;
    case 27:
      return view.players[seat].loans.includes('mob') ? 1000 : 50;
    case 28:
      return view.players[seat].loans.includes('bank') ? 1000 : 50;
    case 29:
      return 200 * left;
    case 30:
      return 350;
    case 31:
    case 32:
      return 200 * left;
    case 33:
      return 300 * left;
    case 34:
      return bestOthers(view, seat, 'assistants', (c) => assistantValue(view, seat, c));
    case 35:
      return 800;
    default:
      return 0;
  }
}

export function horseCardValue(view: PlayerView, seat: number, card: number): number {
  const left = racesLeft(view);
  const stables = view.players[seat].stables.length;
  const racing = stables > 0 ? 120 * left : 0;
  switch (card) {
    case 42:
    case 43:
      return stables > 0 ? 500 * left : 0;
    case 44:
      return 300;
    case 45:
      return bestOthers(view, seat, 'horseCards', (c) => horseCardValue(view, seat, c));
    default:
      return 200 + racing;
  }
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
    for (const c of p[kind]) if (c !== 34 && c !== 45) best = Math.max(best, value(c));
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
        return p.assistants.length + (p.assistants.includes(30) ? 1 : 0);
      case 'mostGoals':
        return p.goalCount + (s === seat ? 1 : 0);
      case 'mostHorses':
        return p.horseCards.length + (p.horseCards.includes(44) ? 1 : 0);
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
  if (better > 0) return 0.3 / better;
  return equal > 0 ? 0.6 : 1;
}

/** Expected end-of-game VP of holding this goal card (a duplicate kind adds nothing). */
export function goalVp(view: PlayerView, seat: number, card: number, held: readonly number[]): number {
  const kind = goalKind(card);
  if (held.some((g) => g !== card && goalKind(g) === kind)) return 0;
  return 2 * standing(view, seat, kind);
}
