import { computed } from 'vue';
import { setSound, sound } from '../game/sound';

/** Mute and volume (0–100) as writable refs over the remembered sound settings: the toolbar's control and Settings share them. */
export function useSoundControls() {
  const muted = computed({
    get: () => sound.value.muted,
    set: (m: boolean) => setSound({ ...sound.value, muted: m }),
  });
  const volume = computed({
    get: () => Math.round(sound.value.volume * 100),
    set: (v: number) => setSound({ ...sound.value, volume: v / 100 }),
  });
  return { muted, volume };
}
