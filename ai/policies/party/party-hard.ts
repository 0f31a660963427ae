import { COLORS, colorIndex, type Bet, type BetKind } from '../../../src-shared/index';
import {
  PARTY_STAKE_STEP,
  SHOW_PAYS,
  SHOW_PLACES,
  WIN_PAYS,
  betReturn,
  kindsLeft,
  type PartyView,
} from '../../../src-shared/engine/party/index';
import { PARTY } from '../../tuning';
import type { PartyPlan } from './party-plan';
import { RACE_OUTCOMES, returnsOf, standing } from './party-outcomes';
import { WinChance } from './party-value';

/**
 * Variance of a bet's return over its stake squared: it pays `pays` times the stake on 1 (Win) or
 * 3 (Show) of the 6 equally likely places, so the stake back on average.
 */
const VARIANCE = {
  win: (WIN_PAYS * WIN_PAYS) / COLORS.length - 1,
  show: (SHOW_PAYS * SHOW_PAYS * SHOW_PLACES) / COLORS.length - 1,
};

/**
 * How much each seat's money swings in a race, as a share of it, read from its last race's bets
 * (a Win of w swings by √5·w, a Show of s by s); PARTY.raceVolatility when there is nothing to read.
 */
function raceSpreads(view: PartyView): number[] {
  const last = view.lastRace;
  return view.players.map((_, j) => {
    const line = last?.payoffs.find((l) => l.seat === j);
    if (!last || !line) return PARTY.raceVolatility;
    const before = standing(view)[j] - line.gain;
    const bets = last.bets.filter((b) => b.seat === j);
    const variance = bets.reduce((v, b) => v + VARIANCE[b.kind] * b.stake * b.stake, 0);
    return Math.max(PARTY.minVolatility, Math.sqrt(variance) / before);
  });
}

/** [Win stake, Show stake] pairs to try; 0 = no such bet. With only 100, one bet of either kind. */
function stakePairs(left: readonly BetKind[], money: number): [number, number][] {
  if (left.length === 1) return stakeLevels(money).map((x) => (left[0] === 'win' ? [x, 0] : [0, x]));
  if (money < 2 * PARTY_STAKE_STEP)
    return [
      [PARTY_STAKE_STEP, 0],
      [0, PARTY_STAKE_STEP],
    ];
  return stakeLevels(money - PARTY_STAKE_STEP).flatMap((w) =>
    stakeLevels(money - w).map((s): [number, number] => [w, s]),
  );
}

function stakeLevels(max: number): number[] {
  const out = new Set<number>();
  for (const f of PARTY.hardStakeShares) {
    const x = Math.max(PARTY_STAKE_STEP, Math.floor((f * max) / PARTY_STAKE_STEP) * PARTY_STAKE_STEP);
    if (x <= max) out.add(x);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * [Win horse, Show horse] pairs worth trying: horses on which the same bets lie are alike, so one
 * of each kind is enough, plus a second of the Show horse's kind when it is the Win horse's kind.
 */
function horsePairs(bets: readonly Bet[]): [number, number][] {
  const key = (h: number): string =>
    JSON.stringify(
      bets
        .filter((b) => colorIndex(b.horse) === h)
        .map((b) => [b.seat, b.kind, b.stake])
        .sort(),
    );
  const keys = COLORS.map((_, h) => key(h));
  const reps = COLORS.map((_, h) => h).filter((h) => keys.indexOf(keys[h]) === h);
  return reps.flatMap((wh) =>
    reps.flatMap((sh): [number, number][] => {
      if (sh !== wh) return [[wh, sh]];
      const twin = COLORS.findIndex((_, h) => h !== wh && keys[h] === keys[wh]);
      return twin < 0
        ? [[wh, wh]]
        : [
            [wh, wh],
            [wh, twin],
          ];
    }),
  );
}

/**
 * Hard: tries every pair of horses and stakes (9 shares of its money each) for the bets it still
 * has to place, and keeps the one with the best chance of winning the game, averaged over the 60
 * equally likely race outcomes; the chance comes from everyone's money after the race and the
 * races left (party-value.ts), with the bets already placed counted exactly. Ties between equally good plans are broken at random.
 */
export function hardPlan(view: PartyView, random: () => number): PartyPlan {
  const me = view.seat;
  const money = view.players[me].money;
  const left = kindsLeft(view, me);
  const racesAfter = view.races - view.race;
  const table = { players: view.players, bets: view.bets };
  // Seats still to bet after this one: their bets are unknown, so this race counts as one more
  // race of uncertainty for them (their horses cannot be guessed, so none is assumed).
  const later = new Set(view.queue.slice(1));
  const races = view.players.map((_, j) => racesAfter + (later.has(j) ? 1 : 0));
  const mine = view.bets.filter((b) => b.seat === me);
  const betsOf = table.players.map((_, j) => (j === me ? mine : table.bets.filter((b) => b.seat === j)));
  /** Everyone's money after each outcome, before this seat's bets still to place. */
  const base = RACE_OUTCOMES.map((r) =>
    table.players.map((p, j) => (j === me ? money : p.money) + returnsOf(betsOf[j], r)),
  );
  // Outcomes that leave the others with the same money share one WinChance (and its values).
  const spreads = raceSpreads(view);
  const groups = new Map<string, { chance: WinChance; values: Map<number, number> }>();
  const cache = base.map((m) => {
    const key = m.filter((_, j) => j !== me).join();
    if (!groups.has(key)) groups.set(key, { chance: new WinChance(m, me, races, spreads), values: new Map() });
    return groups.get(key)!;
  });
  const value = (o: number, myMoney: number): number => {
    const g = cache[o];
    let v = g.values.get(myMoney);
    if (v === undefined) {
      v = g.chance.value(myMoney);
      g.values.set(myMoney, v);
    }
    return v;
  };
  const place = (h: number, o: number): number => RACE_OUTCOMES[o].indexOf(h);
  // Equal chances: the smaller total stake (no risk for nothing), then any of the equal horses.
  let best: PartyPlan[] = [];
  let bestScore = -1;
  let bestStake = 0;
  const consider = (plan: PartyPlan, score: number, stake: number): void => {
    if (score > bestScore + 1e-9 || (score > bestScore - 1e-9 && stake < bestStake)) {
      best = [plan];
      bestScore = score;
      bestStake = stake;
    } else if (score > bestScore - 1e-9 && stake === bestStake) best.push(plan);
  };
  const pairs = horsePairs(table.bets);
  for (const [w, s] of stakePairs(left, money)) {
    const tried = new Set<string>();
    for (const [wh, sh] of pairs) {
      // Without a Win (or a Show) bet, pairs differing only in that horse are the same plan.
      const key = `${w > 0 ? wh : '-'}/${s > 0 ? sh : '-'}`;
      if (!tried.has(key)) {
        tried.add(key);
        let total = 0;
        for (let o = 0; o < RACE_OUTCOMES.length; o++) {
          const back = betReturn('win', w, place(wh, o)) + betReturn('show', s, place(sh, o));
          total += value(o, base[o][me] - w - s + back);
        }
        const plan: PartyPlan = {};
        if (w > 0) plan.win = { horse: COLORS[wh], stake: w };
        if (s > 0) plan.show = { horse: COLORS[sh], stake: s };
        consider(plan, total / RACE_OUTCOMES.length, w + s);
      }
    }
  }
  return best[Math.floor(random() * best.length)];
}
