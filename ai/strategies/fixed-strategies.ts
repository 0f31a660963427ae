import { COLORS, colorIndex, HORSE_COUNT, type Color } from '../../src-shared/engine/core/colors';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { chooseAction } from '../index';
import type { HorseStats } from '../simulation/race-stats';
import { raceStats } from '../search/search';

/**
 * Fixed strategies a clever human might play against the bots, to measure how far the bots can be
 * fooled (docs/bots.md). Each decides its bets and its Action cards by a fixed rule from its own
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

/** This seat's first bet this round, if placed. */
function myFirstBet(view: PlayerView): Color | null {
  return view.bets.slice(0, view.firstBetCount).find((b) => b.seat === view.seat)?.horse ?? null;
}

/** The horse carrying most of this seat's own helpful face-down cards, if any. */
function myHelpedHorse(view: PlayerView): Color | null {
  const n = COLORS.map(() => 0);
  for (const p of view.played)
    if (p.seat === view.seat && p.card !== null && isHelpful(p.card)) n[colorIndex(p.horse)]++;
  const best = n.indexOf(Math.max(...n));
  return n[best] > 0 ? COLORS[best] : null;
}

/** The best horse in `order` other than `not`. */
function firstOther(order: readonly Color[], ...not: (Color | null)[]): Color {
  return order.find((c) => !not.includes(c)) ?? order[0];
}

/** The bluffer's real horse: where its helpful cards already are, else the horse `rank` places from the favourite. */
function bluffTarget(view: PlayerView, rank: number): Color {
  return myHelpedHorse(view) ?? firstOther(byOdds(view).slice(rank), myFirstBet(view));
}

/**
 * The bluff (docs/bots.md): a cheap cover bet (a minimum Show bet) on the favourite, helpful cards on
 * the horse `rank` places below it, then a Win bet of `stake` (share of the allowed range) on that
 * horse. Harmful cards go on the cover horse (`harmCover`: bots that read a card on a backed horse
 * as help then back a horse being slowed) or on the best horse other than these two.
 */
function bluff(rank: number, harmCover: boolean, stake: number): Rules {
  return {
    firstBet: (v) => ({ horse: byOdds(v)[0], kind: 'show', share: 0 }),
    secondBet: (v) => ({ horse: bluffTarget(v, rank), kind: 'win', share: stake }),
    cards: (v) => {
      const target = bluffTarget(v, rank);
      const cover = myFirstBet(v) ?? byOdds(v)[0];
      return { helpful: target, harmful: harmCover ? cover : firstOther(byOdds(v), target, cover) };
    },
  };
}

/**
 * The race as the value bettor sees it: sampled races with its own cards known and the others'
 * face-down cards drawn at random, seeded by the view so the strategy stays a fixed function of it.
 */
function ownForecast(view: PlayerView): HorseStats {
  const rng = seedRng(`value/${view.round}/${view.phase}/${view.seat}/${view.played.length}/${view.bets.length}`);
  const budget = { dets: 6, races: 200, model: false, futurePlays: false, rivalry: 0 };
  return raceStats(view, budget, () => nextFloat(rng), { deadline: Infinity });
}

/** The bet a value bettor likes best: the highest expected money per unit staked plus half a unit per expected VP. */
function valueBet(view: PlayerView, not: Color | null): { wager: Wager; edge: number } {
  const st = ownForecast(view);
  let best: { wager: Wager; edge: number; score: number } | null = null;
  for (const horse of COLORS) {
    if (horse === not) continue;
    const h = colorIndex(horse);
    const pShow = st.place[h * HORSE_COUNT] + st.place[h * HORSE_COUNT + 1] + st.place[h * HORSE_COUNT + 2];
    for (const [kind, edge, vp] of [
      ['win', st.winMult[h] - 1, st.winVp[h]],
      ['show', 2 * pShow - 1, st.showVp3[h]],
    ] as const) {
      const score = edge + vp / 2;
      if (!best || score > best.score) best = { wager: { horse, kind, share: edge > 0 ? 0.2 : 0 }, edge, score };
    }
  }
  return best!;
}

/** Horses by how many bets the other players have on them, most first; ties by odds. */
function byCrowd(view: PlayerView): Color[] {
  const n = COLORS.map(() => 0);
  for (const b of view.bets) if (b.seat !== view.seat) n[colorIndex(b.horse)]++;
  return byOdds(view).sort((a, b) => n[colorIndex(b)] - n[colorIndex(a)]);
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
  /** Value bettor: each bet where its own forecast (own cards known) sees the most value; cards for its first bet. */
  value: {
    firstBet: (v) => valueBet(v, null).wager,
    secondBet: (v) => {
      const b = valueBet(v, null);
      return b.edge > 0.1 ? b.wager : null;
    },
    cards: (v) => {
      const mine = myFirstBet(v) ?? byOdds(v)[0];
      return { helpful: mine, harmful: firstOther(byOdds(v), mine) };
    },
  },
  /**
   * Follower: rides the crowd. The bots lay helpful cards on the horses they back, so it backs the
   * horse most backed by the others (a cheap Show first, a Win second), helps it too and harms the
   * best horse nobody else backs.
   */
  follower: {
    firstBet: (v) => ({ horse: byCrowd(v)[0], kind: 'show', share: 0 }),
    secondBet: (v) => ({ horse: byCrowd(v)[0], kind: 'win', share: 0.6 }),
    cards: (v) => {
      const top = byCrowd(v)[0];
      const backed = new Set(v.bets.filter((b) => b.seat !== v.seat).map((b) => b.horse));
      const free = byOdds(v).find((c) => c !== top && !backed.has(c));
      return { helpful: top, harmful: free ?? firstOther(byOdds(v), top) };
    },
  },
  /**
   * Harms the crowd (issue 33's strongest held-out strategy): bets by its own race simulation on any
   * horse but the one the others back most, lays its harmful cards on that crowded horse and its
   * helpful ones on its own. Bots that all open on the favourite make its harm pay.
   */
  'harm-crowd': {
    firstBet: (v) => valueBet(v, byCrowd(v)[0]).wager,
    secondBet: (v) => {
      const b = valueBet(v, byCrowd(v)[0]);
      return b.edge > 0 ? b.wager : null;
    },
    cards: (v) => {
      const crowd = byCrowd(v)[0];
      const mine = myFirstBet(v) ?? firstOther(byOdds(v), crowd);
      return { helpful: mine === crowd ? firstOther(byOdds(v), crowd) : mine, harmful: crowd };
    },
  },
  /**
   * The bluff (docs/bots.md) in its strongest form found (of 15 variants against three easy bots):
   * a minimum Show bet on the favourite as cover, helpful cards on the third favourite, then a Win
   * bet of 10% of the allowed stake on it; harmful cards on the best horse it does not bet on.
   */
  bluffer: bluff(2, false, 0.1),
  /** The same with its harmful cards on the cover horse, which bots that read a backed horse's cards as help then back. */
  'double-bluff': bluff(2, true, 0.1),
  /** The bluff as first measured: the second favourite, a Win bet of 60% of the allowed stake. */
  'big-bluff': bluff(1, false, 0.6),
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
  const horse = isHelpful(card) ? to.helpful : to.harmful;
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
