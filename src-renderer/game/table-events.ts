import type { PlayerAction, PlayerView } from '../../src-shared/index';
import { colorParam as color, itemParam, type MessageParam } from './message-text';
import type { MessageKey, SubKey } from '../i18n/keys';

/**
 * What a player just did at the table (a card bought, a bet placed, a stable sold, an offer made
 * and its answer), worded for a note beside their seat. Read off the action and the views before
 * and after it: no rule here, and nothing the viewer may not see (docs/rules.md §10).
 */
export interface TableEvent {
  seat: number;
  key: MessageKey;
  params: Record<string, MessageParam>;
  /** The player's money change, when the move cost or paid something. */
  money: number | null;
  tone: 'good' | 'bad' | 'info';
}

export function tableEvents(before: PlayerView, a: PlayerAction, after: PlayerView): TableEvent[] {
  const out: TableEvent[] = [];
  const name = (seat: number): string => before.players[seat]?.name ?? '?';
  const moneyOf = (seat: number): number | null => {
    const d = (after.players[seat]?.money ?? 0) - (before.players[seat]?.money ?? 0);
    return d === 0 ? null : d;
  };
  const say = (
    key: SubKey<'events'>,
    params: Record<string, MessageParam> = {},
    tone: TableEvent['tone'] = 'info',
    seat = a.seat,
  ): void => {
    out.push({ seat, key: `events.${key}`, params, money: moneyOf(seat), tone });
  };
  switch (a.type) {
    case 'bet':
      say('bet', { stake: a.stake, horse: color(a.horse), kind: { t: `bet.${a.kind}` } });
      // The stake is in the words already.
      out.at(-1)!.money = null;
      break;
    case 'pass':
      say(before.phase === 'purchase' ? 'passPurchase' : 'pass');
      break;
    case 'moveOdds':
      say('moveOdds', { horse: color(a.horse), direction: { t: `dir.${a.direction}` } });
      break;
    case 'playCard':
      say('playCard', { horse: color(a.horse) });
      break;
    case 'photoOrder':
      say('photoOrder', { order: a.order.map(color) });
      break;
    case 'buyActions':
      say('buyActions');
      break;
    case 'buyCard':
      say('buyCard', { deck: { t: `deck.${a.deck}` } });
      break;
    case 'keep': {
      // Named only when the view shows it: a kept Assistant or Horse card lies face up.
      const p = after.players[a.seat];
      const shown = p?.assistants.includes(a.card) || p?.horseCards.includes(a.card) || a.seat === before.seat;
      if (shown) say('keep', { card: { card: a.card } });
      else if ((p?.goalCount ?? 0) > (before.players[a.seat]?.goalCount ?? 0)) say('keepGoal');
      else say('keepAction');
      break;
    }
    case 'swap':
      say('swap', { card: { card: a.card }, target: name(a.target) });
      break;
    case 'buyStable':
      say('buyStable', { item: itemParam({ kind: 'stable', horse: a.horse }) });
      break;
    case 'loan':
      say('loan', { kind: { t: `loan.${a.kind}` } });
      break;
    case 'offer': {
      const o = after.purchase?.offer;
      if (!o) break;
      const you = o.seller === before.seat;
      say(you ? 'offerYou' : 'offer', { seller: name(o.seller), item: itemParam(o.item), price: o.price });
      break;
    }
    case 'answer': {
      const o = before.purchase?.offer;
      if (!o) break;
      const you = o.buyer === before.seat ? 'You' : '';
      const params = { buyer: name(o.buyer), item: itemParam(o.item), price: o.price };
      say(a.accept ? `accepted${you}` : `refused${you}`, params, a.accept ? 'good' : 'bad', o.seller);
      break;
    }
    case 'clearance':
      say('clearance', { item: itemParam(a.item, a.seat === before.seat) });
      break;
    case 'lineup':
      if (a.placements.length === 0) say('lineupNone');
      else
        say('lineup', {
          list: a.placements.map((x) => ({
            t: 'log.placement',
            params: { card: { card: x.card }, horse: color(x.horse) },
          })),
        });
      break;
    case 'bid':
      say(a.accept ? 'bidYes' : 'bidNo', { price: before.auction?.price ?? 0 });
      break;
  }
  return out;
}
