// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import {
  applyActionInPlace,
  newGame,
  playerView,
  runChance,
  validateAction,
  type PartyState,
  type PlayerAction,
} from '../../../src-shared/index';
import { withI18n } from '../../testing/component-fixtures';
import PartyBetForm from './party-bet-form.vue';

/** A Party Game at its first bet (docs/rules.md §11), with `money` for everyone. */
function atFirstBet(money = 2000): PartyState {
  const s = newGame({ mode: 'party', players: ['Ann', 'Bob', 'Cy'], seed: 5, partyOptions: { startingMoney: money } });
  runChance(s);
  return s;
}

type Wrapper = ReturnType<typeof mountForm>;
/** The bet choices the form offers (happy-dom has no :enabled). */
const enabled = (w: Wrapper, selector = 'input[type=radio]') =>
  w.findAll(selector).filter((i) => !(i.element as HTMLInputElement).disabled);

function mountForm(s: PartyState) {
  const seat = s.queue[0]!;
  const explain = (a: PlayerAction) => (validateAction(s, a) ? 'refused' : null);
  return mount(PartyBetForm, { ...withI18n(), props: { view: playerView(s, seat), explain } });
}

describe('PartyBetForm (classic rulebook "Party Game", docs/rules.md §11)', () => {
  it('offers a Show and a Win bet on every horse and places the chosen one', async () => {
    const s = atFirstBet();
    const w = mountForm(s);
    expect(enabled(w)).toHaveLength(12);
    expect(w.get('[data-testid=party-bet-confirm]').attributes('disabled')).toBeDefined();
    await w.get('[data-testid=party-bet-green-win]').setValue(true);
    await w.get('[data-testid=stake-plus]').trigger('click');
    await w.get('form').trigger('submit');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'bet', seat: s.queue[0], horse: 'green', kind: 'win', stake: 200 }]);
  });

  it('says what each bet pays: Win 6 × stake, Show 2 × stake, else the stake stays with the bank', async () => {
    const w = mountForm(atFirstBet());
    await w.get('[data-testid=party-bet-red-win]').setValue(true);
    await w.get('[data-testid=stake]').setValue(300);
    expect(w.get('[data-testid=party-bet-payout]').text()).toContain('If Red wins, the bank pays 1800 (6 × 300).');
    await w.get('[data-testid=party-bet-red-show]').setValue(true);
    expect(w.get('[data-testid=party-bet-payout]').text()).toContain(
      'If Red finishes 1st, 2nd or 3rd, the bank pays 600 (2 × 300).',
    );
    expect(w.get('[data-testid=party-bet-payout]').text()).toContain('Otherwise the 300 stays with the bank.');
  });

  it('after the Show bet only the Win bet is left, and the first bet keeps 100 for the second', () => {
    const s = atFirstBet(1000);
    const seat = s.queue[0]!;
    expect(mountForm(s).get('[data-testid=party-reserve]').text()).toContain('Up to 900');
    expect(applyActionInPlace(s, { type: 'bet', seat, horse: 'blue', kind: 'show', stake: 200 })).toBeNull();
    const w = mountForm(s);
    expect(enabled(w, '[data-testid$=-show]')).toHaveLength(0);
    expect(enabled(w, '[data-testid$=-win]')).toHaveLength(6);
    expect(w.get('[data-testid=party-bets-placed]').text()).toContain('Show 200 (Blue)');
    expect(w.find('[data-testid=party-reserve]').exists()).toBe(false);
  });

  it('with only 100, one bet of either kind (docs/rules.md §11)', () => {
    const w = mountForm(atFirstBet(100));
    expect(w.get('[data-testid=party-one-bet]').text()).toContain('one bet');
    expect(enabled(w)).toHaveLength(12);
  });

  it('a stake the engine refuses disables the bet and shows why', async () => {
    const w = mountForm(atFirstBet(1000));
    await w.get('[data-testid=party-bet-black-show]').setValue(true);
    await w.get('[data-testid=stake]').setValue(1000);
    expect(w.get('[data-testid=party-bet-confirm]').attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid=stake-hint]').text()).toBe('refused');
  });
});
