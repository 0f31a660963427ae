// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../../testing/component-fixtures';
import CardStack from './card-stack.vue';

describe('CardStack', () => {
  it('draws up to four backs of the deck, says how many in words and shows the count', () => {
    const w = mount(CardStack, { ...withI18n(), props: { deck: 'action', count: 6, label: '6 cards face down' } });
    expect(w.findAll('.card-back.back-action')).toHaveLength(4);
    expect(w.attributes('aria-label')).toBe('6 cards face down');
    expect(w.get('.card-stack-count').text()).toBe('×6');
    const one = mount(CardStack, { ...withI18n(), props: { deck: 'action', count: 1, label: '1' } });
    expect(one.findAll('.card-back')).toHaveLength(1);
  });
});
