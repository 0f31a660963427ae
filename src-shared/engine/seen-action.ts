import { cardKind } from './cards/card-kind';
import type { Action, ChanceAction, PlayerAction } from './core/action-schema';
import type { GameState } from './core/types';
import type { AnyGameState, PartyAction } from './party/types';

type Chance<K extends ChanceAction['kind']> = Extract<ChanceAction, { kind: K }>;
type Played<T extends PlayerAction['type']> = Extract<PlayerAction, { type: T }>;
/** `A` with its card number hidden (null) from whoever may not see it. */
type CardHidden<A extends { card: number }> = Omit<A, 'card'> & { card: number | null };

/**
 * A Family or Board action as one seat may know it (docs/rules.md §10): the card of a deal or a
 * draw only for the seat that gets it; a face-down card, a kept Goal or Action card, a Goal card
 * sold to the bank only for the seat that played it; a Goal card given for an offer only for the
 * seller and the buyer. Everything
 * else an action says is public.
 */
export type SeenAction =
  | Exclude<Action, Chance<'deal' | 'draw'> | Played<'playCard' | 'keep' | 'clearance'>>
  | CardHidden<Chance<'deal'>>
  | CardHidden<Chance<'draw'>>
  | CardHidden<Played<'playCard'>>
  | CardHidden<Played<'keep'>>
  | (Omit<Played<'clearance'>, 'item'> & { item: Played<'clearance'>['item'] | { kind: 'goal' } });

/**
 * `a`, about to be applied to `before`, as `seat` may know it (SPECTATOR: as everyone may). A Party
 * Game hides nothing (docs/rules.md §11), so its actions are told as they are.
 */
export function actionSeenBy(before: GameState, a: Action, seat: number): SeenAction;
export function actionSeenBy(before: AnyGameState, a: Action | PartyAction, seat: number): SeenAction | PartyAction;
export function actionSeenBy(before: AnyGameState, a: Action | PartyAction, seat: number): SeenAction | PartyAction {
  if (before.mode === 'party') return a;
  return familySeen(before, a as Action, seat);
}

function familySeen(before: GameState, a: Action, seat: number): SeenAction {
  if (a.type === 'chance') {
    if (a.kind === 'deal') return before.queue[0] === seat ? a : { ...a, card: null };
    if (a.kind === 'draw') return before.purchase?.draw?.seat === seat ? a : { ...a, card: null };
    return a;
  }
  if (a.seat === seat) return a;
  switch (a.type) {
    case 'playCard':
      return { ...a, card: null };
    case 'keep': {
      const kind = cardKind(a.card);
      return kind === 'goal' || kind === 'action' ? { ...a, card: null } : a;
    }
    case 'clearance':
      return a.item.kind === 'goal' ? { ...a, item: { kind: 'goal' } } : a;
    case 'answer': {
      // The Goal card a seller gives is for the buyer's eyes too: it is now theirs.
      if (a.goal === undefined || before.purchase?.offer?.buyer === seat) return a;
      const { goal: _given, ...told } = a;
      return told;
    }
    default:
      return a;
  }
}
