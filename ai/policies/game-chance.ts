import { openBets, stakeBounds, tableWithBet } from '../../src-shared/engine/family/betting';
import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import type { Move, PlayerAction, PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import type { Lean } from '../levels';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { sampleTable } from '../sampling/determinize';
import { planFor } from './plan-bet';
import type { Clock, SearchBudget } from '../search/search';
import { forecastBets } from '../evaluation/rival-bets';
import { winChances, type BetOption, type ExtraBet } from '../evaluation/win-chance';
import { outcomesOf, type Det, type Outcomes } from '../simulation/outcomes';

/**
 * The Family Game is won on VP alone, money only breaking ties, so a bet or card play can be judged
 * by the chance that the bot wins the game (win-chance.ts) rather than by expected money.
 */

/** Determinized tables of hidden cards, each with its race seed, within the time cap. */
function sampleDets(view: PlayerView, b: SearchBudget, random: () => number, clock: Clock): Det[] {
  const dets: Det[] = [];
  for (let d = 0; d < b.dets; d++) {
    if (d > 0 && (clock.signal?.aborted || Date.now() > clock.deadline)) break;
    dets.push({
      table: sampleTable(view, random, b),
      words: [0, 1, 2, 3].map(() => Math.floor(random() * 4294967296) | 0),
    });
  }
  return dets;
}

/** The table once the bot has placed `mine`: its token taken, its stake paid. */
function withBet(view: PlayerView, mine: PlayerView['bets'][number]): PlayerView {
  return {
    ...view,
    ...tableWithBet(view, mine),
    players: view.players.map((p, s) => (s === mine.seat ? { ...p, money: p.money - mine.stake } : p)),
  };
}

/**
 * The chance of winning with each option, over the sampled races `o`; with `restOfRound`, the others'
 * bets still to come this round are forecast in each determinization, on `table` (the view, with
 * the bet the bot is weighing on it).
 */
function chancesOf(
  view: PlayerView,
  o: Outcomes,
  options: readonly BetOption[],
  b: SearchBudget,
  table: PlayerView = view,
): number[] {
  if (!b.restOfRound) return winChances(view, o, options);
  return winChances(view, o, options, forecastBets(table, o));
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
  const dets = sampleDets(view, b, random, clock);
  const options = secondBetOptions(view);
  // A layout's chance is the same whichever of its cards goes first: work each out once.
  const memo = new Map<string, number>();
  const chanceOf = (plays: PlayedCard[]): number => {
    const key = plays
      .map((p) => `${p.card}${p.horse}`)
      .sort()
      .join(' ');
    let chance = memo.get(key);
    if (chance === undefined) {
      const o = outcomesOf(view, dets, b.races, plays);
      chance = Math.max(...chancesOf(view, o, options, b));
      memo.set(key, chance);
    }
    return chance;
  };
  const backed = new Set(view.bets.filter((x) => x.seat === view.seat).map((x) => x.horse));
  let best: PlayerAction | null = null,
    bestChance = -1;
  for (const m of moves) {
    if (m.type !== 'playCard') continue;
    const now: PlayedCard = { card: m.card, horse: m.horse, seat: view.seat };
    const rest = view.hand.filter((c) => c !== m.card);
    let chance = 0;
    for (const later of layouts(rest, view.seat)) chance = Math.max(chance, chanceOf([now, ...later]));
    chance += isHelpful(m.card) && !backed.has(m.horse) ? lean.feint : 0;
    if (chance > bestChance) {
      bestChance = chance;
      best = { type: 'playCard', seat: view.seat, card: m.card, horse: m.horse };
    }
  }
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
  const dets = sampleDets(view, b, random, clock);
  const base = outcomesOf(view, dets, b.races);
  const planned = plan && view.phase === 'firstBets' && view.hand.length > 0;
  const wins = [0, 0, 0, 0, 0, 0];
  for (let r = 0; r < base.rankings.length; r += 6) wins[base.rankings[r]]++;
  const outcomes = new Map<string, Outcomes>();
  const outcomesFor = (h: number, kind: 'win' | 'show', stake: number): Outcomes => {
    if (!planned) return base;
    // With a placement model, the others' hands are played out as they would be once this bet is down.
    const key = b.foreseeBets ? `${h}${kind}` : `${h}`;
    if (!outcomes.has(key)) {
      const seen = b.foreseeBets ? foreseen(view, dets, b, { seat: view.seat, horse: COLORS[h], kind, stake }) : dets;
      outcomes.set(
        key,
        outcomesOf(
          view,
          seen,
          b.races,
          planFor(view, h, (x) => wins[x]),
        ),
      );
    }
    return outcomes.get(key)!;
  };
  // With the rest of the round weighed, a first bet is judged with the second bet the bot will place
  // after it (the best on average: the bot does not see the hidden cards then either).
  const second = b.restOfRound && view.phase === 'firstBets';
  let best: PlayerAction | null = null,
    bestChance = -1,
    bestAlone = -1;
  for (const m of moves) {
    let chance: number, alone: number;
    let action: PlayerAction;
    if (m.type === 'pass') {
      chance = alone = chancesOf(view, base, [null], b)[0];
      action = { type: 'pass', seat: view.seat };
    } else if (m.type === 'bet') {
      const h = colorIndex(m.horse);
      const mine = { seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
      const first = { h, kind: m.kind, stake: m.minStake };
      const table = withBet(view, mine);
      const options = second ? secondBetOptions(table).map((x) => (x === null ? first : [first, x])) : [first];
      const chances = chancesOf(view, outcomesFor(h, m.kind, m.minStake), options, b, table);
      const lean = m.kind === 'win' ? taste.winBet : -taste.winBet;
      chance = Math.max(...chances) + lean;
      alone = chances[0] + lean;
      action = { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
    } else continue;
    // Passing wins ties: a bet that adds nothing only spends money. Between bets whose pairs with a
    // second bet tie (the same two bets in either order), the better alone goes first.
    const margin = m.type === 'pass' ? -1e-9 : 1e-9;
    if (chance > bestChance + margin || (Math.abs(chance - bestChance) <= 1e-9 && alone > bestAlone + margin)) {
      best = action;
      bestChance = chance;
      bestAlone = alone;
    }
  }
  return best;
}
