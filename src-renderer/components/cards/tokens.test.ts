// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import MoneyToken from './money-token.vue';
import { DELTA_MS } from '../../composables/use-deltas';
import VpToken from './vp-token.vue';

afterEach(() => void vi.useRealTimers());

describe('money and VP tokens', () => {
  it('a change floats up as +n / −n for a moment while the text stays the amount', async () => {
    vi.useFakeTimers();
    const w = mount(MoneyToken, { ...withI18n(), props: { value: 3400 } });
    await w.setProps({ value: 4000 });
    await w.setProps({ value: 3600 });
    expect(w.findAll('.token-delta').map((d) => d.attributes('data-delta'))).toEqual(['+600', '−400']);
    expect(w.find('.token-delta.gain').exists()).toBe(true);
    expect(w.text()).toBe('3600');
    await vi.advanceTimersByTimeAsync(DELTA_MS + 10);
    expect(w.findAll('.token-delta')).toHaveLength(0);
  });

  it('VP show their count and their own change', async () => {
    const w = mount(VpToken, { ...withI18n(), props: { value: 2 } });
    expect(w.get('.token-value').text()).toBe('2');
    expect(w.attributes('title')).toBe('2 victory points');
    await w.setProps({ value: 5 });
    expect(w.get('.token-delta').attributes('data-delta')).toBe('+3');
  });
});
