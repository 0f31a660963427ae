/** Volume and mute, remembered between sessions (localStorage in both the browser and Electron). */
export interface SoundSettings {
  /** 0 to 1. */
  volume: number;
  muted: boolean;
}

const KEY = 'horse-fever:sound';
export const DEFAULT_SOUND: SoundSettings = { volume: 0.6, muted: false };

export function loadSound(store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SoundSettings {
  try {
    const raw = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = Number(raw?.volume);
    return {
      volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_SOUND.volume,
      muted: raw?.muted === true,
    };
  } catch {
    return { ...DEFAULT_SOUND };
  }
}

export function saveSound(
  s: SoundSettings,
  store: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  store?.setItem(KEY, JSON.stringify({ volume: s.volume, muted: s.muted }));
}
