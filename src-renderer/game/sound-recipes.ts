/**
 * The table's sounds as Web Audio graphs (nothing is fetched or shipped): each recipe schedules its
 * voices on any context, the page's live one or an OfflineAudioContext that renders it for
 * measuring (`npm run bench -- sound`). Every voice fades in and out through its own gain, so no
 * sound starts or stops with a click.
 */
export const SOUND_NAMES = ['hooves', 'bell', 'crowd', 'coins', 'flip', 'dice'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** The master gain at full volume: the recipes' voices add up to at most this much below clipping. */
export const FULL_VOLUME_GAIN = 0.5;

/** Quietest gain an exponential ramp starts from and falls to (−80 dB: silence to the ear). */
export const SILENT = 0.0001;

/** Seconds of white noise from a fixed seed (xorshift32, so the same sound every time, with no loop). */
function noise(c: BaseAudioContext, seconds: number, seed: number): AudioBuffer {
  const buf = c.createBuffer(1, Math.max(1, Math.floor(c.sampleRate * seconds)), c.sampleRate);
  const data = buf.getChannelData(0);
  let x = seed | 0 || 1;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = (x | 0) / 0x80000000;
  }
  return buf;
}

/** A gain that rises from silence to `peak` in `attack` s, then falls back to silence by `end`. */
function envelope(c: BaseAudioContext, at: number, attack: number, peak: number, end: number): GainNode {
  const g = c.createGain();
  g.gain.setValueAtTime(SILENT, at);
  g.gain.exponentialRampToValueAtTime(peak, at + attack);
  g.gain.exponentialRampToValueAtTime(SILENT, end);
  return g;
}

interface Burst {
  at: number;
  length: number;
  filter: BiquadFilterType;
  freq: number;
  q?: number;
  gain: number;
  attack?: number;
  seed: number;
}

/** A burst of filtered noise with a quick attack and an exponential fall. */
function burst(c: BaseAudioContext, out: AudioNode, b: Burst): void {
  const src = c.createBufferSource();
  src.buffer = noise(c, b.length + 0.02, b.seed);
  const f = c.createBiquadFilter();
  f.type = b.filter;
  f.frequency.value = b.freq;
  if (b.q !== undefined) f.Q.value = b.q;
  const g = envelope(c, b.at, b.attack ?? 0.004, b.gain, b.at + b.length);
  src.connect(f).connect(g).connect(out);
  src.start(b.at);
  src.stop(b.at + b.length + 0.02);
}

interface Tone {
  at: number;
  freq: number;
  length: number;
  gain: number;
  type?: OscillatorType;
  attack?: number;
}

function tone(c: BaseAudioContext, out: AudioNode, t: Tone): void {
  const o = c.createOscillator();
  o.type = t.type ?? 'sine';
  o.frequency.value = t.freq;
  const g = envelope(c, t.at, t.attack ?? 0.004, t.gain, t.at + t.length);
  o.connect(g).connect(out);
  o.start(t.at);
  o.stop(t.at + t.length + 0.02);
}

/*
 * Levels: `npm run bench -- sound` renders each recipe at full volume; their loudest 50 ms sit
 * within 6 dB of each other (about −20 dBFS) with peaks below −3 dBFS, so none blasts over the rest.
 */
const RECIPES: Record<SoundName, (c: BaseAudioContext, out: AudioNode, t: number) => void> = {
  // Four-beat gallop on turf, three strides: each hoof a low thud with a knock above it (small
  // speakers play nothing below ~300 Hz, and a thud alone would be lost on them).
  hooves: (c, out, t) => {
    for (let stride = 0; stride < 3; stride++)
      for (const [i, d] of [0, 0.07, 0.14, 0.2].entries()) {
        const at = t + stride * 0.36 + d;
        const seed = 1 + stride * 4 + i;
        burst(c, out, { at, length: 0.08, filter: 'lowpass', freq: 300 + i * 40, gain: 3.3, seed });
        burst(c, out, { at, length: 0.035, filter: 'bandpass', freq: 1100 + i * 90, q: 2, gain: 1.8, seed: seed + 50 });
      }
  },
  // A brass bell: inharmonic partials ringing down, struck three times.
  bell: (c, out, t) => {
    for (const [f, g] of [
      [880, 0.3],
      [1760, 0.15],
      [2420, 0.11],
      [3290, 0.06],
    ] as const)
      for (let strike = 0; strike < 3; strike++)
        tone(c, out, { at: t + strike * 0.18, freq: f, length: 1.2, gain: g * (1 - strike * 0.25) });
  },
  // The stands: a roar of band-passed noise that rises, holds and dies away, in two registers.
  crowd: (c, out, t) => {
    for (const [freq, gain, seed] of [
      [700, 1.1, 101],
      [1800, 0.7, 102],
    ] as const) {
      const src = c.createBufferSource();
      src.buffer = noise(c, 2.25, seed);
      const f = c.createBiquadFilter();
      f.type = 'bandpass';
      f.frequency.value = freq;
      f.Q.value = 0.8;
      const g = c.createGain();
      g.gain.setValueAtTime(SILENT, t);
      g.gain.exponentialRampToValueAtTime(gain, t + 0.35);
      g.gain.exponentialRampToValueAtTime(gain * 0.6, t + 1.3);
      g.gain.exponentialRampToValueAtTime(SILENT, t + 2.2);
      src.connect(f).connect(g).connect(out);
      src.start(t);
      src.stop(t + 2.25);
    }
  },
  // Coins poured out: bright clinks with a higher ring above each.
  coins: (c, out, t) => {
    for (let i = 0; i < 4; i++) {
      tone(c, out, { at: t + i * 0.07, freq: 2600 + i * 180, length: 0.25, gain: 0.5, type: 'triangle' });
      tone(c, out, { at: t + i * 0.07, freq: 3900 + i * 220, length: 0.12, gain: 0.22 });
    }
  },
  // A card turned over: one short hiss.
  flip: (c, out, t) =>
    burst(c, out, { at: t, length: 0.11, filter: 'highpass', freq: 1500, gain: 0.9, attack: 0.012, seed: 7 }),
  // Two dice rattling in a cup and landing.
  dice: (c, out, t) => {
    for (let i = 0; i < 5; i++)
      burst(c, out, {
        at: t + i * 0.055 + (i % 2) * 0.02,
        length: 0.05,
        filter: 'bandpass',
        freq: 2200 - i * 150,
        gain: 2.2,
        seed: 31 + i,
      });
  },
};

/** Schedules `name` to start at `at` (context seconds) into `out`. */
export function scheduleSound(c: BaseAudioContext, out: AudioNode, name: SoundName, at: number): void {
  RECIPES[name](c, out, at);
}
