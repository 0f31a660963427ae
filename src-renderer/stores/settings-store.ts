import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { Speed } from '../game/pacing';
import { loadPlay, savePlay, type PlaySettings } from '../game/play-settings';
import { setMusic, wakeOnFirstGesture } from '../game/sound';
import { useGameStore } from './game-store';

const REDUCE_QUERY = /prefers-reduced-motion:\s*reduce/;
/** The app's own Reduced motion switch, on top of the system's preference. */
let calm = false;
let shimmed = false;

/**
 * The app's Reduced motion does what the system's `prefers-reduced-motion: reduce` does: the CSS
 * rules for it apply under `html.reduce-motion` too (theme.css), and the script checks of the
 * media query (count-up, the sliding rows) answer "reduce" while the switch is on.
 */
function applyCalm(on: boolean): void {
  calm = on;
  globalThis.document?.documentElement.classList.toggle('reduce-motion', on);
  const native = globalThis.matchMedia?.bind(globalThis);
  if (shimmed || !native) return;
  shimmed = true;
  globalThis.matchMedia = (query: string): MediaQueryList => {
    const list = native(query);
    if (!calm || list.matches || !REDUCE_QUERY.test(query)) return list;
    const none = (): void => undefined;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: none,
      removeEventListener: none,
      addListener: none,
      removeListener: none,
      dispatchEvent: () => false,
    };
  };
}

/** Whether motion should be calm now: the app's switch or the system's preference. */
export const motionCalm = (): boolean =>
  calm || (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/**
 * The Settings screen's state: whether it is open, and the remembered choices it does not share
 * with another control's own module (sound volume: sound.ts; betting aids: aid-settings.ts). Race
 * speed is the game store's; it is remembered here and set there at start.
 */
export const useSettingsStore = defineStore('settings', () => {
  const game = useGameStore();
  const open = ref(false);
  const play = ref<PlaySettings>(loadPlay());
  game.speed = play.value.speed;

  watch(
    () => game.speed,
    (speed: Speed) => {
      play.value = { ...play.value, speed };
    },
  );
  watch(play, (p) => savePlay(p), { deep: true });
  watch(
    () => [play.value.music, play.value.musicVolume] as const,
    ([on, volume]) => setMusic(on, volume),
    { immediate: true },
  );
  watch(
    () => play.value.reducedMotion,
    (on) => applyCalm(on),
    { immediate: true },
  );
  if (play.value.music) wakeOnFirstGesture();

  function setSpeed(s: Speed): void {
    game.speed = s;
  }
  function set<K extends keyof PlaySettings>(key: K, value: PlaySettings[K]): void {
    play.value = { ...play.value, [key]: value };
  }
  return { open, play, setSpeed, set };
});
