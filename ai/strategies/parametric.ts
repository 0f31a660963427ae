import { COLORS, colorIndex, type Color } from '../../src-shared/engine/core/colors';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import type { Mode, Move, PlayerAction, PlayerView } from '../../src-shared/index';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { chooseAction } from '../index';
import { raceStats } from '../search/search';

/**
 * A family of strategies for the exploit search (docs/bots.md, "Exploit search"): a bounded real
 * vector decides, from the strategy's own player view only, its bets, where it lays its Action
 * cards and, in the Board Game, what it buys; every other decision goes to the easy bot, as with
 * the fixed strategies (fixed-strategies.ts).
 */

export interface ParamSpec {
  name: string;
  min: number;
  max: number;
  /** The search's starting point: a plain player (backs the favourite with Win bets, helps it, harms the crowd's horse). */
  start: number;
  /** Used in the Board Game only (the search leaves it at `start` in the Family Game). */
  boardOnly?: boolean;
  doc: string;
}

export const PARAMS: readonly ParamSpec[] = [
  {
    name: 'favourite',
    min: -2,
    max: 2,
    start: 1,
    doc: "weight of a horse's odds rank: 1 for the favourite … 0 for the outsider",
  },
  { name: 'crowd', min: -2, max: 2, start: 0, doc: "weight of the others' bets on the horse (their count / 3)" },
  {
    name: 'ownCards',
    min: -2,
    max: 2,
    start: 0.5,
    doc: 'weight of its own face-down cards on the horse ((helpful − harmful) / 2)',
  },
  {
    name: 'forecast',
    min: 0,
    max: 2,
    start: 0,
    doc: "weight of its own race forecast (a Win bet's expected return, others' cards drawn at random); 0: no forecast",
  },
  { name: 'showFirst', min: -1, max: 1, start: -0.5, doc: 'first bet: Show above 0, Win otherwise' },
  { name: 'stakeFirst', min: 0, max: 1, start: 0.3, doc: 'first stake: share of the allowed range (0: the minimum)' },
  { name: 'secondBet', min: -1, max: 1, start: 0.5, doc: 'places a second bet above 0, passes otherwise' },
  { name: 'showSecond', min: -1, max: 1, start: -0.5, doc: 'second bet: Show above 0, Win otherwise' },
  { name: 'stakeSecond', min: 0, max: 1, start: 0.3, doc: 'second stake: share of the allowed range' },
  {
    name: 'helpFirstBet',
    min: -2,
    max: 2,
    start: 1,
    doc: "helpful cards: the best-scored horse, with this bonus for its first bet's horse",
  },
  {
    name: 'harmCrowd',
    min: -2,
    max: 2,
    start: 1,
    doc: "harmful cards: weight of the others' bets on a horse (never one it backs or helps)",
  },
  { name: 'harmFavourite', min: -2, max: 2, start: 0, doc: "harmful cards: weight of a horse's odds rank" },
  {
    name: 'actionsReserve',
    min: 0,
    max: 15,
    start: 15,
    boardOnly: true,
    doc: 'buys Action cards when it keeps this much money (thousands) after paying',
  },
  {
    name: 'goalReserve',
    min: 0,
    max: 15,
    start: 15,
    boardOnly: true,
    doc: 'buys a Goal (objective) card when it keeps this much (thousands)',
  },
  {
    name: 'stableReserve',
    min: 0,
    max: 15,
    start: 15,
    boardOnly: true,
    doc: 'buys the unowned stable nearest the favourite when it keeps this much (thousands)',
  },
  {
    name: 'loanBelow',
    min: 0,
    max: 5,
    start: 0,
    boardOnly: true,
    doc: 'takes a Bank loan when its money is under this (thousands)',
  },
];

export type ParamVector = readonly number[];

export const START: ParamVector = PARAMS.map((p) => p.start);

/** The vector clipped into its bounds (the search samples outside them). */
export function clip(v: ParamVector): number[] {
  return PARAMS.map((p, i) => Math.min(p.max, Math.max(p.min, v[i] ?? p.start)));
}

/** The vector as { name: value } for reports and saved strategies. */
export function named(v: ParamVector): Record<string, number> {
  return Object.fromEntries(PARAMS.map((p, i) => [p.name, v[i]]));
}

/** The parameters that matter in `mode`. */
export function paramsFor(mode: Mode): number[] {
  return PARAMS.flatMap((p, i) => (mode === 'board' || !p.boardOnly ? [i] : []));
}

const P = Object.fromEntries(PARAMS.map((p, i) => [p.name, i])) as Record<string, number>;

/** Horses from favourite (lowest odds row) to outsider; ties by lane. */
function byOdds(view: PlayerView): Color[] {
  return COLORS.slice().sort((a, b) => view.odds[colorIndex(a)] - view.odds[colorIndex(b)]);
}

/** Per-horse features, each in about [−1, 1], from the view alone. */
interface Features {
  fav: number[];
  crowd: number[];
  cards: number[];
  forecast: number[];
  /** Horses this seat backs or helps: never the target of its harmful cards. */
  mine: boolean[];
  firstBet: Color | null;
}

/** Its own forecast: sampled races with its own cards known, seeded by the view so the strategy is a function of it. */
function forecast(view: PlayerView): number[] {
  const rng = seedRng(`param/${view.round}/${view.phase}/${view.seat}/${view.played.length}/${view.bets.length}`);
  const budget = { dets: 4, races: 100, model: false, futurePlays: false, rivalry: 0 };
  const st = raceStats(view, budget, () => nextFloat(rng), { deadline: Infinity });
  return COLORS.map((_, h) => Math.max(-1, Math.min(1, st.winMult[h] - 1)));
}

function features(view: PlayerView, v: ParamVector): Features {
  const order = byOdds(view);
  const fav = COLORS.map((c) => 1 - order.indexOf(c) / (COLORS.length - 1));
  const crowd = COLORS.map(() => 0);
  const cards = COLORS.map(() => 0);
  const mine = COLORS.map(() => false);
  for (const b of view.bets) {
    if (b.seat !== view.seat) crowd[colorIndex(b.horse)] = Math.min(1, crowd[colorIndex(b.horse)] + 1 / 3);
    else mine[colorIndex(b.horse)] = true;
  }
  for (const p of view.played)
    if (p.seat === view.seat && p.card !== null) {
      const h = colorIndex(p.horse);
      cards[h] = Math.max(-1, Math.min(1, cards[h] + (isHelpful(p.card) ? 0.5 : -0.5)));
      if (isHelpful(p.card)) mine[h] = true;
    }
  const firstBet = view.bets.slice(0, view.firstBetCount).find((b) => b.seat === view.seat)?.horse ?? null;
  return { fav, crowd, cards, forecast: v[P.forecast] > 0 ? forecast(view) : COLORS.map(() => 0), mine, firstBet };
}

/** The strategy's score of backing horse h. */
function score(f: Features, v: ParamVector, h: number): number {
  return (
    v[P.favourite] * f.fav[h] + v[P.crowd] * f.crowd[h] + v[P.ownCards] * f.cards[h] + v[P.forecast] * f.forecast[h]
  );
}

/** The horse of `allowed` with the highest value; ties to the favourite side. */
function best(view: PlayerView, allowed: (c: Color) => boolean, value: (h: number) => number): Color | null {
  let out: Color | null = null,
    top = -Infinity;
  for (const c of byOdds(view))
    if (allowed(c) && value(colorIndex(c)) > top) {
      top = value(colorIndex(c));
      out = c;
    }
  return out;
}

type BetMove = Extract<Move, { type: 'bet' }>;

function bet(view: PlayerView, v: ParamVector, show: number, share: number): PlayerAction | null {
  const bets = view.moves.filter((m): m is BetMove => m.type === 'bet');
  const f = features(view, v);
  const horse = best(
    view,
    (c) => bets.some((b) => b.horse === c),
    (h) => score(f, v, h),
  );
  const kind = show > 0 ? 'show' : 'win';
  const m = bets.find((b) => b.horse === horse && b.kind === kind) ?? bets.find((b) => b.horse === horse);
  if (!m) return null;
  const stake = m.minStake + 100 * Math.round((share * (m.maxStake - m.minStake)) / 100);
  return { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake };
}

function playCard(view: PlayerView, v: ParamVector): PlayerAction | null {
  const card = view.hand[0];
  const legal = (c: Color): boolean =>
    view.moves.some((m) => m.type === 'playCard' && m.card === card && m.horse === c);
  const f = features(view, v);
  const horse = isHelpful(card)
    ? best(view, legal, (h) => score(f, v, h) + (COLORS[h] === f.firstBet ? v[P.helpFirstBet] : 0))
    : best(view, legal, (h) => v[P.harmCrowd] * f.crowd[h] + v[P.harmFavourite] * f.fav[h] - (f.mine[h] ? 10 : 0));
  return horse ? { type: 'playCard', seat: view.seat, card, horse } : null;
}

/** Board Game purchases by money thresholds: the option kept furthest above its threshold; none leaves it to easy. */
function purchase(view: PlayerView, v: ParamVector): PlayerAction | null {
  const money = view.players[view.seat].money;
  const order = byOdds(view);
  let choice: PlayerAction | null = null,
    margin = 0;
  const consider = (m: number, a: PlayerAction): void => {
    if (m >= 0 && (choice === null || m > margin)) [choice, margin] = [a, m];
  };
  const seat = view.seat;
  for (const m of view.moves) {
    if (m.type === 'buyActions') consider(money - m.price - 1000 * v[P.actionsReserve], { type: 'buyActions', seat });
    else if (m.type === 'buyCard' && m.deck === 'goal')
      consider(money - m.price - 1000 * v[P.goalReserve], { type: 'buyCard', seat, deck: 'goal', shuffle: false });
    else if (m.type === 'loan' && m.kind === 'bank') consider(1000 * v[P.loanBelow] - money - 1, m);
  }
  const stables = view.moves.filter((m): m is Extract<Move, { type: 'buyStable' }> => m.type === 'buyStable');
  stables.sort((a, b) => order.indexOf(a.horse) - order.indexOf(b.horse));
  const stable = stables.find((m) => money - m.price >= 1000 * v[P.stableReserve]);
  if (stable)
    consider(money - stable.price - 1000 * v[P.stableReserve], { type: 'buyStable', seat, horse: stable.horse });
  return choice;
}

function decide(view: PlayerView, v: ParamVector): PlayerAction | null {
  const first = view.moves[0];
  if (view.phase === 'firstBets') return bet(view, v, v[P.showFirst], v[P.stakeFirst]);
  if (view.phase === 'secondBets')
    return v[P.secondBet] > 0 ? bet(view, v, v[P.showSecond], v[P.stakeSecond]) : { type: 'pass', seat: view.seat };
  if (first.type === 'playCard') return playCard(view, v);
  if (view.phase === 'purchase' && view.moves.some((m) => m.type === 'pass')) return purchase(view, v);
  return null;
}

/** Plays the strategy of vector `v` (clipped to its bounds); other decisions by the easy bot, seeded by `seed`. */
export function parametricAction(v: ParamVector, view: PlayerView, seed: string | number): PlayerAction {
  if (view.moves.length === 0) throw new Error(`parametricAction: seat ${view.seat} has no legal move now`);
  return decide(view, clip(v)) ?? chooseAction(view, 'easy', seed);
}
