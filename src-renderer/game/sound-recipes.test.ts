import { describe, expect, it } from 'vitest';
import { FULL_VOLUME_GAIN, SILENT, SOUND_NAMES, scheduleSound, type SoundName } from './sound-recipes';

/*
 * The recipes scheduled on a context that records the graph instead of playing it: invariants that
 * hold without listening. What the sounds measure when rendered (peaks, loudness, spectrograms)
 * is `npm run bench -- sound`, in Chromium.
 */

interface Ramp {
  kind: 'set' | 'exp' | 'lin';
  value: number;
  time: number;
}
class Param {
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
class Node {
  readonly out: Node[] = [];
  connect<T extends Node>(n: T): T {
    this.out.push(n);
    return n;
  }
}
class Gain extends Node {
  readonly gain = new Param();
}
class Filter extends Node {
  type = 'lowpass';
  readonly frequency = new Param();
  readonly Q = new Param();
}
class Source extends Node {
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

const RATE = 48_000;
function record(name: SoundName): { sources: Source[]; master: Gain } {
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

/** The gains between a source and the master (its envelope). */
function gainsOnPath(from: Node, master: Gain): Gain[] {
  const path: Gain[] = [];
  let n = from;
  while (n !== master) {
    expect(n.out).toHaveLength(1);
    n = n.out[0]!;
    if (n instanceof Gain && n !== master) path.push(n);
  }
  return path;
}

describe.each(SOUND_NAMES)('the %s sound', (name) => {
  const { sources, master } = record(name);

  it('has voices, each reaching the master through one envelope', () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(gainsOnPath(s, master)).toHaveLength(1);
  });

  it('fades every voice in from silence (no click at its start) over at least 2 ms', () => {
    for (const s of sources) {
      const g = gainsOnPath(s, master)[0]!.gain;
      const [first, rise] = g.events;
      expect(first).toMatchObject({ kind: 'set', value: SILENT });
      expect(first!.time).toBeLessThanOrEqual(s.startAt);
      expect(rise!.kind).not.toBe('set');
      expect(rise!.time - s.startAt).toBeGreaterThanOrEqual(0.002);
    }
  });

  it('fades every voice out to silence before it stops (no click at its end), with sound left to play until then', () => {
    for (const s of sources) {
      const g = gainsOnPath(s, master)[0]!.gain;
      const last = g.events.at(-1)!;
      expect(last.kind).not.toBe('set');
      expect(last.value).toBeLessThanOrEqual(SILENT);
      expect(last.time).toBeLessThanOrEqual(s.stopAt);
      if (s.buffer) expect(s.startAt + s.buffer.duration).toBeGreaterThanOrEqual(last.time);
    }
  });

  it('draws its noise from [−1, 1] with no offset, the same every time', () => {
    for (const s of sources.filter((v) => v.buffer)) {
      const d = s.buffer!.data;
      expect(Math.max(...d.map(Math.abs))).toBeLessThanOrEqual(1);
      // Unbiased white noise: the mean of n samples stays within 5 standard errors (0.58/√n each) of 0.
      expect(Math.abs(d.reduce((a, b) => a + b, 0) / d.length) * Math.sqrt(d.length)).toBeLessThan(3);
      // No loop in the generator (one would hum at its repeat rate): no run of three samples comes twice.
      const runs = new Set<string>();
      for (let i = 0; i + 2 < d.length; i++) runs.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      expect(runs.size).toBe(d.length - 2);
    }
    expect(record(name).sources.map((s) => s.buffer?.data.slice(0, 16))).toEqual(
      sources.map((s) => s.buffer?.data.slice(0, 16)),
    );
  });

  it('cannot clip with its tones alone: their gains add up to under −1 dBFS at full volume at every moment', () => {
    const tones = sources.filter((s) => !s.buffer).map((s) => ({ s, g: gainsOnPath(s, master)[0]!.gain }));
    const end = Math.max(...sources.map((s) => s.stopAt));
    let loudest = 0;
    for (let t = 1; t <= end; t += 0.0005) {
      const sum = tones.reduce((a, { s, g }) => a + (t >= s.startAt && t < s.stopAt ? g.at(t) : 0), 0);
      loudest = Math.max(loudest, sum);
    }
    expect(loudest * FULL_VOLUME_GAIN).toBeLessThanOrEqual(10 ** (-1 / 20));
  });
});
