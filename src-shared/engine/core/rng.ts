/**
 * Seeded generator kept inside the game state (sfc32 over four uint32 words), so a game is a
 * pure function of its seed and its moves. Chance nodes *peek* the next draw and consume exactly
 * one draw when applied, whether the outcome was sampled or forced: a replay that forces every
 * outcome ends with the same generator state as the game that sampled them.
 */
export type RngState = [number, number, number, number];
/** The four words: the game state's tuple, or a typed array (the bots' fast race keeps one). */
export type RngWords = RngState | Int32Array;

export function seedRng(seed: number | string): RngState {
  // cyrb128: spreads any seed text over four words.
  const str = String(seed);
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) nextUint(s);
  return s;
}

/** Advances `s` in place and returns a uint32. */
export function nextUint(s: RngWords): number {
  const a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/** Uniform float in [0, 1), advancing `s`. */
export function nextFloat(s: RngWords): number {
  return nextUint(s) / 4294967296;
}

/** The float the next draw will give, without advancing. */
export function peekFloat(s: Readonly<RngState>): number {
  return nextFloat([s[0], s[1], s[2], s[3]]);
}

/** Uniform integer in [0, n). */
export function nextInt(s: RngState, n: number): number {
  return Math.floor(nextFloat(s) * n);
}

/** Fisher–Yates shuffle of a copy, advancing `s`. */
export function shuffled<T>(s: RngState, items: readonly T[]): T[] {
  return shuffledBy(items, () => nextFloat(s));
}

/** Fisher–Yates shuffle of a copy with any uniform source in [0, 1) (bots, random agents, tests). */
export function shuffledBy<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
