import { SPEEDS, type Speed } from './pacing';

/**
 * The Settings screen's choices that are not sound volume (sound-settings.ts) or the betting aids
 * (aid-settings.ts): race speed, the music and the app's own reduced motion, remembered between
 * sessions like them (localStorage in both the browser and Electron).
 */
export interface PlaySettings {
  speed: Speed;
  /** The band's music; off unless the player turns it on. */
  music: boolean;
  /** 0 to 1. */
  musicVolume: number;
  /** Calm the table's animations even when the system does not ask for it. */
  reducedMotion: boolean;
}

const KEY = 'horse-fever:settings';
export const DEFAULT_PLAY: PlaySettings = { speed: 'normal', music: false, musicVolume: 0.5, reducedMotion: false };

export function loadPlay(store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PlaySettings {
  try {
    const raw = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<PlaySettings> | null;
    const volume = Number(raw?.musicVolume);
    return {
      speed: SPEEDS.includes(raw?.speed as Speed) ? (raw!.speed as Speed) : DEFAULT_PLAY.speed,
      music: raw?.music === true,
      musicVolume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_PLAY.musicVolume,
      reducedMotion: raw?.reducedMotion === true,
    };
  } catch {
    return { ...DEFAULT_PLAY };
  }
}

export function savePlay(s: PlaySettings, store: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  const { speed, music, musicVolume, reducedMotion } = s;
  store?.setItem(KEY, JSON.stringify({ speed, music, musicVolume, reducedMotion }));
}
