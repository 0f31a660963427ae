import { PARTY } from '../../tuning';

/**
 * A Party Game player's chance of ending with the most money (docs/rules.md §11: ties share the win,
 * counted here as a share of 1/k). With races still to come, each player in the game is modelled
 * as moving by a normal amount with a spread proportional to their money, so being ahead counts
 * for more the fewer races are left.
 */
/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** Grid of the standard normal for integrating over one's own final money: points and weights. */
const GRID = Array.from({ length: 17 }, (_, i) => -4 + i * 0.5);
const WEIGHTS = (() => {
  const w = GRID.map((z) => Math.exp((-z * z) / 2));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
})();

/** Points of the table of the others' chance of ending below an amount (see WinChance). */
const TABLE_POINTS = 512;

/**
 * `me`'s chance of winning as a function of its own money, the others' money fixed: seat j's money
 * still has `races[j]` races to move (0: it is final) and swings `volatility[j]` of itself per
 * race (default tuning.ts PARTY.raceVolatility). A final equal amount shares the win.
 */
export class WinChance {
  private readonly others: number[];
  private table: number[] | null = null;
  private readonly top: number;

  constructor(
    private readonly money: readonly number[],
    private readonly me: number,
    private readonly races: readonly number[],
    private readonly volatility?: readonly number[],
  ) {
    this.others = money.map((_, j) => j).filter((j) => j !== me && money[j] > 0);
    this.top = Math.max(1, ...this.others.map((j) => money[j] + 5 * this.spread(j)));
  }

  private spread(j: number): number {
    return (this.volatility?.[j] ?? PARTY.raceVolatility) * this.money[j] * Math.sqrt(this.races[j]);
  }

  /** Chance that everyone else ends below `x`. */
  private below(x: number): number {
    let all = 1;
    for (const j of this.others) {
      const m = this.money[j];
      if (this.races[j] > 0) all *= normalCdf((x - m) / this.spread(j));
      else if (m > x) return 0;
      else if (m === x) all /= 2;
    }
    return all;
  }

  /** below(x) read from a table over [0, top] (the others' part does not depend on `me`'s money). */
  private belowSmooth(x: number): number {
    if (!this.table)
      this.table = Array.from({ length: TABLE_POINTS + 1 }, (_, i) => this.below((i * this.top) / TABLE_POINTS));
    if (x <= 0) return 0;
    const f = (Math.min(x, this.top) / this.top) * TABLE_POINTS;
    const i = Math.min(TABLE_POINTS - 1, Math.floor(f));
    return this.table[i] + (f - i) * (this.table[i + 1] - this.table[i]);
  }

  /** `me`'s chance of winning with `mine` money. */
  value(mine: number): number {
    if (mine <= 0) return 0;
    const myRaces = this.races[this.me];
    if (myRaces <= 0) {
      const tied = this.others.filter((j) => this.races[j] <= 0 && this.money[j] === mine).length;
      return tied === 0 ? this.below(mine) : (this.below(mine) * 2 ** tied) / (1 + tied);
    }
    const mySpread = (this.volatility?.[this.me] ?? PARTY.raceVolatility) * mine * Math.sqrt(myRaces);
    return GRID.reduce((p, z, i) => p + WEIGHTS[i] * this.belowSmooth(mine + mySpread * z), 0);
  }
}

/** `me`'s chance of winning from everyone's `money`, with `races` races left for all (or per seat). */
export function winShare(
  money: readonly number[],
  me: number,
  races: number | readonly number[],
  volatility?: readonly number[],
): number {
  const perSeat = typeof races === 'number' ? money.map(() => races) : races;
  return new WinChance(money, me, perSeat, volatility).value(money[me]);
}
