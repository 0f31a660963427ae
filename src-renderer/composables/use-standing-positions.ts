import { computed, ref, watch } from 'vue';
import { COLORS } from '../../src-shared/index';

/**
 * Where a track draws the horses: their squares in the race being run; after a race they stay
 * where they finished (`kept`) until the next race begins; before any race, all at the start.
 */
export function useStandingPositions(live: () => readonly number[] | undefined, finished: readonly number[] | null) {
  const kept = ref<number[] | null>(finished?.slice() ?? null);
  watch(
    live,
    (p) => {
      if (p) kept.value = p.slice();
    },
    { immediate: true },
  );
  const positions = computed(() => live() ?? kept.value ?? COLORS.map(() => 0));
  return { kept, positions };
}
