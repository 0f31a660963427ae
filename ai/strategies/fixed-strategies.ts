import { COLORS, colorIndex, type Color } from '../../src-shared/colors';
import { actionCard } from '../../src-shared/cards/action-cards';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { chooseAction } from '../index';

/**
 * Fixed strategies a clever human might play against the bots, to measure how far the bots can be
 * fooled (issue 21). Each decides its bets and its Action cards by a fixed rule from its own
 * player view and the legal moves; every other decision (Eric Change, photo finishes, the Board
 * Game's purchases, line-ups and auctions) is left to the easy bot, so the strategies differ only
 * where they mean to.
 */

/** How a strategy bets and plays its cards; null leaves the decision to the easy bot. */
interface Rules {
  /** First bet: the horse, the kind, and the share of the allowed stake range. */
  firstBet(view: PlayerView): Wager;
  /** Second bet, or null to pass. */
  secondBet(view: PlayerView): Wager | null;
  /** Where a helpful card goes, and where a harmful one goes. */
  cards(view: PlayerView): { helpful: Color; harmful: Color };
}

interface Wager {
  horse: Color;
  kind: 'win' | 'show';
  /** 0: the minimum stake, 1: the most allowed. */
  share: number;
}

/** Horses from favourite (lowest odds row) to outsider; ties by lane. */
function byOdds(view: PlayerView): Color[] {
  return COLORS.slice().sort((a, b) => view.odds[colorIndex(a)] - view.odds[colorIndex(b)]);
}

function helpful(card: number): boolean {
  return actionCard(card).lean === 'helpful';
}

/** This seat's first bet this round, if placed. */
function myFirstBet(view: PlayerView): Color | null {
  return view.bets.slice(0, view.firstBetCount).find((b) => b.seat === view.seat)?.horse ?? null;
}

/** The horse carrying most of this seat's own helpful face-down cards, if any. */
function myHelpedHorse(view: PlayerView): Color | null {
  const n = COLORS.map(() => 0);
  for (const p of view.played) if (p.seat === view.seat && p.card !== null && helpful(p.card)) n[colorIndex(p.horse)]++;
  const best = n.indexOf(Math.max(...n));
  return n[best] > 0 ? COLORS[best] : null;
}

/** The best horse in `order` other than `not`. */
function firstOther(order: readonly Color[], ...not: (Color | null)[]): Color {
  return order.find((c) => !not.includes(c)) ?? order[0];
}

/** Bluffer: a cheap Show bet on the favourite as cover, helpful cards on the second favourite, then a big Win bet on it. */
function bluffTarget(view: PlayerView): Color {
  return myHelpedHorse(view) ?? firstOther(byOdds(view), myFirstBet(view));
}

const STRATEGIES: Readonly<Record<string, Rules>> = {
  /** Backs the favourite with a Win bet, both bets; helps it and harms the next best horse. */
  favourite: {
    firstBet: (v) => ({ horse: byOdds(v)[0], kind: 'win', share: 0.4 }),
    secondBet: (v) => ({ horse: myFirstBet(v) ?? byOdds(v)[0], kind: 'show', share: 0.4 }),
    cards: (v) => {
      const mine = myFirstBet(v) ?? byOdds(v)[0];
      return { helpful: mine, harmful: firstOther(byOdds(v), mine) };
    },
  },
  /** The smallest first bet (Show on the favourite), no second bet; helps its horse, harms the next best. */
  minimum: {
    firstBet: (v) => ({ horse: byOdds(v)[0], kind: 'show', share: 0 }),
    secondBet: () => null,
    cards: (v) => {
      const mine = myFirstBet(v) ?? byOdds(v)[0];
      return { helpful: mine, harmful: firstOther(byOdds(v), mine) };
    },
  },
  /** Honest: backs the third favourite with both bets and plays its cards for it, as the bots read cards. */
  honest: {
    firstBet: (v) => ({ horse: byOdds(v)[2], kind: 'win', share: 0.3 }),
    secondBet: (v) => ({ horse: myFirstBet(v) ?? byOdds(v)[2], kind: 'win', share: 0.5 }),
    cards: (v) => {
      const mine = myFirstBet(v) ?? byOdds(v)[2];
      return { helpful: mine, harmful: firstOther(byOdds(v), mine) };
    },
  },
  /** The bluff of issue 21: cover bet, cards on another horse, then the real bet on it. */
  bluffer: {
    firstBet: (v) => ({ horse: byOdds(v)[0], kind: 'show', share: 0 }),
    secondBet: (v) => ({ horse: bluffTarget(v), kind: 'win', share: 0.6 }),
    cards: (v) => {
      const target = bluffTarget(v);
      return { helpful: target, harmful: firstOther(byOdds(v), target, myFirstBet(v)) };
    },
  },
};

export const STRATEGY_NAMES = Object.keys(STRATEGIES);

function stake(m: Extract<Move, { type: 'bet' }>, share: number): number {
  return m.minStake + 100 * Math.round((share * (m.maxStake - m.minStake)) / 100);
}

/** The legal bet closest to the wager: the horse and kind if open, else the kind on any horse, else any bet. */
function bet(view: PlayerView, w: Wager): PlayerAction | null {
  const bets = view.moves.filter((m): m is Extract<Move, { type: 'bet' }> => m.type === 'bet');
  const m =
    bets.find((b) => b.horse === w.horse && b.kind === w.kind) ??
    bets.find((b) => b.horse === w.horse) ??
    bets.find((b) => b.kind === w.kind) ??
    bets[0];
  return m ? { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: stake(m, w.share) } : null;
}

function decide(rules: Rules, view: PlayerView): PlayerAction | null {
  const first = view.moves[0];
  if (view.phase === 'firstBets') return bet(view, rules.firstBet(view));
  if (view.phase === 'secondBets') {
    const w = rules.secondBet(view);
    return w ? bet(view, w) : { type: 'pass', seat: view.seat };
  }
  if (first.type !== 'playCard') return null;
  const to = rules.cards(view);
  // The first card in hand, on the horse its lean calls for.
  const card = view.hand[0];
  const horse = helpful(card) ? to.helpful : to.harmful;
  const legal = view.moves.find((m) => m.type === 'playCard' && m.card === card && m.horse === horse);
  return legal ? { type: 'playCard', seat: view.seat, card, horse } : null;
}

/** Plays `name`'s rules; other decisions (and any the rules cannot make legally) by the easy bot. */
export function strategyAction(name: string, view: PlayerView, seed: number): PlayerAction {
  const rules = STRATEGIES[name];
  if (!rules) throw new Error(`unknown strategy "${name}" (strategies: ${STRATEGY_NAMES.join(', ')})`);
  if (view.moves.length === 0) throw new Error(`strategyAction: seat ${view.seat} has no legal move now`);
  return decide(rules, view) ?? chooseAction(view, 'easy', seed);
}
