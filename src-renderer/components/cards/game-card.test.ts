// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import GameCard from './game-card.vue';

const zoom = () => document.body.querySelector('[data-testid=card-zoom]');
const mountCard = (props: InstanceType<typeof GameCard>['$props']) =>
  mount(GameCard, { ...withI18n(), props, attachTo: document.body });

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('GameCard', () => {
  it('is focusable and named for screen readers with number, name, letter, symbol and text', () => {
    const w = mountCard({ card: 5 });
    expect(w.attributes('tabindex')).toBe('0');
    expect(w.attributes('aria-label')).toBe(
      'No. 5, In Igni Veritas. Green Action card. letter F. Photo finish. Wins every photo finish.',
    );
    expect(w.attributes('data-testid')).toBe('card-chip');
    expect(w.attributes('data-card')).toBe('5');
  });

  it('Enter opens the enlarged card and Escape closes it', async () => {
    const w = mountCard({ card: 36 });
    expect(zoom()).toBeNull();
    await w.trigger('keydown', { key: 'Enter' });
    expect(zoom()?.textContent).toContain('Costantino');
    expect(w.attributes('aria-expanded')).toBe('true');
    expect(w.attributes('aria-describedby')).toBe(zoom()?.id);
    await w.trigger('keydown', { key: 'Escape' });
    expect(zoom()).toBeNull();
    expect(w.attributes('aria-expanded')).toBe('false');
  });

  it('hovering opens the enlarged card after a short delay; leaving closes it', async () => {
    vi.useFakeTimers();
    const w = mountCard({ card: { deck: 'character', id: 'eric-change' } });
    await w.trigger('mouseenter');
    expect(zoom()).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(zoom()?.textContent).toContain('Eric Change');
    await w.trigger('mouseleave');
    expect(zoom()).toBeNull();
  });

  it('a long press (touch) opens the enlarged card; a quick tap does not', async () => {
    vi.useFakeTimers();
    const w = mountCard({ card: 17 });
    await w.trigger('pointerdown', { pointerType: 'touch' });
    await w.trigger('pointerup', { pointerType: 'touch' });
    await vi.advanceTimersByTimeAsync(500);
    expect(zoom()).toBeNull();
    await w.trigger('pointerdown', { pointerType: 'touch' });
    await vi.advanceTimersByTimeAsync(500);
    expect(zoom()?.textContent).toContain('Pecunia Non Olet');
  });

  it('Escape anywhere closes a zoom opened by hovering', async () => {
    vi.useFakeTimers();
    const w = mountCard({ card: 20 });
    await w.trigger('mouseenter');
    await vi.advanceTimersByTimeAsync(300);
    expect(zoom()).not.toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await w.vm.$nextTick();
    expect(zoom()).toBeNull();
  });

  it('a face-down card shows its deck’s back, says so, and never zooms its hidden face', async () => {
    const w = mountCard({ card: 8, faceDown: true });
    expect(w.classes()).toContain('flipped');
    expect(w.attributes('aria-label')).toBe('Action card, face down');
    await w.trigger('keydown', { key: 'Enter' });
    expect(zoom()).toBeNull();
  });

  it('turns face up when its faceDown prop is lifted', async () => {
    const w = mountCard({ card: 8, faceDown: true });
    await w.setProps({ faceDown: false });
    expect(w.classes()).not.toContain('flipped');
  });

  it('a revealed card appears face down and turns face up', async () => {
    vi.useFakeTimers();
    const w = mountCard({ card: 13, reveal: true });
    expect(w.classes()).toContain('flipped');
    await vi.advanceTimersByTimeAsync(50);
    expect(w.classes()).not.toContain('flipped');
  });

  it('inside a button it is not a second tab stop but still carries its description', () => {
    const w = mountCard({ card: 40, nested: true });
    expect(w.attributes('tabindex')).toBeUndefined();
    expect(w.attributes('role')).toBeUndefined();
    expect(w.get('.sr-only').text()).toContain('The Fury');
  });
});
