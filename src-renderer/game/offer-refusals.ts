import { ref } from 'vue';

/**
 * The purchase phase in which the person at the screen refuses every offer, as a key naming the
 * game, the seat and the round (see phaseKey); null when none. Each refusal is still sent to the
 * engine as an ordinary answer: this only saves the clicks.
 */
export const refusingPhase = ref<string | null>(null);

export const phaseKey = (game: string, seat: number, round: number): string => `${game}/${seat}/${round}`;
