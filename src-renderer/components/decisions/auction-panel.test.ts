// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { AuctionState, Move, PlayerAction } from '../../../src-shared/index';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import AuctionPanel from './auction-panel.vue';

function mountAuction(auction: AuctionState, moves: Move[], explain: (a: PlayerAction) => string | null = () => null) {
  return mount(AuctionPanel, {
    ...withI18n(),
    props: { view: viewWith({ phase: 'auction', auction, moves }), explain },
  });
}
const english: AuctionState = { kind: 'english', price: 1200, leader: 1, leaderPrice: 1100 };
const dutch: AuctionState = { kind: 'dutch', price: 900, leader: null, leaderPrice: 0 };

describe('AuctionPanel', () => {
  it('shows the price asked, who buys for now and what accepting does', () => {
    const w = mountAuction(english, [
      { type: 'bid', seat: 0, accept: true, price: 1200 },
      { type: 'bid', seat: 0, accept: false, price: 1200 },
    ]);
    expect(w.get('[data-testid=auction-price]').text()).toBe('Price: 1200');
    expect(w.get('[data-testid=auction-leader]').text()).toBe('For now Bob buys, at 1100.');
    expect(w.get('[data-testid=auction-if-accept]').text()).toBe(
      'If you accept, you buy at 1200, unless another player then accepts a higher price.',
    );
    expect(w.get('[data-testid=bid-accept]').text()).toBe('Bid 1200');
    expect(w.text()).toContain('English auction: the bank sells 1 VP');
    expect(w.text()).toContain('If nobody accepts, nobody buys.');
  });

  // Accepting in the Dutch auction sells nothing yet: the last to accept sells (docs/rules.md §8).
  it('says in the Dutch auction who sells, to whom, at which price, and that nobody sells if nobody accepts', () => {
    const w = mountAuction({ kind: 'dutch', price: 800, leader: 1, leaderPrice: 900 }, [
      { type: 'bid', seat: 0, accept: true, price: 800 },
      { type: 'bid', seat: 0, accept: false, price: 800 },
    ]);
    expect(w.text()).toContain('Dutch auction: the bank buys 1 VP');
    expect(w.text()).toContain('the last to accept hands the bank 1 VP token and is paid the price they accepted');
    expect(w.text()).toContain('If nobody accepts, nobody sells.');
    expect(w.get('[data-testid=auction-leader]').text()).toBe('For now Bob sells, at 900.');
    expect(w.get('[data-testid=auction-if-accept]').text()).toBe(
      'If you accept, you sell at 800, unless another player then accepts a lower offer.',
    );
    expect(w.get('[data-testid=bid-accept]').text()).toBe('Offer at 800');
  });

  it('accepts and drops out with bid actions', async () => {
    const w = mountAuction(dutch, [
      { type: 'bid', seat: 0, accept: true, price: 900 },
      { type: 'bid', seat: 0, accept: false, price: 900 },
    ]);
    await w.get('[data-testid=bid-accept]').trigger('click');
    await w.get('[data-testid=bid-decline]').trigger('click');
    expect(w.emitted('act')).toEqual([
      [{ type: 'bid', seat: 0, accept: true }],
      [{ type: 'bid', seat: 0, accept: false }],
    ]);
    expect(w.find('[data-testid=bid-reason]').exists()).toBe(false);
  });

  it('disables accepting a price the player cannot pay and says why', async () => {
    const w = mountAuction(english, [{ type: 'bid', seat: 0, accept: false, price: 1200 }], (a) =>
      a.type === 'bid' && a.accept ? 'You cannot pay 1200.' : null,
    );
    expect(w.get('[data-testid=bid-accept]').attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid=bid-reason]').text()).toBe('You cannot pay 1200.');
    expect(w.find('[data-testid=auction-if-accept]').exists()).toBe(false);
  });
});
