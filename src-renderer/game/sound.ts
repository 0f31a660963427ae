import { ref } from 'vue';
import { Band } from './music';
import { FULL_VOLUME_GAIN, scheduleSound, type SoundName } from './sound-recipes';
import { loadSound, saveSound, type SoundSettings } from './sound-settings';

/**
 * The table's sounds played in the page (sound-recipes.ts synthesizes them): hooves, the starting
 * bell, the crowd at the finish, coins, a card flip and dice, at the remembered volume; and the
 * band's music (music.ts) when the player turns it on, at its own volume. Muting silences both.
 */
export type { SoundName };

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let band: Band | null = null;
/** Volume and mute, shared by every control that shows them (the toolbar's and Settings'). */
export const sound = ref<SoundSettings>(loadSound());
/** The music as the player set it: on or off, and its volume 0–1. */
let music = { on: false, volume: 0.5 };

function context(): AudioContext | null {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return null;
  if (!ctx) {
    ctx = new Ctx();
    master = ctx.createGain();
    master.connect(ctx.destination);
  }
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (sound.value.muted || sound.value.volume === 0) return null;
  const c = context();
  if (!c) return null;
  master!.gain.value = sound.value.volume * FULL_VOLUME_GAIN;
  return { ctx: c, out: master! };
}

/** Starts, re-levels or stops the band to match the music setting and the mute. */
function updateBand(): void {
  try {
    const wanted = music.on && !sound.value.muted && music.volume > 0;
    if (!wanted) {
      band?.stop();
      return;
    }
    const c = context();
    if (!c) return;
    band ??= new Band(c, c.destination);
    band.start(music.volume);
  } catch {
    // Music is a nicety too.
  }
}

export function soundSettings(): SoundSettings {
  return { ...sound.value };
}

export function setSound(next: SoundSettings): void {
  sound.value = { ...next };
  saveSound(sound.value);
  if (master) master.gain.value = sound.value.volume * FULL_VOLUME_GAIN;
  updateBand();
}

/** The music setting (play-settings.ts remembers it): the band plays while on and not muted. */
export function setMusic(on: boolean, volume: number): void {
  music = { on, volume };
  updateBand();
}

/** Whether the band is playing now (for tests and the Settings screen). */
export const musicPlaying = (): boolean => band?.playing ?? false;

/**
 * Browsers keep audio asleep until the page is touched: the first key or click wakes the
 * context, so music turned on in an earlier session starts then.
 */
export function wakeOnFirstGesture(): void {
  const wake = (): void => {
    if (ctx?.state === 'suspended') void ctx.resume();
    globalThis.removeEventListener?.('pointerdown', wake, true);
    globalThis.removeEventListener?.('keydown', wake, true);
  };
  globalThis.addEventListener?.('pointerdown', wake, true);
  globalThis.addEventListener?.('keydown', wake, true);
}

export function play(name: SoundName): void {
  try {
    const a = audio();
    if (a) scheduleSound(a.ctx, a.out, name, a.ctx.currentTime + 0.01);
  } catch {
    // Sound is a nicety: a page without audio plays on in silence.
  }
}
