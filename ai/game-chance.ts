import { COLORS, colorIndex } from '../src-shared/colors';
import { nextFloat, seedRng } from '../src-shared/rng';
import type { Move, PlayerAction, PlayerView } from '../src-shared/index';
import { resolveRaceCards } from '../src-shared/reveal';
import type { PlayedCard } from '../src-shared/types';
import { sampleTable } from './determinize';
import { planFor } from './plan-bet';
import { FastRace } from './fast-race';
import { lineupHorses, raceRows } from './race-stats';
import type { Clock, SearchBudget } from './search';

/**
 * The Family Game is won on VP alone, money only breaking ties, so a bet or card play can be judged
 * by the chance that the bot wins the game rather than by expected money: over sampled whole races,
 * every player's VP and money after the payoffs, then the rounds still to play as a spread of VP.
 */

/** SD of one player's VP gain per round; measured over 40 games of 4 normal bots: mean 1.5, SD 1.5. */
const ROUND_VP_SD = 1.5;
const PRIZES = [600, 400, 200];
/** Three-point Gauss–Hermite rule for a standard normal (the last round needs none: WEIGHTS sum to 1 only together). */
const NODES = [0, -Math.sqrt(3), Math.sqrt(3)];
const WEIGHTS = [2 / 3, 1 / 6, 1 / 6];
const sim = new FastRace();

export interface Det {
  table: PlayedCard[];
  words: number[];
}

/** Determinized tables of hidden cards, each with its race seed, within the time cap. */
function sampleDets(view: PlayerView, b: SearchBudget, random: () => number, clock: Clock): Det[] {
  const dets: Det[] = [];
  for (let d = 0; d < b.dets; d++) {
    if (d > 0 && (clock.signal?.aborted || Date.now() > clock.deadline)) break;
    dets.push({ table: sampleTable(view, random, b), words: [0, 1, 2, 3].map(() => Math.floor(random() * 4294967296) | 0) });
  }
  return dets;
}

/** Sampled races of one table: finishing orders, and per determinization what the cards do to payoffs. */
interface Outcomes {
  perDet: number;
  /** 6 horse indices per race, first to last. */
  rankings: Uint8Array;
  /** Per determinization × horse: the odds row raced on, the Boss VP bonus, the Pecunia / Armand money. */
  rows: Int8Array;
  vpBonus: Int8Array;
  bettorMoney: Float64Array;
}

function outcomesOf(view: PlayerView, dets: readonly Det[], races: number, extra: readonly PlayedCard[] = []): Outcomes {
  const o: Outcomes = {
    perDet: races, rankings: new Uint8Array(dets.length * races * 6),
    rows: new Int8Array(dets.length * 6), vpBonus: new Int8Array(dets.length * 6), bettorMoney: new Float64Array(dets.length * 6),
  };
  let n = 0;
  dets.forEach((d, i) => {
    const rc = resolveRaceCards(extra.length > 0 ? [...d.table, ...extra] : d.table, lineupHorses(view.lineup));
    const rows = raceRows(view.odds, rc, view.lineup);
    for (let h = 0; h < 6; h++) {
      o.rows[i * 6 + h] = rows[h];
      o.vpBonus[i * 6 + h] = rc.vpBonus[h];
      o.bettorMoney[i * 6 + h] = rc.bettorMoney[h].reduce((a, m) => a + m, 0);
    }
    sim.seed(d.words);
    sim.setup(rows, rc.mods);
    for (let r = 0; r < races; r++, n++) {
      sim.run();
      o.rankings.set(sim.ranking, n * 6);
    }
  });
  return o;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1e-6). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

type Bet = { seat: number; h: number; kind: 'win' | 'show'; stake: number };
export type ExtraBet = Omit<Bet, 'seat'>;

/**
 * P(the bot wins the game) over the sampled races, with extra bets of its own. After the last race:
 * most VP, money breaking ties. Before it: a player who cannot cover next round's minimum bet loses
 * 2 VP, and with every player's VP still to come spread normally over the rounds left, the bot must
 * beat each other player (its own future gain integrated over, the others' given it).
 */
function winChance(view: PlayerView, o: Outcomes, extras: readonly ExtraBet[]): number {
  const n = view.players.length, me = view.seat;
  const roundsLeft = view.rounds - view.round;
  const spread = ROUND_VP_SD * Math.sqrt(roundsLeft);
  const bets: Bet[] = view.bets.map((b) => ({ seat: b.seat, h: colorIndex(b.horse), kind: b.kind, stake: b.stake }));
  for (const x of extras) bets.push({ ...x, seat: me });
  const betOn: number[][] = view.players.map((_, s) => [...new Set(bets.filter((b) => b.seat === s).map((b) => b.h))]);
  const stables = view.players.map((p) => p.stables.map(colorIndex));
  const fourth = view.players.map((p) => p.character === 'miss-paris');
  const place = new Int8Array(6);
  const vp = new Float64Array(n), money = new Float64Array(n);
  const spent = extras.reduce((a, x) => a + x.stake, 0);
  let sum = 0;
  const total = o.rankings.length / 6;
  for (let r = 0; r < total; r++) {
    const d = Math.floor(r / o.perDet) * 6;
    for (let k = 0; k < 6; k++) place[o.rankings[r * 6 + k]] = k;
    for (let s = 0; s < n; s++) {
      vp[s] = view.players[s].vp;
      money[s] = view.players[s].money - (s === me ? spent : 0);
      for (const h of betOn[s]) money[s] += o.bettorMoney[d + h];
      for (const h of stables[s]) if (place[h] < 3) money[s] += PRIZES[place[h]];
    }
    for (const b of bets) {
      const k = place[b.h];
      if (b.kind === 'win' && k === 0) { vp[b.seat] += Math.max(0, 3 + o.vpBonus[d + b.h]); money[b.seat] += b.stake * (o.rows[d + b.h] + 2); }
      if (b.kind === 'show' && (k < 3 || (k === 3 && fourth[b.seat]))) { vp[b.seat] += Math.max(0, 1 + o.vpBonus[d + b.h]); money[b.seat] += 2 * b.stake; }
    }
    for (let s = 0; s < n; s++) {
      if (money[s] < 0 || (roundsLeft > 0 && money[s] < Math.max(100, 100 * vp[s]))) vp[s] -= 2;
    }
    for (let j = 0; j < NODES.length; j++) {
      // The bot's own future gain is shared by every comparison: integrate over it.
      const mine = NODES[j] * spread;
      let p = WEIGHTS[j];
      for (let s = 0; s < n && p > 0; s++) {
        if (s === me || view.players[s].forfeited) continue;
        const lead = vp[me] - vp[s] + (money[me] > money[s] ? 0.5 : -0.5);
        p *= roundsLeft > 0 ? phi((lead + mine) / spread) : lead > 0 ? 1 : 0;
      }
      sum += p;
      if (roundsLeft === 0) break;
    }
  }
  return total > 0 ? sum / total : 0;
}

/** The bot's possible second bets after a card play: none, or any open bet at the minimum stake. */
function secondBetOptions(view: PlayerView): (ExtraBet | null)[] {
  const me = view.players[view.seat];
  const stake = Math.max(100, 100 * me.vp);
  const out: (ExtraBet | null)[] = [null];
  if (stake > me.money) return out;
  for (let h = 0; h < 6; h++) {
    if (view.betTokens[h] <= 0) continue;
    for (const kind of ['win', 'show'] as const) {
      if (!view.bets.some((x) => x.seat === view.seat && colorIndex(x.horse) === h && x.kind === kind)) out.push({ h, kind, stake });
    }
  }
  return out;
}

/** Whether the Family Game has at most `rounds` rounds left after this one (such decisions go by win chance). */
export function inChanceRounds(view: PlayerView, rounds: number): boolean {
  return view.mode === 'family' && view.rounds - view.round < rounds;
}

/** The card play that most raises the chance of winning the game, the second bet it opens included. */
export function chanceCard(view: PlayerView, moves: Move[], b: SearchBudget, random: () => number, clock: Clock): PlayerAction | null {
  const dets = sampleDets(view, b, random, clock);
  const options = secondBetOptions(view);
  let best: PlayerAction | null = null, bestChance = -1;
  for (const m of moves) {
    if (m.type !== 'playCard') continue;
    const o = outcomesOf(view, dets, b.races, [{ card: m.card, horse: m.horse, seat: view.seat }]);
    let chance = 0;
    for (const x of options) chance = Math.max(chance, winChance(view, o, x ? [x] : []));
    if (chance > bestChance) { bestChance = chance; best = { type: 'playCard', seat: view.seat, card: m.card, horse: m.horse }; }
  }
  return best;
}

/**
 * The determinizations with the others' hands dealt and played out as the placement model expects
 * once `bet` is down: the same cards for every bet (each determinization seeds its own draws), only
 * where they go changes.
 */
export function foreseen(view: PlayerView, dets: readonly Det[], b: SearchBudget, bet: PlayerView['bets'][number]): Det[] {
  const hypothetical: PlayerView = { ...view, phase: 'fixing', bets: [...view.bets, bet] };
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
  view: PlayerView, moves: Move[], b: SearchBudget, plan: boolean, random: () => number, clock: Clock,
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
      outcomes.set(key, outcomesOf(view, seen, b.races, planFor(view, h, (x) => wins[x])));
    }
    return outcomes.get(key)!;
  };
  let best: PlayerAction | null = null, bestChance = -1;
  for (const m of moves) {
    let chance: number;
    let action: PlayerAction;
    if (m.type === 'pass') {
      chance = winChance(view, base, []);
      action = { type: 'pass', seat: view.seat };
    } else if (m.type === 'bet') {
      const h = colorIndex(m.horse);
      chance = winChance(view, outcomesFor(h, m.kind, m.minStake), [{ h, kind: m.kind, stake: m.minStake }]);
      action = { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
    } else continue;
    // Passing wins ties: a bet that adds nothing only spends money.
    if (chance > bestChance + (m.type === 'pass' ? -1e-9 : 1e-9)) { best = action; bestChance = chance; }
  }
  return best;
}
