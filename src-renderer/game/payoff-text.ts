import type { AuctionResult, PayoffItem, PayoffLine } from '../../src-shared/index';
import { payoffItemMoney, payoffItemVp } from '../../src-shared/engine/race/payoffs';
import { colorParam, type MessageParam } from './message-text';
import type { MessageKey } from '../i18n/keys';

/** A message key with its params. */
export interface Message {
  key: MessageKey;
  params: Record<string, MessageParam>;
}

/**
 * One reason of a race payoff, as a message; `names` are the players' names by seat. What it did
 * to the money is shown beside it (payoffRows), so a gain or a prize is not worded twice.
 */
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
    case 'lost':
      return {
        key: 'payoff.lost',
        params: { kind: { t: `bet.${item.bet}` }, horse: colorParam(item.horse), stake: item.stake },
      };
    case 'bettorMoney':
      return { key: 'payoff.bettorMoney', params: { horse: colorParam(item.horse) } };
    case 'stablePrize':
      return { key: 'payoff.stablePrize', params: { horse: colorParam(item.horse) } };
    case 'danielJackson':
      return { key: 'payoff.danielJackson', params: {} };
    case 'horseCard':
      return { key: 'payoff.horseCard', params: { card: { card: item.card } } };
    case 'paid':
      return { key: 'payoff.paid', params: { player: names[item.to] ?? '?', money: item.amount } };
    case 'received':
      return { key: 'payoff.received', params: { player: names[item.from] ?? '?' } };
    case 'defaulted':
      return { key: 'payoff.defaulted', params: { money: item.debts } };
  }
}

/** One line of a player's race: what happened, and what it did to their money (stakes included) and VP. */
export interface PayoffRow {
  kind: PayoffItem['kind'];
  message: Message;
  money: number;
  vp: number;
}

/** A payoff line's reasons as the engine recorded them; their money adds up to the line's `net`. */
export function payoffRows(line: PayoffLine, names: readonly string[]): PayoffRow[] {
  return line.items.map((item) => ({
    kind: item.kind,
    message: payoffMessage(item, names),
    money: payoffItemMoney(item, line.defaulted),
    vp: payoffItemVp(item),
  }));
}

/** What the race did to a player's VP: the bets' VP, less a penalty for unpaid debts. */
export function payoffVp(line: PayoffLine): number {
  return line.items.reduce((n, item) => n + payoffItemVp(item), 0);
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
