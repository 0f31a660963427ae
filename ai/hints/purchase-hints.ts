import { passBonus } from '../../src-shared/engine/board/holdings';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { LevelParams } from '../levels';
import { deckWorth, itemWorth, stableWorth } from '../policies/board-policy';
import type { Explanation, PurchaseHint } from './hint-types';

/**
 * Board Game purchases: each option the bots weigh, its price and its worth to the player as the
 * bots value it (policies/board-policy.ts, policies/card-values.ts); passing brings its bonus.
 */
export function explainPurchase(view: PlayerView, moves: Move[], lv: LevelParams): Explanation {
  const seat = view.seat;
  const option = (m: Move): PurchaseHint | null => {
    const of = (action: PlayerAction, price: number, worth: number): PurchaseHint => ({ action, price, worth });
    switch (m.type) {
      case 'buyActions':
        return of({ type: 'buyActions', seat }, m.price, lv.actionCardsValue);
      case 'buyCard':
        return of({ type: 'buyCard', seat, deck: m.deck, shuffle: false }, m.price, deckWorth(view, m.deck));
      case 'buyStable':
        return of({ type: 'buyStable', seat, horse: m.horse }, m.price, stableWorth(view, m.horse));
      case 'offer':
        return of({ type: 'offer', seat, seller: m.seller, item: m.item }, m.price, itemWorth(view, seat, m.item));
      case 'pass':
        return of({ type: 'pass', seat }, 0, passBonus(view.players[seat]));
      default:
        return null;
    }
  };
  return { kind: 'purchase', options: moves.map(option).filter((o): o is PurchaseHint => o !== null) };
}
