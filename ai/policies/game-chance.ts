import { openBets, stakeBounds, tableWithBet } from '../../src-shared/engine/family/betting';
import { COLORS, colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import type { Lean } from '../levels';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { sampleTable } from '../sampling/determinize';
import { planFor } from './plan-bet';
import { anytime, DetSampler, overDets, partOf, type Clock } from '../search/anytime';
import type { SearchBudget } from '../search/search';
import { forecastBets } from '../evaluation/rival-bets';
import { WinChanceTally, type BetOption, type ExtraBet } from '../evaluation/win-chance';
import { outcomesOf, type Det, type Outcomes } from '../simulation/outcomes';

/**
 * The Family Game is won on VP alone, money only breaking ties, so a bet or card play can be judged
 * by the chance that the bot wins the game (win-chance.ts) rather than by expected money.
 */

/** The table once the bot has placed `mine`: its token taken, its stake paid. */
function withBet(view: PlayerView, mine: PlayerView['bets'][number]): PlayerView {
  return {
    ...view,
    ...tableWithBet(view, mine),
    players: view.players.map((p, s) => (s === mine.seat ? { ...p, money: p.money - mine.stake } : p)),
  };
}

/**
 * Folds the sampled races `o` into `tally`; with `restOfRound`, the others' bets still to come this
 * round are forecast in each determinization, on `table` (the view, with the bet the bot is
 * weighing on it).
 */
function tallyRaces(tally: WinChanceTally, o: Outcomes, b: SearchBudget, table: PlayerView): void {
  tally.add(o, b.restOfRound ? forecastBets(table, o) : []);
}

/** The bot's possible second bets on this table: none, or any open bet at the minimum stake. */
function secondBetOptions(view: PlayerView): (ExtraBet | null)[] {
  const me = view.players[view.seat];
  const range = stakeBounds(me.money, me.vp);
  const out: (ExtraBet | null)[] = [null];
  if (!range) return out;
  for (const { horse, kind } of openBets(view, view.seat)) out.push({ h: colorIndex(horse), kind, stake: range.min });
  return out;
}

/** Whether the Family Game has at most `rounds` rounds left after this one (such decisions go by win chance). */
export function inChanceRounds(view: PlayerView, rounds: number): boolean {
  return view.mode === 'family' && view.rounds - view.round < rounds;
}

/** Every way to lay `cards` on the six horses, one horse per card. */
function layouts(cards: readonly number[], seat: number): PlayedCard[][] {
  return cards.reduce<PlayedCard[][]>(
    (acc, card) => acc.flatMap((plays) => COLORS.map((horse) => [...plays, { card, horse, seat }])),
    [[]],
  );
}

/** A layout's key: the same whichever of its cards goes first. */
function layoutKey(plays: readonly PlayedCard[]): string {
  return plays
    .map((p) => `${p.card}${p.horse}`)
    .sort()
    .join(' ');
}

/**
 * The card play that most raises the chance of winning the game, the second bet it opens included.
 * The bot will lay the rest of its hand too: each play is judged with the rest laid as well as it
 * can be (the best layout on average, as the bot cannot then see the hidden cards either).
 */
export function chanceCard(
  view: PlayerView,
  moves: Move[],
  b: SearchBudget,
  lean: Lean,
  random: () => number,
  clock: Clock,
): PlayerAction | null {
  const options = secondBetOptions(view);
  const plays = moves.filter((m): m is Extract<Move, { type: 'playCard' }> => m.type === 'playCard');
  // Every layout each play may lead to; a layout met from two plays is worked out once.
  const layoutOf = new Map<string, PlayedCard[]>();
  const keysOf = plays.map((m) => {
    const now: PlayedCard = { card: m.card, horse: m.horse, seat: view.seat };
    const rest = view.hand.filter((c) => c !== m.card);
    return layouts(rest, view.seat).map((later) => {
      const all = [now, ...later];
      const key = layoutKey(all);
      if (!layoutOf.has(key)) layoutOf.set(key, all);
      return key;
    });
  });
  const keys = [...layoutOf.keys()];
  const dets = new DetSampler(view, b, random);
  const chanceOf = anytime(clock, b, (count, races, c) => {
    const tallies = keys.map(() => new WinChanceTally(view, options));
    const done = overDets(
      c,
      count,
      keys.length,
      (d, i) => tallyRaces(tallies[i], outcomesOf(view, [dets.get(d)], races, layoutOf.get(keys[i])), b, view),
      () => tallies.forEach((t) => t.commit()),
    );
    return done > 0 ? new Map(keys.map((k, i) => [k, Math.max(...tallies[i].chances())])) : undefined;
  });
  const backed = new Set(view.bets.filter((x) => x.seat === view.seat).map((x) => x.horse));
  let best: PlayerAction | null = null,
    bestChance = -1;
  plays.forEach((m, j) => {
    let chance = 0;
    for (const key of keysOf[j]) chance = Math.max(chance, chanceOf.get(key)!);
    chance += isHelpful(m.card) && !backed.has(m.horse) ? lean.feint : 0;
    if (chance > bestChance) {
      bestChance = chance;
      best = { type: 'playCard', seat: view.seat, card: m.card, horse: m.horse };
    }
  });
  return best;
}

/**
 * The determinizations with the others' hands dealt and played out as the placement model expects
 * once `bet` is down: the same cards for every bet (each determinization seeds its own draws), only
 * where they go changes.
 */
export function foreseen(
  view: PlayerView,
  dets: readonly Det[],
  b: SearchBudget,
  bet: PlayerView['bets'][number],
): Det[] {
  const bets = [...view.bets, bet];
  const hypothetical: PlayerView = { ...view, phase: 'fixing', bets, firstBetCount: bets.length };
  return dets.map((d) => {
    const rng = seedRng(d.words.join(' '));
    return { table: sampleTable(hypothetical, () => nextFloat(rng), b), words: d.words };
  });
}

/** A bet or pass the bot may make, as judged by its chance of winning the game. */
interface BetChoice {
  action: PlayerAction;
  /** The bet placed (none for a pass). */
  mine?: PlayerView['bets'][number];
  /** The options it opens (with a second bet, the pairs), and the table they are judged on. */
  options: BetOption[];
  table: PlayerView;
  /** Which planned races it is judged on (bets that share them share a key); none: the races as they stand. */
  key?: string;
  lean: number;
}

/** The bot's bets at the minimum stake, and pass where allowed, with what each is judged on. */
function betChoices(view: PlayerView, moves: Move[], b: SearchBudget, planned: boolean, taste: Lean): BetChoice[] {
  // With the rest of the round weighed, a first bet is judged with the second bet the bot will place
  // after it (the best on average: the bot does not see the hidden cards then either).
  const second = b.restOfRound && view.phase === 'firstBets';
  return moves.flatMap((m): BetChoice[] => {
    if (m.type === 'pass')
      return [{ action: { type: 'pass', seat: view.seat }, options: [null], table: view, lean: 0 }];
    if (m.type !== 'bet') return [];
    const h = colorIndex(m.horse);
    const mine = { seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
    const first = { h, kind: m.kind, stake: m.minStake };
    const table = withBet(view, mine);
    const options = second ? secondBetOptions(table).map((x) => (x === null ? first : [first, x])) : [first];
    // With a placement model, the others' hands are played out as they would be once this bet is down.
    const key = planned ? (b.foreseeBets ? `${h}${m.kind}` : `${h}`) : undefined;
    const action: PlayerAction = { type: 'bet', ...mine };
    return [{ action, mine, options, table, key, lean: m.kind === 'win' ? taste.winBet : -taste.winBet }];
  });
}

/**
 * The bet (or pass, where allowed) with the best chance of winning the game, at the minimum stake:
 * in the Family Game more money only breaks ties. With `plan`, a first bet is judged on the race
 * the bot will make by playing its own cards for it.
 */
export function chanceBet(
  view: PlayerView,
  moves: Move[],
  b: SearchBudget,
  plan: boolean,
  taste: Lean,
  random: () => number,
  clock: Clock,
): PlayerAction | null {
  const planned = plan && view.phase === 'firstBets' && view.hand.length > 0;
  const choices = betChoices(view, moves, b, planned, taste);
  // The planned races each key stands for, from the first bet with it.
  const keyed = new Map<string, BetChoice>();
  for (const x of choices) if (x.key !== undefined && !keyed.has(x.key)) keyed.set(x.key, x);
  const keys = [...keyed.keys()];
  const dets = new DetSampler(view, b, random);
  // The races as they stand, over as many determinizations as there is time for (a share of it, as
  // much again as each planned race has, for the choices are judged on them next)...
  const base = anytime(partOf(clock, 1 / (2 + keys.length)), b, (count, races, c) => {
    const out: Outcomes[] = [];
    const done = overDets(c, count, 1, (d) => out.push(outcomesOf(view, [dets.get(d)], races)));
    return done > 0 ? out : undefined;
  });
  // ...whose winners tell the rival the bot's harmful cards go to.
  const wins = [0, 0, 0, 0, 0, 0];
  for (const o of base) for (let r = 0; r < o.rankings.length; r += HORSE_COUNT) wins[o.rankings[r]]++;
  const cards = keys.map((k) => planFor(view, colorIndex(keyed.get(k)!.mine!.horse), (x) => wins[x]));
  const work = { dets: base.length, races: base[0].perDet };
  const chances = anytime(clock, work, (count, races, c) => {
    const tallies = choices.map((x) => new WinChanceTally(view, x.options));
    // Determinization d's races as they stand (those above, unless fewer races are run now) and as planned.
    let standing = base[0];
    const plannedRaces = keys.map(() => standing);
    const done = overDets(
      c,
      count,
      1 + keys.length + choices.length,
      (d, i) => {
        if (i === 0) standing = races === work.races ? base[d] : outcomesOf(view, [dets.get(d)], races);
        else if (i <= keys.length) {
          const { mine } = keyed.get(keys[i - 1])!;
          const det = b.foreseeBets ? foreseen(view, [dets.get(d)], b, mine!)[0] : dets.get(d);
          plannedRaces[i - 1] = outcomesOf(view, [det], races, cards[i - 1]);
        } else {
          const j = i - 1 - keys.length;
          const x = choices[j];
          tallyRaces(tallies[j], x.key === undefined ? standing : plannedRaces[keys.indexOf(x.key)], b, x.table);
        }
      },
      () => tallies.forEach((t) => t.commit()),
    );
    return done > 0 ? tallies.map((t) => t.chances()) : undefined;
  });
  let best: PlayerAction | null = null,
    bestChance = -1,
    bestAlone = -1;
  choices.forEach((x, j) => {
    const chance = Math.max(...chances[j]) + x.lean;
    const alone = chances[j][0] + x.lean;
    // Passing wins ties: a bet that adds nothing only spends money. Between bets whose pairs with a
    // second bet tie (the same two bets in either order), the better alone goes first.
    const margin = x.action.type === 'pass' ? -1e-9 : 1e-9;
    if (chance > bestChance + margin || (Math.abs(chance - bestChance) <= 1e-9 && alone > bestAlone + margin)) {
      best = x.action;
      bestChance = chance;
      bestAlone = alone;
    }
  });
  return best;
}
