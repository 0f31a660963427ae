import { FULL_VOLUME_GAIN, scheduleSound, type SoundName } from '../src-renderer/game/sound-recipes';

/**
 * Page side of `npm run bench -- sound` (bundled into the benchmark's page): renders a sound with an
 * OfflineAudioContext at full volume, and draws its waveform and spectrogram on a canvas.
 */
export const RATE = 48_000;
/** Where the sound starts in its rendering: a little silence before it shows a click at its start. */
export const LEAD = 0.05;

/** The last sound rendered, for draw(). */
let last: { name: string; seconds: number; x: number[] } | null = null;

/** Renders `names` started together (one sound, or several that overlap at the table). */
export async function render(names: SoundName[], seconds: number): Promise<number[]> {
  const c = new OfflineAudioContext(1, Math.round(RATE * seconds), RATE);
  const master = c.createGain();
  master.gain.value = FULL_VOLUME_GAIN;
  master.connect(c.destination);
  for (const name of names) scheduleSound(c, master, name, LEAD);
  last = { name: names.join(' + '), seconds, x: Array.from((await c.startRendering()).getChannelData(0)) };
  return last.x;
}

const FFT = 1024;

/** Magnitudes (dB) of one Hann-windowed frame, bins 0..FFT/2 (radix-2, in place). */
function spectrum(x: number[], start: number): Float64Array {
  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  for (let i = 0; i < FFT; i++) re[i] = (x[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FFT));
  for (let i = 1, j = 0; i < FFT; i++) {
    let bit = FFT >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= FFT; len <<= 1) {
    const a = (-2 * Math.PI) / len;
    for (let i = 0; i < FFT; i += len)
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(a * k);
        const wi = Math.sin(a * k);
        const p = i + k;
        const q = p + len / 2;
        const tr = re[q]! * wr - im[q]! * wi;
        const ti = re[q]! * wi + im[q]! * wr;
        re[q] = re[p]! - tr;
        im[q] = im[p]! - ti;
        re[p] = re[p]! + tr;
        im[p] = im[p]! + ti;
      }
  }
  const out = new Float64Array(FFT / 2);
  for (let k = 0; k < FFT / 2; k++) out[k] = 20 * Math.log10(Math.hypot(re[k]!, im[k]!) / (FFT / 4) + 1e-9);
  return out;
}

/**
 * The last sound rendered: waveform (top) over spectrogram (bottom, 0–12 kHz, −90 to 0 dB), both
 * over the same seconds; a PNG data URL.
 */
export function draw(): string {
  if (!last) throw new Error('draw: nothing rendered yet');
  const { name, seconds, x } = last;
  const w = 960;
  const wave = 200;
  const spec = 320;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = wave + spec + 20;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#111';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.strokeStyle = '#444';
  for (const v of [-1, -0.5, 0, 0.5, 1]) {
    const y = wave / 2 - (v * wave) / 2.2;
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(w, y);
    g.stroke();
  }
  g.fillStyle = '#7fd';
  const per = x.length / w;
  for (let col = 0; col < w; col++) {
    let lo = 0;
    let hi = 0;
    for (let i = Math.floor(col * per); i < Math.floor((col + 1) * per); i++) {
      lo = Math.min(lo, x[i]!);
      hi = Math.max(hi, x[i]!);
    }
    const y0 = wave / 2 - (hi * wave) / 2.2;
    g.fillRect(col, y0, 1, Math.max(1, ((hi - lo) * wave) / 2.2));
  }
  const top = wave + 20;
  const maxBin = Math.floor((12_000 / (RATE / 2)) * (FFT / 2));
  for (let col = 0; col < w; col++) {
    const s = spectrum(x, Math.floor(col * per - FFT / 2 + per / 2));
    for (let row = 0; row < spec; row++) {
      const db = s[Math.floor(((spec - 1 - row) / spec) * maxBin)]!;
      const k = Math.max(0, Math.min(1, (db + 90) / 90));
      g.fillStyle = `hsl(${260 - 220 * k}, 90%, ${8 + 55 * k}%)`;
      g.fillRect(col, top + row, 1, 1);
    }
  }
  g.fillStyle = '#fff';
  g.font = '14px sans-serif';
  g.fillText(`${name}: ${seconds} s; waveform ±1 (grid 0.5); spectrogram 0–12 kHz, −90…0 dB`, 6, wave + 15);
  for (const khz of [2, 4, 6, 8, 10]) g.fillText(`${khz}k`, 4, top + spec - (khz / 12) * spec);
  return canvas.toDataURL('image/png');
}
