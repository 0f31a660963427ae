import { scheduleSound, type SoundName } from '../game/sound-recipes';

/*
 * A stand-in for Web Audio in tests: the recipes schedule their graph on a context that records
 * it, which tests then check node by node or render here (no browser in vitest).
 */

export interface Ramp {
  kind: 'set' | 'exp' | 'lin';
  value: number;
  time: number;
}
export class Param {
  value = 1;
  readonly events: Ramp[] = [];
  setValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'set', value, time });
  }
  exponentialRampToValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'exp', value, time });
  }
  linearRampToValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'lin', value, time });
  }
  /** The automation's value at `t` (Web Audio's ramp formulas). */
  at(t: number): number {
    let prev: Ramp | null = null;
    for (const e of this.events) {
      if (t < e.time) {
        if (!prev) return this.value;
        if (e.kind === 'set') return prev.value;
        const k = (t - prev.time) / (e.time - prev.time);
        return e.kind === 'exp' ? prev.value * (e.value / prev.value) ** k : prev.value + (e.value - prev.value) * k;
      }
      prev = e;
    }
    return prev?.value ?? this.value;
  }
}
export class Node {
  readonly out: Node[] = [];
  connect<T extends Node>(n: T): T {
    this.out.push(n);
    return n;
  }
}
export class Gain extends Node {
  readonly gain = new Param();
}
export class Filter extends Node {
  type = 'lowpass';
  readonly frequency = new Param();
  readonly Q = new Param();
}
export class Source extends Node {
  type = 'sine';
  buffer: { duration: number; data: Float32Array } | null = null;
  readonly frequency = new Param();
  startAt = NaN;
  stopAt = NaN;
  start(t: number): void {
    this.startAt = t;
  }
  stop(t: number): void {
    this.stopAt = t;
  }
}

export const RATE = 48_000;

export interface Recording {
  sources: Source[];
  master: Gain;
}

/** `name` scheduled at 1 s on a context that records its graph instead of playing it. */
export function record(name: SoundName): Recording {
  const sources: Source[] = [];
  const source = (): Source => {
    const s = new Source();
    sources.push(s);
    return s;
  };
  const c = {
    sampleRate: RATE,
    createGain: () => new Gain(),
    createBiquadFilter: () => new Filter(),
    createOscillator: source,
    createBufferSource: source,
    createBuffer: (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return { duration: length / rate, data, getChannelData: () => data };
    },
  };
  const master = new Gain();
  scheduleSound(c as unknown as BaseAudioContext, master as unknown as AudioNode, name, 1);
  return { sources, master };
}

/** The nodes after a source, up to the master (each node in the recipes feeds exactly one). */
export function pathOf(from: Node, master: Gain): Node[] {
  const path: Node[] = [];
  for (let n = from; n !== master;) {
    if (n.out.length !== 1) throw new Error(`a node feeds ${n.out.length} nodes`);
    n = n.out[0]!;
    path.push(n);
  }
  return path;
}

/** The gains between a source and the master (its envelope). */
export const gainsOnPath = (from: Node, master: Gain): Gain[] =>
  pathOf(from, master).filter((n): n is Gain => n instanceof Gain && n !== master);

/** One biquad as the Web Audio spec defines it (Q in dB for lowpass and highpass). */
function biquad(f: Filter): (x: number) => number {
  const w = (2 * Math.PI * f.frequency.value) / RATE;
  const cos = Math.cos(w);
  const alphaDb = Math.sin(w) / (2 * 10 ** (f.Q.value / 20));
  const alpha = Math.sin(w) / (2 * f.Q.value);
  const [b0, b1, b2, a0, a1, a2] =
    f.type === 'lowpass'
      ? [(1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alphaDb, -2 * cos, 1 - alphaDb]
      : f.type === 'highpass'
        ? [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alphaDb, -2 * cos, 1 - alphaDb]
        : f.type === 'bandpass'
          ? [alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha]
          : [NaN, NaN, NaN, NaN, NaN, NaN];
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (x) => {
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    return y;
  };
}

/** An oscillator's wave at `cycles` (sine-phased, so every wave starts at 0). */
function wave(type: string, cycles: number): number {
  const p = cycles - Math.floor(cycles);
  if (type === 'sine') return Math.sin(2 * Math.PI * p);
  if (type === 'triangle') return 1 - 4 * Math.abs(((p + 0.25) % 1) - 0.5);
  throw new Error(`no ${type} wave here`);
}

/**
 * The recording rendered sample by sample as Web Audio would at `gain` on the master (the page
 * plays at volume × FULL_VOLUME_GAIN): close enough to Chromium's rendering to judge peaks and
 * levels without a browser (npm run bench -- sound renders the real thing).
 */
export function renderRecording({ sources, master }: Recording, seconds: number, gain: number): Float32Array {
  const out = new Float32Array(Math.round(RATE * seconds));
  for (const s of sources) {
    const steps = pathOf(s, master).map((n): ((x: number, t: number) => number) | null =>
      n instanceof Filter
        ? biquad(n)
        : n instanceof Gain && n !== master
          ? (x: number, t: number) => x * n.gain.at(t)
          : null,
    );
    const first = Math.ceil(s.startAt * RATE);
    for (let i = first; i < Math.min(out.length, Math.ceil(s.stopAt * RATE)); i++) {
      const t = i / RATE;
      let x = s.buffer ? (s.buffer.data[i - first] ?? 0) : wave(s.type, s.frequency.value * (t - s.startAt));
      for (const step of steps) if (step) x = step(x, t);
      out[i] += x * gain;
    }
  }
  return out;
}
