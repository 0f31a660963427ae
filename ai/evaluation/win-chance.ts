import { colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { PlayerView } from '../../src-shared/index';
import { betPayout, showPlaces, stablePrize } from '../../src-shared/engine/race/payoffs';
import { PENALTY_VP, minimumBetForVp } from '../../src-shared/engine/core/players';
import { ROUND_VP_SD } from '../tuning';
import type { Outcomes } from '../simulation/outcomes';

/**
 * The chance that the bot wins the Family Game, over sampled whole races of one table
 * (simulation/outcomes.ts): every player's VP and money after the payoffs, then the rounds still
 * to play as a spread of VP.
 */

/** Three-point Gauss–Hermite rule for a standard normal. */
const NODES = [0, -Math.sqrt(3), Math.sqrt(3)];
const WEIGHTS = [2 / 3, 1 / 6, 1 / 6];

/** Per finishing order (6 horse indices read in base 6), the pass over one determinization that last met it, and where its shares went. */
const orderSeen = new Int32Array(HORSE_COUNT ** HORSE_COUNT);
const orderSlot = new Int32Array(HORSE_COUNT ** HORSE_COUNT);
let generation = 0;
/** Each distinct finishing order's shares within one determinization (written before they are read). */
let shareBuffer = new Float64Array(0);

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1e-6). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/** A bet (placed, or expected of a rival) by horse index. */
export type SeatBet = { seat: number; h: number; kind: 'win' | 'show'; stake: number };
export type ExtraBet = Omit<SeatBet, 'seat'>;
/** One option of the bot's: no bet, one bet, or bets it places one after the other this round. */
export type BetOption = ExtraBet | readonly ExtraBet[] | null;

/**
 * P(the bot wins the game) over the sampled races, for each option of more bets of its own (null:
 * none). After the last race: most VP, money breaking ties. Before it: a player who cannot cover next
 * round's minimum bet loses 2 VP, and with every player's VP still to come spread normally over the
 * rounds left, the bot must beat each other player (its own future gain integrated over, the others'
 * given it). One pass over the races serves every option. `forecast` holds, per determinization,
 * the bets the others are still expected to place this round (not yet paid).
 */
export function winChances(
  view: PlayerView,
  o: Outcomes,
  options: readonly BetOption[],
  forecast: readonly (readonly SeatBet[])[] = [],
): number[] {
  const tally = new WinChanceTally(view, options);
  tally.add(o, forecast);
  tally.commit();
  return tally.chances();
}

/**
 * The same, summed over sampled races added a few determinizations at a time (an anytime search's
 * units, search/anytime.ts): `chances()` reads the races up to the last `commit()`, and once every
 * determinization is in, the figures are exactly those of one pass over them all.
 */
export class WinChanceTally {
  private readonly n: number;
  private readonly roundsLeft: number;
  private readonly lead: { weight: number; ahead: Float64Array }[];
  private readonly bets: SeatBet[];
  private readonly betOn: number[][];
  private readonly stables: number[][];
  private readonly places: number[];
  private readonly rivals: number[];
  private readonly sums: number[];
  private total = 0;
  private kept: number[];
  private keptTotal = 0;

  constructor(
    private readonly view: PlayerView,
    private readonly options: readonly BetOption[],
  ) {
    const me = view.seat;
    this.n = view.players.length;
    this.roundsLeft = view.rounds - view.round;
    this.lead = leadChances(this.roundsLeft);
    this.bets = view.bets.map((b) => ({ seat: b.seat, h: colorIndex(b.horse), kind: b.kind, stake: b.stake }));
    this.betOn = view.players.map((_, s) => [...new Set(this.bets.filter((b) => b.seat === s).map((b) => b.h))]);
    this.stables = view.players.map((p) => p.stables.map(colorIndex));
    this.places = view.players.map((p) => showPlaces(p.character));
    this.rivals = view.players.flatMap((p, s) => (s === me || p.forfeited ? [] : [s]));
    this.sums = options.map(() => 0);
    this.kept = this.sums.slice();
  }

  /** Folds in the races of `o` (its determinizations following those already added). */
  add(o: Outcomes, forecast: readonly (readonly SeatBet[])[] = []): void {
    const { view, options, n, roundsLeft, lead, bets, betOn, stables, places, rivals, sums } = this;
    const me = view.seat;
    const dets = o.rows.length / HORSE_COUNT;
    // What each bet and option brings per determinization and place, and each player's money before
    // the horses' places count: looked up in the loop over races.
    const betGains = bets.map((b) => gainTable(o, dets, b, places[b.seat], 0, false));
    const optionGains = options.map((x) => {
      const mine = x === null ? [] : 'h' in x ? [x] : x;
      return mine.map((b, i) => {
        const newHorse = !betOn[me].includes(b.h) && !mine.slice(0, i).some((a) => a.h === b.h);
        return { h: b.h, ...gainTable(o, dets, b, places[me], b.stake, newHorse) };
      });
    });
    // The forecast bets' gains per determinization, by place: each only counts in its own.
    const forecastGains = forecast.map((fs, d) => {
      const newTo = betOn.map((hs) => new Set(hs));
      return fs.map((f) => {
        const isNew = !newTo[f.seat].has(f.h);
        newTo[f.seat].add(f.h);
        const g = { seat: f.seat, h: f.h, vp: new Float64Array(HORSE_COUNT), money: new Float64Array(HORSE_COUNT) };
        placeGains(o, d, f, places[f.seat], f.stake, isNew, g.vp, g.money, 0);
        return g;
      });
    });
    const startMoney = new Float64Array(n * dets);
    for (let s = 0; s < n; s++)
      for (let d = 0; d < dets; d++) {
        let m = view.players[s].money;
        for (const h of betOn[s]) m += o.bettorMoney[d * HORSE_COUNT + h];
        startMoney[s * dets + d] = m;
      }
    const broke = (v: number, m: number): boolean => m < 0 || (roundsLeft > 0 && m < minimumBetForVp(v));
    const place = new Int8Array(HORSE_COUNT);
    const vp = new Float64Array(n),
      money = new Float64Array(n);
    const seenVp = new Float64Array(options.length),
      seenMoney = new Float64Array(options.length),
      byNode = new Float64Array(options.length * NODES.length),
      byOption = new Float64Array(options.length * lead.length);
    // Race r's chance per option and quadrature node, into byOption.
    const raceShares = (d: number, r: number): void => {
      for (let k = 0; k < HORSE_COUNT; k++) place[o.rankings[r * HORSE_COUNT + k]] = k;
      for (let s = 0; s < n; s++) {
        vp[s] = view.players[s].vp;
        money[s] = startMoney[s * dets + d];
        for (const h of stables[s]) money[s] += stablePrize(place[h]);
      }
      for (let b = 0; b < bets.length; b++) {
        const at = d * HORSE_COUNT + place[bets[b].h];
        vp[bets[b].seat] += betGains[b].vp[at];
        money[bets[b].seat] += betGains[b].money[at];
      }
      for (const f of forecastGains[d] ?? []) {
        vp[f.seat] += f.vp[place[f.h]];
        money[f.seat] += f.money[place[f.h]];
      }
      for (const s of rivals) if (broke(vp[s], money[s])) vp[s] -= PENALTY_VP;
      // Options that leave the bot with the same VP and money (every losing bet of one stake, say)
      // have the same chance in this race: each distinct outcome is worked out once.
      let seen = 0;
      for (let i = 0; i < options.length; i++) {
        let myVp = vp[me],
          myMoney = money[me];
        for (const g of optionGains[i]) {
          const at = d * HORSE_COUNT + place[g.h];
          myVp += g.vp[at];
          myMoney += g.money[at];
        }
        if (broke(myVp, myMoney)) myVp -= PENALTY_VP;
        let j = 0;
        while (j < seen && (seenVp[j] !== myVp || seenMoney[j] !== myMoney)) j++;
        if (j === seen) {
          seenVp[j] = myVp;
          seenMoney[j] = myMoney;
          nodeChances(lead, rivals, vp, money, myVp, myMoney, byNode, j * lead.length);
          seen++;
        }
        for (let t = 0; t < lead.length; t++) byOption[i * lead.length + t] = byNode[j * lead.length + t];
      }
    };
    const races = o.rankings.length / HORSE_COUNT;
    // A race's share depends only on its determinization and finishing order, and most orders recur
    // within a determinization: each is worked out once and its share added again, in the same order.
    const width = options.length * lead.length;
    const size = Math.min(o.perDet, 720) * width;
    if (shareBuffer.length < size) shareBuffer = new Float64Array(size);
    const shares = shareBuffer;
    let known = 0;
    for (let r = 0; r < races; r++) {
      const d = Math.floor(r / o.perDet);
      if (r % o.perDet === 0) {
        generation++;
        known = 0;
      }
      let code = 0;
      for (let k = 0; k < HORSE_COUNT; k++) code = code * HORSE_COUNT + o.rankings[r * HORSE_COUNT + k];
      let at: number;
      if (orderSeen[code] === generation) at = orderSlot[code] * width;
      else {
        orderSeen[code] = generation;
        orderSlot[code] = known;
        at = known++ * width;
        raceShares(d, r);
        shares.set(byOption, at);
      }
      // Added node by node, as the sum has always been formed.
      for (let i = 0; i < options.length; i++)
        for (let t = 0; t < lead.length; t++) sums[i] += shares[at + i * lead.length + t];
    }
    this.total += races;
  }

  /** Marks the races added so far as the ones `chances()` reads. */
  commit(): void {
    this.kept = this.sums.slice();
    this.keptTotal = this.total;
  }

  /** Each option's chance over the races committed. */
  chances(): number[] {
    return this.kept.map((s) => (this.keptTotal > 0 ? s / this.keptTotal : 0));
  }
}

/**
 * For each quadrature node, the chance that the bot (with `myVp`, `myMoney`) ends ahead of every
 * rival, written to `out` from `at`. Leads are whole VP, ± half a VP for the money tie-break: a table lookup.
 */
function nodeChances(
  lead: readonly { weight: number; ahead: Float64Array }[],
  rivals: readonly number[],
  vp: Float64Array,
  money: Float64Array,
  myVp: number,
  myMoney: number,
  out: Float64Array,
  at: number,
): void {
  for (let t = 0; t < lead.length; t++) {
    const node = lead[t];
    let p = node.weight;
    for (const s of rivals) {
      const k = Math.min(LEAD_SPAN, Math.max(-LEAD_SPAN, 2 * (myVp - vp[s]) + (myMoney > money[s] ? 1 : -1)));
      p *= node.ahead[k + LEAD_SPAN];
    }
    out[at + t] = p;
  }
}

/** Twice the largest VP lead looked up; further leads are as sure as this one. */
const LEAD_SPAN = 120;

/**
 * Per quadrature node of the bot's own future gain, P(the bot ends ahead) for each lead (in half VP).
 * In the last round nothing is still to come: one node, certain.
 */
function leadChances(roundsLeft: number): { weight: number; ahead: Float64Array }[] {
  const spread = ROUND_VP_SD * Math.sqrt(roundsLeft);
  if (roundsLeft <= 0)
    return [{ weight: 1, ahead: Float64Array.from({ length: 2 * LEAD_SPAN + 1 }, (_, i) => (i > LEAD_SPAN ? 1 : 0)) }];
  return NODES.map((node, j) => {
    const ahead = new Float64Array(2 * LEAD_SPAN + 1);
    for (let k = -LEAD_SPAN; k <= LEAD_SPAN; k++) ahead[k + LEAD_SPAN] = phi((k / 2 + node * spread) / spread);
    return { weight: WEIGHTS[j], ahead };
  });
}

/**
 * VP and money a bet brings, per determinization × finishing place: its payout, less `stake` (an
 * option's, not yet paid), plus the card money its bettor gets if it is a horse new to them.
 */
function gainTable(
  o: Outcomes,
  dets: number,
  b: ExtraBet,
  showsPaid: number,
  stake: number,
  newHorse: boolean,
): { vp: Float64Array; money: Float64Array } {
  const vp = new Float64Array(dets * HORSE_COUNT),
    money = new Float64Array(dets * HORSE_COUNT);
  for (let d = 0; d < dets; d++) placeGains(o, d, b, showsPaid, stake, newHorse, vp, money, d * HORSE_COUNT);
  return { vp, money };
}

/** The same in one determinization d, by finishing place, written to `vp` and `money` from `at`. */
function placeGains(
  o: Outcomes,
  d: number,
  b: ExtraBet,
  showsPaid: number,
  stake: number,
  newHorse: boolean,
  vp: Float64Array,
  money: Float64Array,
  at: number,
): void {
  for (let k = 0; k < HORSE_COUNT; k++) {
    const won = betPayout(
      b.kind,
      b.stake,
      k,
      o.rows[d * HORSE_COUNT + b.h],
      o.vpBonus[d * HORSE_COUNT + b.h],
      showsPaid,
    );
    vp[at + k] = won ? won.vp : 0;
    money[at + k] = (won ? won.money : 0) - stake + (newHorse ? o.bettorMoney[d * HORSE_COUNT + b.h] : 0);
  }
}
