import { err, type EngineError } from '../core/errors';
import { clockwiseFrom } from '../core/players';
import type { AuctionResult, GameState, InPhase } from '../core/types';

/**
 * The two VP auctions after the new odds (docs/rules.md §8), as accept/drop answers in turn order.
 * Dutch: the bank buys one VP token, the offer falling 100 after each acceptance, never below
 * 100. English: the bank sells one VP, the price rising 100 after each acceptance.
 */
export function startAuction(s: GameState, kind: 'dutch' | 'english'): void {
  const seats = clockwiseFrom(s, s.firstPlayer);
  s.auction = { kind, price: 1000, leader: null, leaderPrice: 0 };
  s.queue = kind === 'dutch' ? seats.filter((seat) => s.players[seat].vpTokens > 0) : seats;
}

export function validateBid(s: InPhase<'auction'>, seat: number, accept: boolean): EngineError | null {
  const a = s.auction;
  if (accept && a.kind === 'english' && s.players[seat].money < a.price) {
    return err('NOT_ENOUGH_MONEY', { price: a.price, money: s.players[seat].money });
  }
  return null;
}

export function bid(s: InPhase<'auction'>, seat: number, accept: boolean): void {
  const a = s.auction;
  s.queue.shift();
  if (!accept) return;
  a.leader = seat;
  a.leaderPrice = a.price;
  a.price += a.kind === 'dutch' ? -100 : 100;
  s.queue.push(seat);
}

/** Whether the auction is decided: only the leader is left, nobody is, or the Dutch offer hit 100. */
export function auctionDone(s: InPhase<'auction'>): boolean {
  const a = s.auction;
  if (s.queue.length === 0) return true;
  if (a.kind === 'dutch' && a.leader !== null && a.leaderPrice <= 100) return true;
  return s.queue.length === 1 && s.queue[0] === a.leader;
}

/** Settles the sale; returns what happened, for the race summary. The auction's state goes with its phase. */
export function closeAuction(s: InPhase<'auction'>): AuctionResult {
  const a = s.auction;
  s.queue = [];
  if (a.leader === null) return { kind: a.kind, deal: null };
  const p = s.players[a.leader];
  const vp = a.kind === 'dutch' ? -1 : 1;
  p.vpTokens += vp;
  p.money -= vp * a.leaderPrice;
  s.vpRecord[a.leader].auctions += vp;
  return { kind: a.kind, deal: { seat: a.leader, price: a.leaderPrice } };
}

/** A seat that cannot pay the English price drops out without being asked. */
export function mustDrop(s: InPhase<'auction'>, seat: number): boolean {
  const a = s.auction;
  return a.kind === 'english' && s.players[seat].money < a.price;
}

/**
 * Runs the auction as far as it goes without a decision: seats that cannot pay drop out; a
 * decided auction is settled and joins the race summary. True while a seat must answer.
 */
export function auctionStep(s: InPhase<'auction'>): boolean {
  while (s.queue.length > 0 && mustDrop(s, s.queue[0]) && !auctionDone(s)) s.queue.shift();
  if (!auctionDone(s)) return true;
  s.lastRace?.auctions.push(closeAuction(s));
  return false;
}
