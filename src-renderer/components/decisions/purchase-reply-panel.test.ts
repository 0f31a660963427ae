// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Move, WantedItem } from '../../../src-shared/index';
import { confirmRisky } from '../../game/aid-settings';
import { refusingPhase } from '../../game/offer-refusals';
import type { PlayerView } from '../../stores/game-store';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import PurchaseReplyPanel from './purchase-reply-panel.vue';

const answers: Move[] = [
  { type: 'answer', seat: 0, accept: true },
  { type: 'answer', seat: 0, accept: false },
];
/** Bob (seat 1) offers seat 0 twice the item's value, as the engine prices it (docs/rules.md §7). */
function offerView(item: WantedItem, value: number): PlayerView {
  const purchase = {
    step: 1 as const,
    taken: [],
    draw: null,
    swap: null,
    offered: [1],
    offer: { buyer: 1, seller: 0, item, price: 2 * value, value },
  };
  return viewWith({ moves: answers, purchase });
}
const mountPanel = (view: PlayerView, phaseKey?: string) =>
  mount(PurchaseReplyPanel, { ...withI18n(), props: { view, phaseKey } });
const refusal = { type: 'answer', seat: 0, accept: false };

afterEach(() => {
  confirmRisky.value = true;
  refusingPhase.value = null;
});

describe('PurchaseReplyPanel: an offer for the player', () => {
  it('shows the price and the card’s value; accepting a card needs no confirmation', async () => {
    const w = mountPanel(offerView({ kind: 'assistant', card: 30 }, 400));
    expect(w.text()).toContain('Bob offers 800 for');
    expect(w.get('[data-testid=offer-value]').text()).toBe('Its value is 400: an offer pays twice the value.');
    await w.get('[data-testid=answer-accept]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'answer', seat: 0, accept: true }]);
  });

  it('selling a stable asks first (a setting): Cancel sends nothing, Yes accepts', async () => {
    const w = mountPanel(offerView({ kind: 'stable', horse: 'red' }, 1700));
    await w.get('[data-testid=answer-accept]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    expect(w.get('[data-testid=confirm-box]').text()).toContain('Sell the Red stable for 3400?');
    await w.get('[data-testid=confirm-no]').trigger('click');
    expect(w.find('[data-testid=confirm-box]').exists()).toBe(false);
    await w.get('[data-testid=answer-accept]').trigger('click');
    await w.get('[data-testid=confirm-yes]').trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'answer', seat: 0, accept: true }]]);
  });

  it('with the setting off, a stable sells at once; the setting is remembered', async () => {
    const w = mountPanel(offerView({ kind: 'stable', horse: 'red' }, 1700));
    await w.get('[data-testid=answer-accept]').trigger('click');
    await w.get('[data-testid=confirm-toggle]').setValue(false);
    expect(localStorage.getItem('horse-fever:confirm')).toBe('off');
    await w.get('[data-testid=confirm-yes]').trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'answer', seat: 0, accept: true }]]);
    const again = mountPanel(offerView({ kind: 'stable', horse: 'red' }, 1700));
    await again.get('[data-testid=answer-accept]').trigger('click');
    expect(again.emitted('act')).toHaveLength(1);
  });

  it('"refuse every offer this phase" refuses this one, then each later offer of the phase as it comes', async () => {
    const w = mountPanel(offerView({ kind: 'assistant', card: 30 }, 400), 'g/0/2');
    await w.get('[data-testid=answer-refuse-all]').trigger('click');
    expect(w.emitted('act')).toEqual([[refusal]]);
    // The next offer of the same phase is refused through the engine's answer, without a click.
    expect(mountPanel(offerView({ kind: 'horse', card: 40 }, 400), 'g/0/2').emitted('act')).toEqual([[refusal]]);
    // Next round's purchase asks again.
    expect(mountPanel(offerView({ kind: 'horse', card: 40 }, 400), 'g/0/3').emitted('act')).toBeUndefined();
  });
});
