import { onBeforeUnmount, ref, watch, type Ref } from 'vue';

/** How long a "+600" floats above a token before it is removed (its CSS animation is as long). */
export const DELTA_MS = 1600;

/** The recent changes of a value, each shown once as a floating "+n"/"−n" then dropped. */
export function useDeltas(value: Ref<number>) {
  const deltas = ref<{ id: number; text: string; gain: boolean }[]>([]);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let next = 0;
  watch(value, (now, before) => {
    const d = now - before;
    if (d === 0 || !Number.isFinite(d)) return;
    const id = next++;
    deltas.value = [...deltas.value, { id, text: d > 0 ? `+${d}` : `−${-d}`, gain: d > 0 }];
    const timer = setTimeout(() => {
      timers.delete(timer);
      deltas.value = deltas.value.filter((x) => x.id !== id);
    }, DELTA_MS);
    timers.add(timer);
  });
  onBeforeUnmount(() => timers.forEach(clearTimeout));
  return deltas;
}
