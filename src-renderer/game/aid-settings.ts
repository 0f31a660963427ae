import { ref, watch } from 'vue';

const FORECAST_KEY = 'horse-fever:forecast';

/** Whether the race forecast is shown; on by default, remembered across games and restarts. */
export const forecastShown = ref(globalThis.localStorage?.getItem(FORECAST_KEY) !== 'off');
watch(forecastShown, (on) => globalThis.localStorage?.setItem(FORECAST_KEY, on ? 'on' : 'off'));
