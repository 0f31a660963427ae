import { computed, ref, watch, type Ref } from 'vue';
import type { BetKind, Color, PlayerAction } from '../../../src-shared/index';

/** What a bet form knows of the engine's bet moves: the horses and kinds on offer, the stake's bounds. */
interface BetMoves {
  moves: () => readonly { horse: Color; kind: BetKind; minStake: number; maxStake: number }[];
  seat: () => number;
  explain: (a: PlayerAction) => string | null;
}

/**
 * The bet both bet forms build (bet-panel, party-bet-form): a horse and kind chosen in the grid, a
 * stake kept within the engine's bounds as they change, the action and the engine's reason against it.
 */
export function useBetChoice({ moves, seat, explain }: BetMoves, firstStake: number) {
  const bounds = computed(() => moves()[0] ?? null);
  /** The chosen bet as "colour:kind" (one radio group over the whole grid); none until the player picks. */
  const choice = ref('');
  const horse = computed(() => (choice.value ? (choice.value.split(':')[0] as Color) : null));
  const kind = computed(() => (choice.value ? (choice.value.split(':')[1] as BetKind) : null));
  const stake: Ref<number> = ref(bounds.value?.minStake ?? firstStake);
  watch(moves, (list) => {
    if (!list.some((m) => m.horse === horse.value && m.kind === kind.value)) choice.value = '';
  });
  // By value: every view is a new object, and a stake the player typed out of bounds must stay to be explained.
  watch(
    () => bounds.value?.minStake,
    (min) => {
      if (min !== undefined && stake.value < min) stake.value = min;
    },
  );
  watch(
    () => bounds.value?.maxStake,
    (max) => {
      if (max !== undefined && stake.value > max) stake.value = max;
    },
  );
  const offered = (c: Color, k: BetKind): boolean => moves().some((m) => m.horse === c && m.kind === k);
  const action = computed<PlayerAction | null>(() =>
    horse.value && kind.value
      ? { type: 'bet', seat: seat(), horse: horse.value, kind: kind.value, stake: stake.value }
      : null,
  );
  const stakeError = computed(() => (action.value ? explain(action.value) : null));
  return { bounds, choice, horse, kind, stake, offered, action, stakeError };
}
