// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import StakeInput from './stake-input.vue';

function mountStake(modelValue: number, error: string | null = null) {
  return mount(StakeInput, {
    ...withI18n(),
    props: { min: 300, max: 1200, modelValue, error, 'onUpdate:modelValue': () => {} },
  });
}
const lastValue = (w: ReturnType<typeof mountStake>): unknown => w.emitted('update:modelValue')?.at(-1)?.[0];

describe('StakeInput', () => {
  it('shows the engine bounds and steps by 100 within them', async () => {
    const w = mountStake(300);
    expect(w.get('[data-testid=stake-hint]').text()).toBe('From 300 to 1200, in steps of 100.');
    expect(w.get('[data-testid=stake-minus]').attributes('disabled')).toBeDefined();
    await w.get('[data-testid=stake-plus]').trigger('click');
    expect(lastValue(w)).toBe(400);
  });

  it('clamps the buttons to the maximum and jumps to min and max', async () => {
    const w = mountStake(1200);
    expect(w.get('[data-testid=stake-plus]').attributes('disabled')).toBeDefined();
    await w.get('[data-testid=stake-minus]').trigger('click');
    expect(lastValue(w)).toBe(1100);
    await w.get('[data-testid=stake-min]').trigger('click');
    expect(lastValue(w)).toBe(300);
    await w.get('[data-testid=stake-max]').trigger('click');
    expect(lastValue(w)).toBe(1200);
  });

  it('flags a stake below the minimum and shows the engine reason', () => {
    const w = mountStake(200, 'The minimum bet is 300.');
    expect(w.get('input').attributes('aria-invalid')).toBe('true');
    expect(w.get('[data-testid=stake-hint]').text()).toBe('The minimum bet is 300.');
  });

  it('flags a stake that is not a multiple of 100', () => {
    const w = mountStake(350);
    expect(w.get('input').attributes('aria-invalid')).toBe('true');
    expect(mountStake(500).get('input').attributes('aria-invalid')).toBe('false');
  });

  it('rounds a typed odd value to the step when nudged', async () => {
    const w = mountStake(350);
    await w.get('[data-testid=stake-plus]').trigger('click');
    expect(lastValue(w)).toBe(500);
  });
});
