// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { Move, PlayerAction } from '../../../src-shared/index';
import { createAppI18n } from '../../i18n';
import { ASSISTANT_CARDS } from '../../../src-shared/engine/cards/assistant-cards';
import { viewWith, withI18n } from '../../testing/component-fixtures';
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

describe('PurchasePanel aids', () => {
  it('says what passing gives and what each loan costs at the end, from the engine (docs/rules.md §7)', () => {
    const w = mount(PurchasePanel, { ...withI18n(), props: { view: viewWith({ moves: [] }), explain: () => null } });
    expect(w.get('[data-testid=purchase-pass]').text()).toBe('Pass (+400)');
    expect(w.get('[data-testid=purchase-loan-bank]').text()).toBe('Bank loan (+2000, repay 2500 at the end)');
    expect(w.get('[data-testid=purchase-loan-mob]').text()).toBe('Mob loan (+4000, repay 5000 at the end)');
    expect(w.get('[data-testid=purchase-help]').text()).toContain('the cards players put back under the deck');
  });

  it('counts Didier Addition’s pass bonus and Aronne’s bank-loan discount (docs/rules.md §7)', () => {
    const base = viewWith({ moves: [] });
    const didier = ASSISTANT_CARDS.find((c) => c.power === 'passBonus')!.no;
    const aronne = ASSISTANT_CARDS.find((c) => c.power === 'bankDiscount')!;
    const players = base.players.map((p, i) => (i === 0 ? { ...p, assistants: [didier, aronne.no] } : p));
    const w = mount(PurchasePanel, { ...withI18n(), props: { view: { ...base, players }, explain: () => null } });
    expect(w.get('[data-testid=purchase-pass]').text()).toBe('Pass (+800)');
    expect(w.get('[data-testid=purchase-loan-bank]').text()).toBe(
      `Bank loan (+2000, repay ${aronne.amount} at the end)`,
    );
  });
});

describe('PurchasePanel: selling a stable to the bank', () => {
  it('asks first, with what it gives; a card sells at once (docs/rules.md §7)', async () => {
    const moves: Move[] = [
      { type: 'clearance', seat: 0, item: { kind: 'stable', horse: 'red' }, value: 800 },
      { type: 'clearance', seat: 0, item: { kind: 'assistant', card: 30 }, value: 200 },
    ];
    const w = mount(PurchasePanel, { ...withI18n(), props: { view: viewWith({ moves }), explain: () => null } });
    await w.get('[data-testid=clearance-send]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    expect(w.get('[data-testid=confirm-box]').text()).toContain('Sell the Red stable for 800?');
    await w.get('[data-testid=confirm-yes]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'clearance', seat: 0, item: { kind: 'stable', horse: 'red' } }]);
    (w.findAll('[data-testid=clearance-select] option')[1]!.element as HTMLOptionElement).selected = true;
    await w.get('[data-testid=clearance-select]').trigger('change');
    await w.get('[data-testid=clearance-send]').trigger('click');
    expect(w.emitted('act')?.[1]).toEqual([{ type: 'clearance', seat: 0, item: { kind: 'assistant', card: 30 } }]);
  });
});

describe('PurchasePanel: refused loans', () => {
  const mountWith = (explain: (a: PlayerAction) => string | null) =>
    mount(PurchasePanel, { ...withI18n(), props: { view: viewWith({ moves: [] }), explain } });
  const reasons = (w: ReturnType<typeof mountWith>) =>
    w
      .findAll('.reason')
      .map((r) => r.text())
      .filter(Boolean);

  it('says a reason both loans share once, under both buttons', () => {
    const w = mountWith((a) => (a.type === 'loan' ? 'All 6 Loan cards are in play.' : null));
    expect(reasons(w)).toEqual(['All 6 Loan cards are in play.']);
    expect(w.get('[data-testid=loan-reason]').classes()).toContain('both');
  });

  it('says each loan’s own reason under its button when they differ', () => {
    const w = mountWith((a) => (a.type === 'loan' ? `no ${a.kind}` : null));
    expect(w.find('[data-testid=loan-reason]').exists()).toBe(false);
    expect(reasons(w)).toEqual(['no bank', 'no mob']);
  });
});
