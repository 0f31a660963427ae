import type { AuctionResult, PayoffItem } from '../../src-shared/index';
import { colorParam, type MessageParam } from './message-text';

/** A message key with its params. */
export interface Message {
  key: string;
  params: Record<string, MessageParam>;
}

/** An amount with its sign, as the payoffs show gains and debts: +400, −400. */
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** One reason of a race payoff, as a message; `names` are the players' names by seat. */
export function payoffMessage(item: PayoffItem, names: readonly string[]): Message {
  switch (item.kind) {
    case 'win':
      return {
        key: 'payoff.win',
        params: {
          horse: colorParam(item.horse),
          stake: item.stake,
          n: item.multiplier,
          money: item.stake * item.multiplier,
          vp: item.vp,
        },
      };
    case 'show':
      return {
        key: 'payoff.show',
        params: { horse: colorParam(item.horse), stake: item.stake, money: 2 * item.stake, vp: item.vp },
      };
    case 'bettorMoney':
      return { key: 'payoff.bettorMoney', params: { horse: colorParam(item.horse), money: signed(item.amount) } };
    case 'stablePrize':
      return { key: 'payoff.stablePrize', params: { horse: colorParam(item.horse), money: signed(item.prize) } };
    case 'danielJackson':
      return { key: 'payoff.danielJackson', params: { money: signed(item.amount) } };
    case 'horseCard':
      return { key: 'payoff.horseCard', params: { card: { card: item.card }, money: signed(item.amount) } };
    case 'paid':
      return { key: 'payoff.paid', params: { player: names[item.to] ?? '?', money: item.amount } };
    case 'received':
      return { key: 'payoff.received', params: { player: names[item.from] ?? '?', money: signed(item.amount) } };
    case 'defaulted':
      return { key: 'payoff.defaulted', params: { money: item.debts } };
  }
}

const AUCTION_KEYS = {
  dutch: { deal: 'auctionResult.sold', none: 'auctionResult.noSeller' },
  english: { deal: 'auctionResult.bought', none: 'auctionResult.noBuyer' },
} as const;

/** How a VP auction ended, as a message. */
export function auctionMessage(a: AuctionResult, names: readonly string[]): Message {
  const keys = AUCTION_KEYS[a.kind];
  if (!a.deal) return { key: keys.none, params: {} };
  return { key: keys.deal, params: { player: names[a.deal.seat] ?? '?', price: a.deal.price } };
}
