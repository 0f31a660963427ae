import { colorIndex } from '../src-shared/colors';
import type { Move, PlayerAction, PlayerView } from '../src-shared/index';
import type { PlayedCard } from '../src-shared/types';
import { sampleTable } from './determinize';
import { FastRace } from './fast-race';
import { resolveRaceCards } from '../src-shared/reveal';
import { clampRow } from '../src-shared/colors';
import { lineupHorses } from './race-stats';
import type { Clock, SearchBudget } from './search';

/**
 * The Family Game's last race decides the game: there a bet is judged by the chance that the bot ends
 * with the most VP (ties go to money), over sampled whole races, not by expected value.
 */

const sim = new FastRace();

interface Det {
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

/** Finishing orders of sampled races (6 horse indices each), with one more card of the bot's if given. */
function rankingsOf(view: PlayerView, dets: readonly Det[], races: number, extra?: PlayedCard): Uint8Array {
  const out = new Uint8Array(dets.length * races * 6);
  let n = 0;
  for (const d of dets) {
    const rc = resolveRaceCards(extra ? [...d.table, extra] : d.table, lineupHorses(view.lineup));
    sim.seed(d.words);
    sim.setup(view.odds.map((r, h) => clampRow(r + rc.oddsShift[h])), rc.mods);
    for (let i = 0; i < races; i++, n++) {
      sim.run();
      out.set(sim.ranking, n * 6);
    }
  }
  return out;
}

/** The bot's second-bet options: none, or any open bet at the minimum stake. */
function secondBetOptions(view: PlayerView): Extra[] {
  const me = view.players[view.seat];
  const stake = Math.max(100, 100 * me.vp);
  const out: Extra[] = [null];
  if (stake > me.money) return out;
  for (let h = 0; h < 6; h++) {
    if (view.betTokens[h] <= 0) continue;
    for (const kind of ['win', 'show'] as const) {
      if (!view.bets.some((x) => x.seat === view.seat && colorIndex(x.horse) === h && x.kind === kind)) out.push({ horse: h, kind, stake });
    }
  }
  return out;
}

/** Hard, Family Game's last round: the card play that most raises the chance of winning, its second bet included. */
export function lastRoundCard(
  view: PlayerView, moves: Move[], b: SearchBudget, random: () => number, clock: Clock,
): PlayerAction | null {
  if (view.mode !== 'family' || view.round < view.rounds || view.phase !== 'fixing') return null;
  const dets = sampleDets(view, b, random, clock);
  const options = secondBetOptions(view);
  let best: PlayerAction | null = null, bestChance = -1;
  for (const m of moves) {
    if (m.type !== 'playCard') continue;
    const rankings = rankingsOf(view, dets, b.races, { card: m.card, horse: m.horse, seat: view.seat });
    let chance = 0;
    for (const o of options) chance = Math.max(chance, winChance(view, rankings, o));
    if (chance > bestChance) { bestChance = chance; best = { type: 'playCard', seat: view.seat, card: m.card, horse: m.horse }; }
  }
  return best;
}

type Extra = { horse: number; kind: 'win' | 'show'; stake: number } | null;

/** P(the bot has the most VP after this race, money breaking ties) with one extra bet of its own. */
function winChance(view: PlayerView, rankings: Uint8Array, extra: Extra): number {
  const n = view.players.length;
  const bets: { seat: number; h: number; kind: 'win' | 'show'; stake: number }[] = view.bets.map((b) => ({ seat: b.seat, h: colorIndex(b.horse), kind: b.kind, stake: b.stake }));
  if (extra) bets.push({ seat: view.seat, h: extra.horse, kind: extra.kind, stake: extra.stake });
  const place = new Int8Array(6);
  const vp = new Float64Array(n), money = new Float64Array(n);
  let wins = 0;
  const races = rankings.length / 6;
  for (let r = 0; r < races; r++) {
    for (let k = 0; k < 6; k++) place[rankings[r * 6 + k]] = k;
    for (let s = 0; s < n; s++) {
      vp[s] = view.players[s].forfeited ? -1 : view.players[s].vp;
      money[s] = view.players[s].money - (extra && s === view.seat ? extra.stake : 0);
    }
    for (const b of bets) {
      const k = place[b.h];
      if (b.kind === 'win' && k === 0) { vp[b.seat] += 3; money[b.seat] += b.stake * (view.odds[b.h] + 2); }
      if (b.kind === 'show' && (k < 3 || (k === 3 && view.players[b.seat].character === 'miss-paris'))) { vp[b.seat] += 1; money[b.seat] += 2 * b.stake; }
    }
    const me = view.seat;
    let best = true;
    for (let s = 0; s < n && best; s++) {
      if (s === me) continue;
      if (vp[s] > vp[me] || (vp[s] === vp[me] && money[s] >= money[me])) best = false;
    }
    if (best) wins++;
  }
  return races > 0 ? wins / races : 0;
}

/** The last race's bet with the best chance of winning the game (null: not the Family Game's last round). */
export function lastRoundBet(
  view: PlayerView, moves: Move[], b: SearchBudget, random: () => number, clock: Clock,
): PlayerAction | null {
  if (view.mode !== 'family' || view.round < view.rounds) return null;
  const rankings = rankingsOf(view, sampleDets(view, b, random, clock), b.races);
  let best: PlayerAction | null = null, bestChance = -1;
  for (const m of moves) {
    let chance: number;
    let action: PlayerAction;
    if (m.type === 'pass') {
      chance = winChance(view, rankings, null);
      action = { type: 'pass', seat: view.seat };
    } else if (m.type === 'bet') {
      chance = winChance(view, rankings, { horse: colorIndex(m.horse), kind: m.kind, stake: m.minStake });
      action = { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
    } else continue;
    // Passing wins ties: a bet that adds nothing only spends money.
    if (chance > bestChance + (m.type === 'pass' ? -1e-9 : 1e-9)) { best = action; bestChance = chance; }
  }
  return best;
}
