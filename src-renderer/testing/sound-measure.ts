/** Figures for one rendered sound (`npm run bench -- sound`); levels in dB relative to full scale. */
export interface SoundFigures {
  /** From the first to the last sample above −60 dBFS. */
  seconds: number;
  peakDb: number;
  /** RMS over the sound's duration. */
  rmsDb: number;
  /** The loudest 50 ms (RMS): what the ear takes as the sound's level. */
  loudestDb: number;
  dc: number;
  /** The largest step between two samples within 2 ms of the start and of the end (a click if loud). */
  startStepDb: number;
  endStepDb: number;
}

export const db = (x: number): number => 20 * Math.log10(Math.max(x, 1e-10));

export function measure(x: readonly number[], rate: number): SoundFigures {
  const floor = 10 ** (-60 / 20);
  let first = x.findIndex((v) => Math.abs(v) > floor);
  let last = x.length - 1;
  while (last > 0 && Math.abs(x[last]!) <= floor) last--;
  if (first < 0) first = last = 0;
  let peak = 0;
  let sum = 0;
  let squares = 0;
  for (let i = first; i <= last; i++) {
    peak = Math.max(peak, Math.abs(x[i]!));
    sum += x[i]!;
    squares += x[i]! ** 2;
  }
  const n = last - first + 1;
  const win = Math.round(rate * 0.05);
  let loudest = 0;
  let acc = 0;
  for (let i = 0; i < x.length; i++) {
    acc += x[i]! ** 2 - (i >= win ? x[i - win]! ** 2 : 0);
    loudest = Math.max(loudest, acc / win);
  }
  // Steps around the very first and last sounding samples: a voice that starts or stops at a
  // non-zero level jumps there, where a faded one moves by a hair.
  const edge = Math.round(rate * 0.002);
  const step = (from: number, to: number): number => {
    let m = 0;
    for (let i = Math.max(1, from); i <= Math.min(x.length - 1, to); i++) m = Math.max(m, Math.abs(x[i]! - x[i - 1]!));
    return m;
  };
  const nonZero = (i: number): boolean => Math.abs(x[i]!) > 1e-7;
  let on = x.findIndex((_, i) => nonZero(i));
  let off = x.length - 1;
  while (off > 0 && !nonZero(off)) off--;
  if (on < 0) on = off = 0;
  return {
    seconds: n / rate,
    peakDb: db(peak),
    rmsDb: db(Math.sqrt(squares / n)),
    loudestDb: db(Math.sqrt(loudest)),
    dc: sum / n,
    startStepDb: db(step(on, on + edge)),
    endStepDb: db(step(off - edge, off + 1)),
  };
}
