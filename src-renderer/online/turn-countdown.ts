import { onScopeDispose, ref, watch, type Ref } from 'vue';

/** Whole seconds from `now` to `endsAt` (ms), rounded up so 0 shows only once time is up. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The seconds left on the turn timer ending at `endsAt` (Date.now's clock), counted down each
 * quarter second while one runs; null when none does. The server decides when time is up: this only shows it.
 */
export function useTurnCountdown(endsAt: Ref<number | null>): Ref<number | null> {
  const left = ref<number | null>(null);
  let tick: ReturnType<typeof setInterval> | null = null;
  const stop = (): void => {
    if (tick !== null) clearInterval(tick);
    tick = null;
  };
  watch(
    endsAt,
    (end) => {
      stop();
      left.value = end === null ? null : secondsLeft(end, Date.now());
      if (end === null) return;
      tick = setInterval(() => {
        left.value = secondsLeft(end, Date.now());
        if (left.value === 0) stop();
      }, 250);
    },
    { immediate: true },
  );
  onScopeDispose(stop);
  return left;
}
