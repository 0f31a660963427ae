import { ref } from 'vue';

/**
 * Whether the record screen is shown over the others: one flag the title screen, the final scores
 * and the app share (a plain ref, so the final scores need no store to offer the button).
 */
export const recordScreenOpen = ref(false);
