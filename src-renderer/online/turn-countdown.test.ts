import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { secondsLeft, useTurnCountdown } from './turn-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('the turn countdown', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(31_000, 1_000)).toBe(30);
    expect(secondsLeft(31_000, 1_001)).toBe(30);
    expect(secondsLeft(31_000, 30_999)).toBe(1);
    expect(secondsLeft(31_000, 31_000)).toBe(0);
    expect(secondsLeft(31_000, 99_000)).toBe(0);
  });

  it('counts down on this machine’s clock from the deadline it is given, and starts again on a new one', async () => {
    const scope = effectScope();
    const endsAt = ref<number | null>(null);
    const left = scope.run(() => useTurnCountdown(endsAt))!;
    expect(left.value).toBeNull();
    endsAt.value = Date.now() + 30_000;
    await nextTick();
    expect(left.value).toBe(30);
    vi.advanceTimersByTime(12_000);
    expect(left.value).toBe(18);
    vi.advanceTimersByTime(20_000);
    expect(left.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    endsAt.value = Date.now() + 60_000;
    await nextTick();
    expect(left.value).toBe(60);
    endsAt.value = null;
    await nextTick();
    expect(left.value).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    scope.stop();
  });
});
