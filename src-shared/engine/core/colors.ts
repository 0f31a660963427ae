/** The six horse/stable colours in lane order, top lane first (docs/rules.md §1). */
export const COLORS = ['black', 'blue', 'green', 'red', 'yellow', 'white'] as const;
export type Color = (typeof COLORS)[number];
/** How many horses run, so how many stables, lanes and finishing places there are. */
export const HORSE_COUNT = COLORS.length;
/** The two sprint dice each show one of the colours (docs/rules.md §1): outcomes packed `a * HORSE_COUNT + b`. */
export const DICE_OUTCOMES = HORSE_COUNT * HORSE_COUNT;
/** Index of a colour in lane order; horses are stored by this index. */
export type HorseIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** Odds rows 0..5 read 1:2 … 1:7. */
export const ODDS_ROWS = 6;
export const FINISH_LINE = 12;

export function colorIndex(c: Color): HorseIndex {
  return COLORS.indexOf(c) as HorseIndex;
}

export function isColor(x: unknown): x is Color {
  return typeof x === 'string' && (COLORS as readonly string[]).includes(x);
}

/** "1:N" label for an odds row; a Win bet pays stake × N. */
export function oddsLabel(row: number): string {
  return `1:${row + 2}`;
}

export function oddsMultiplier(row: number): number {
  return row + 2;
}

export function clampRow(row: number): number {
  return Math.max(0, Math.min(ODDS_ROWS - 1, row));
}
