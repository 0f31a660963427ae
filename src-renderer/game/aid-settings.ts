import { ref, watch } from 'vue';

const FORECAST_KEY = 'horse-fever:forecast';
const CONFIRM_KEY = 'horse-fever:confirm';

/** Whether the race forecast is shown; on by default, remembered across games and restarts. */
export const forecastShown = ref(globalThis.localStorage?.getItem(FORECAST_KEY) !== 'off');
watch(forecastShown, (on) => globalThis.localStorage?.setItem(FORECAST_KEY, on ? 'on' : 'off'));

/**
 * Whether selling a stable or staking more than half one's money asks first; on by default,
 * remembered like the forecast.
 */
export const confirmRisky = ref(globalThis.localStorage?.getItem(CONFIRM_KEY) !== 'off');
watch(confirmRisky, (on) => globalThis.localStorage?.setItem(CONFIRM_KEY, on ? 'on' : 'off'));

/** A stake that asks first: more than half of the money the player has now. */
export const riskyStake = (stake: number, money: number): boolean => stake * 2 > money;
