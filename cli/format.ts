import { COLORS, oddsLabel } from '../src-shared/index';

/** Columns padded to their widest cell; `right` marks right-aligned columns. */
export function table(rows: string[][], right: boolean[] = []): string {
  const widths: number[] = [];
  for (const r of rows) r.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function pct(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

export function fixed(x: number, digits = 2): string {
  return x.toFixed(digits);
}

/** "black 1:2, blue 1:3, …" in lane order. */
export function oddsLine(rows: readonly number[]): string {
  return rows.map((r, h) => `${COLORS[h]} ${oddsLabel(r)}`).join(', ');
}

/** { black: "1:2", … } in lane order. */
export function oddsRecord(rows: readonly number[]): Record<string, string> {
  return Object.fromEntries(rows.map((r, h) => [COLORS[h], oddsLabel(r)]));
}

/** 95% Wilson score interval for k successes in n trials (one definition, shared with the bots' exploitability check). */
export { wilson } from '../ai/strategies/win-share';
