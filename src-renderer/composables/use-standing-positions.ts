import { computed, ref, watch } from 'vue';
import { COLORS } from '../../src-shared/index';

/**
 * Where a track draws the horses: their squares in the race being run; after a race they stay
 * where they finished (`kept`) through its payoffs, and go back to the start when the next round
 * begins, as the pawns do on the board (docs/rules.md §6); the Party Game's view keeps the last
 * race's squares (`finished`) instead.
 */
export function useStandingPositions(
  live: () => readonly number[] | undefined,
  finished: () => readonly number[] | null,
  round: () => number,
) {
  const kept = ref<number[] | null>(finished()?.slice() ?? null);
  watch(
    live,
    (p) => {
      if (p) kept.value = p.slice();
    },
    { immediate: true },
  );
  watch(round, () => {
    if (!live()) kept.value = finished()?.slice() ?? null;
  });
  const positions = computed(() => live() ?? kept.value ?? COLORS.map(() => 0));
  return { kept, positions };
}
