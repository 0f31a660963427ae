import { FULL_VOLUME_GAIN, scheduleSound, type SoundName } from './sound-recipes';
import { loadSound, saveSound, type SoundSettings } from './sound-settings';

/**
 * The table's sounds played in the page (sound-recipes.ts synthesizes them): hooves, the starting
 * bell, the crowd at the finish, coins, a card flip and dice, at the remembered volume.
 */
export type { SoundName };

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
  master!.gain.value = settings.volume * FULL_VOLUME_GAIN;
  return { ctx, out: master! };
}

export function soundSettings(): SoundSettings {
  return { ...settings };
}

export function setSound(next: SoundSettings): void {
  settings = { ...next };
  saveSound(settings);
  if (master) master.gain.value = settings.volume * FULL_VOLUME_GAIN;
}

export function play(name: SoundName): void {
  try {
    const a = audio();
    if (a) scheduleSound(a.ctx, a.out, name, a.ctx.currentTime + 0.01);
  } catch {
    // Sound is a nicety: a page without audio plays on in silence.
  }
}
