// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src-shared/index';
import { createAppI18n } from '../i18n';
import { viewWith } from '../testing/component-fixtures';
import PurchasePanel from './purchase-panel.vue';

describe('PurchasePanel', () => {
  it('names cards in the offer and clearance lists as the card chips do (Goal cards by their translated goal)', () => {
    const moves: Move[] = [
      { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 33 }, price: 800 },
      { type: 'offer', seat: 0, seller: 1, item: { kind: 'stable', horse: 'red' }, price: 1500 },
      { type: 'clearance', seat: 0, item: { kind: 'goal', card: 59 }, value: 200 },
    ];
    const w = mount(PurchasePanel, {
      global: { plugins: [createAppI18n('fr')] },
      props: { view: viewWith({ moves }), explain: () => null },
    });
    expect(w.findAll('[data-testid=offer-select] option').map((o) => o.text())).toEqual([
      'Daniel Jackson à Bob pour 800',
      "l'écurie Rouge à Bob pour 1500",
    ]);
    expect(w.get('[data-testid=clearance-select] option').text()).toMatch(/^Objectif : .+ pour 200$/);
  });
});
