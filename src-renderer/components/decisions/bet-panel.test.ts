// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { oddsMultiplier, type Move } from '../../../src-shared/index';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import { forecastShown } from '../../game/aid-settings';
import BetPanel from './bet-panel.vue';

const moves: Move[] = [
  { type: 'bet', seat: 0, horse: 'red', kind: 'win', minStake: 100, maxStake: 2500 },
  { type: 'bet', seat: 0, horse: 'red', kind: 'show', minStake: 100, maxStake: 2500 },
];

function mountPanel(patch: Parameters<typeof viewWith>[0] = {}) {
  return mount(BetPanel, { ...withI18n(), props: { view: viewWith({ moves, ...patch }), explain: () => null } });
}

describe('BetPanel', () => {
  it('preselects nothing: Place bet waits for a horse and a kind', async () => {
    const w = mountPanel();
    expect(w.findAll('input[type=radio]:checked')).toHaveLength(0);
    expect(w.get('[data-testid=bet-confirm]').attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid=bet-payout]').text()).toContain('Choose a horse');
    await w.get('[data-testid=bet-option-red-win]').setValue(true);
    expect(w.get('[data-testid=bet-confirm]').attributes('disabled')).toBeUndefined();
    await w.get('form').trigger('submit');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 100 }]);
  });

  it('says what the chosen bet pays: Win stake × N and 3 VP, Show 2 × stake and 1 VP (en-rulebook "Payoffs", docs/rules.md §6)', async () => {
    const w = mountPanel();
    const n = oddsMultiplier(w.props('view').odds[3]!);
    await w.get('[data-testid=bet-option-red-win]').setValue(true);
    expect(w.get('[data-testid=bet-payout]').text()).toContain(`If Red wins: +${100 * n} and +3 VP.`);
    await w.get('[data-testid=bet-option-red-show]').setValue(true);
    expect(w.get('[data-testid=bet-payout]').text()).toContain('If Red finishes in the first 3: +200 and +1 VP.');
    expect(w.get('[data-testid=bet-payout]').text()).toContain('Otherwise you lose your stake of 100.');
  });

  it('with Miss Paris, Show pays on the first 4 places (docs/rules.md §6)', async () => {
    const base = viewWith({ moves });
    const players = base.players.map((p, i) => (i === 0 ? { ...p, character: 'miss-paris' } : p));
    const w = mountPanel({ players });
    await w.get('[data-testid=bet-option-red-show]').setValue(true);
    expect(w.get('[data-testid=bet-payout]').text()).toContain('in the first 4');
    expect(w.find('[data-testid=show-places]').exists()).toBe(true);
  });

  it('marks everyone’s bets on each horse, in full on hover, and explains the minimum bet (docs/rules.md §3)', () => {
    const base = viewWith({ moves });
    const players = base.players.map((p, i) => (i === 0 ? { ...p, vp: 4 } : p));
    const w = mountPanel({
      players,
      bets: [
        { seat: 1, horse: 'red', kind: 'show', stake: 300 },
        { seat: 0, horse: 'blue', kind: 'win', stake: 400 },
      ],
    });
    // The bettor's mark, as on the blackboard; the bet in full as its tooltip and for screen readers.
    const red = w.get('[data-testid=bets-on-red]');
    expect(red.text()).toBe('B');
    expect(red.attributes('title')).toBe('Bob: Show 300');
    expect(red.attributes('aria-label')).toBe('Bets placed: Bob: Show 300');
    expect(w.get('[data-testid=bets-on-blue]').attributes('title')).toBe('you: Win 400');
    expect(w.find('[data-testid=bets-on-black]').exists()).toBe(false);
    expect(w.get('[data-testid=bet-minimum]').text()).toBe('Minimum bet 400: 100 × your VP (4), never under 100.');
  });
});

describe('BetPanel forecast', () => {
  it('shows each horse’s chances to win and to finish in the first 3, and hides them when turned off', async () => {
    const forecast = { win: [0.5, 0.1, 0.1, 0.1, 0.1, 0.1], top3: [0.9, 0.5, 0.4, 0.4, 0.4, 0.4] };
    const w = mount(BetPanel, { ...withI18n(), props: { view: viewWith({ moves }), explain: () => null, forecast } });
    forecastShown.value = true;
    await w.vm.$nextTick();
    expect(w.get('[data-testid=forecast-black]').text()).toBe('50% / 90%');
    await w.get('[data-testid=forecast-toggle]').setValue(false);
    expect(w.find('[data-testid=forecast-black]').exists()).toBe(false);
    expect(localStorage.getItem('horse-fever:forecast')).toBe('off');
    await w.setProps({ forecast: null });
    await w.get('[data-testid=forecast-toggle]').setValue(true);
    expect(w.get('[data-testid=forecast-black]').text()).toBe('Computing…');
  });

  it('titles Antonio Vesuvio’s extra second bet apart from his first second bet (docs/rules.md §4)', () => {
    expect(mountPanel({ phase: 'secondBets', extraBet: false }).get('[data-testid=bet-title]').text()).toBe(
      'Your second bet (optional)',
    );
    expect(mountPanel({ phase: 'secondBets', extraBet: true }).get('[data-testid=bet-title]').text()).toBe(
      'Antonio Vesuvio’s extra second bet (optional)',
    );
  });

  it('keeps a stake typed below the minimum when a new view brings the same limits, and raises it when the minimum rises', async () => {
    const w = mountPanel({ moves: moves.map((m) => ({ ...m, minStake: 200 })) });
    await w.get('[data-testid=stake-input] input').setValue(100);
    await w.setProps({ view: viewWith({ moves: moves.map((m) => ({ ...m, minStake: 200 })) }) });
    expect((w.get('[data-testid=stake-input] input').element as HTMLInputElement).value).toBe('100');
    await w.setProps({ view: viewWith({ moves: moves.map((m) => ({ ...m, minStake: 300 })) }) });
    expect((w.get('[data-testid=stake-input] input').element as HTMLInputElement).value).toBe('300');
  });

  it('a stake of more than half the player’s money asks first; half or less does not (a remembered setting)', async () => {
    const base = viewWith({ moves });
    const players = base.players.map((p, i) => (i === 0 ? { ...p, money: 1000 } : p));
    const w = mountPanel({ players });
    await w.get('[data-testid=bet-option-red-win]').setValue(true);
    await w.get('[data-testid=stake-input] input').setValue(500);
    await w.get('form').trigger('submit');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 500 }]);
    await w.get('[data-testid=stake-input] input').setValue(600);
    await w.get('form').trigger('submit');
    expect(w.emitted('act')).toHaveLength(1);
    expect(w.get('[data-testid=confirm-box]').text()).toContain('Stake 600, more than half of your 1000?');
    await w.get('[data-testid=confirm-yes]').trigger('click');
    expect(w.emitted('act')?.[1]).toEqual([{ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 600 }]);
  });
});
