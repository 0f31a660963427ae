// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { PartyView } from '../../../src-shared/index';
import { createAppI18n } from '../../i18n';
import type { PlayerView } from '../../stores/game-store';
import { viewWith } from '../../testing/component-fixtures';
import { partyViewWith } from '../../testing/party-fixtures';
import DecisionPanel from './decision-panel.vue';

const mountPanel = (view: PlayerView | PartyView, held = false) =>
  mount(DecisionPanel, {
    global: { plugins: [createAppI18n('en'), createPinia()] },
    props: { view, explain: () => null, step: 3, held },
    slots: { default: '<p class="control">the control</p>', waiting: '<p class="extra">more</p>' },
  });
const otherTurn = { pending: { kind: 'player', seat: 1 } as const, moves: [] };

describe('DecisionPanel: the control while the decision is the human’s, else what the table waits for', () => {
  it('Family/Board: waits for another player by name, or for the results under the payoff moment', () => {
    const w = mountPanel(viewWith({ ...otherTurn, phase: 'firstBets' }));
    expect(w.get('[data-testid=waiting]').text()).toBe('Waiting for Bob…');
    expect(w.find('.extra').exists()).toBe(true);
    expect(w.find('.control').exists()).toBe(false);
    expect(
      mountPanel(viewWith({ ...otherTurn }), true)
        .get('[data-testid=waiting]')
        .text(),
    ).toBe('Race results first…');
  });

  it('Party Game (docs/rules.md §11): in its own words, a bettor betting or the bookmaker ordering a tie', () => {
    const betting = partyViewWith(3, { ...otherTurn, phase: 'betting' });
    expect(mountPanel(betting).get('[data-testid=waiting]').text()).toBe('Player 2 is betting…');
    const ordering = partyViewWith(3, { ...otherTurn, phase: 'race' });
    expect(mountPanel(ordering).get('[data-testid=waiting]').text()).toBe('Player 2 orders the tie…');
  });

  it('shows the slot’s control when the view offers moves, and nothing of it while the payoff is up', () => {
    const mine = partyViewWith(3);
    expect(mine.moves.length).toBeGreaterThan(0);
    const w = mountPanel(mine);
    expect(w.get('.control').text()).toBe('the control');
    expect(w.find('[data-testid=waiting]').exists()).toBe(false);
    expect(mountPanel(mine, true).find('.control').exists()).toBe(false);
  });
});
