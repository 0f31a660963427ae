import { loadSound, saveSound, type SoundSettings } from './sound-settings';

/**
 * The table's sounds, synthesized in the page with Web Audio (nothing is fetched or shipped):
 * hooves, the starting bell, the crowd at the finish, coins and a card flip.
 */
export type SoundName = 'hooves' | 'bell' | 'crowd' | 'coins' | 'flip' | 'dice';

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let settings: SoundSettings = loadSound();

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (settings.muted || settings.volume === 0) return null;
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return null;
  if (!ctx) {
    ctx = new Ctx();
    master = ctx.createGain();
    master.connect(ctx.destination);
  }
  if (ctx.state === 'suspended') void ctx.resume();
  master!.gain.value = settings.volume * 0.5;
  return { ctx, out: master! };
}

export function soundSettings(): SoundSettings {
  return { ...settings };
}

export function setSound(next: SoundSettings): void {
  settings = { ...next };
  saveSound(settings);
  if (master) master.gain.value = settings.volume * 0.5;
}

function noise(c: AudioContext, seconds: number): AudioBuffer {
  const buf = c.createBuffer(1, Math.max(1, Math.floor(c.sampleRate * seconds)), c.sampleRate);
  const data = buf.getChannelData(0);
  // A fixed pseudo-random sequence: the same sound every time.
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (x / 0x3fffffff - 1) * 0.9;
  }
  return buf;
}

/** A burst of filtered noise with a quick attack and an exponential fall. */
function burst(
  c: AudioContext,
  out: AudioNode,
  at: number,
  length: number,
  filter: BiquadFilterType,
  freq: number,
  gain: number,
): void {
  const src = c.createBufferSource();
  src.buffer = noise(c, length);
  const f = c.createBiquadFilter();
  f.type = filter;
  f.frequency.value = freq;
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.005);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  src.connect(f).connect(g).connect(out);
  src.start(at);
  src.stop(at + length + 0.02);
}

function tone(
  c: AudioContext,
  out: AudioNode,
  at: number,
  freq: number,
  length: number,
  gain: number,
  type: OscillatorType = 'sine',
): void {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.value = freq;
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.004);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(at + length + 0.02);
}

const RECIPES: Record<SoundName, (c: AudioContext, out: AudioNode, t: number) => void> = {
  // Four-beat gallop on turf, three strides.
  hooves: (c, out, t) => {
    for (let stride = 0; stride < 3; stride++)
      for (const [i, d] of [0, 0.07, 0.14, 0.2].entries())
        burst(c, out, t + stride * 0.36 + d, 0.06, 'lowpass', 320 + i * 40, 0.8);
  },
  // A brass bell: inharmonic partials ringing down.
  bell: (c, out, t) => {
    for (const [f, g] of [
      [880, 0.5],
      [1760, 0.25],
      [2420, 0.18],
      [3290, 0.1],
    ] as const)
      for (let strike = 0; strike < 3; strike++) tone(c, out, t + strike * 0.18, f, 1.2, g * (1 - strike * 0.25));
  },
  // The stands: a swell of band-passed noise.
  crowd: (c, out, t) => {
    const src = c.createBufferSource();
    src.buffer = noise(c, 2.2);
    const f = c.createBiquadFilter();
    f.type = 'bandpass';
    f.frequency.value = 900;
    f.Q.value = 0.7;
    const g = c.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(0.5, t + 0.5);
    g.gain.exponentialRampToValueAtTime(0.0001, t + 2.2);
    src.connect(f).connect(g).connect(out);
    src.start(t);
    src.stop(t + 2.3);
  },
  coins: (c, out, t) => {
    for (let i = 0; i < 4; i++) {
      tone(c, out, t + i * 0.07, 2600 + i * 180, 0.25, 0.18, 'triangle');
      tone(c, out, t + i * 0.07, 3900 + i * 220, 0.12, 0.08);
    }
  },
  flip: (c, out, t) => burst(c, out, t, 0.09, 'highpass', 1800, 0.5),
  dice: (c, out, t) => {
    for (let i = 0; i < 5; i++) burst(c, out, t + i * 0.055 + (i % 2) * 0.02, 0.04, 'bandpass', 2200 - i * 150, 0.5);
  },
};

export function play(name: SoundName): void {
  try {
    const a = audio();
    if (a) RECIPES[name](a.ctx, a.out, a.ctx.currentTime + 0.01);
  } catch {
    // Sound is a nicety: a page without audio plays on in silence.
  }
}
