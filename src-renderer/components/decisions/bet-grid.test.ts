// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { h } from 'vue';
import type { Bet, BetKind, Color } from '../../../src-shared/index';
import { createAppI18n } from '../../i18n';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import BetGrid from './bet-grid.vue';

const bets: Bet[] = [
  { seat: 1, horse: 'red', kind: 'show', stake: 300 },
  { seat: 0, horse: 'blue', kind: 'win', stake: 400 },
  { seat: 2, horse: 'blue', kind: 'show', stake: 100 },
];

/** What the grid reads of a Party view: the bets, the viewer's seat and the names. */
const partyView = () => ({ bets, seat: 0, players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] });

describe('BetGrid, the bet forms’ grid in both modes', () => {
  it('Family/Board (bet-panel): the odds beside the horse, a refusal as the choice’s tooltip, the chosen bet as the model', async () => {
    const offered = (c: Color, k: BetKind) => c === 'red' && k === 'win';
    const w = mount(BetGrid, {
      ...withI18n(),
      props: {
        view: viewWith({ bets }),
        kinds: ['win', 'show'] as BetKind[],
        offered,
        reason: (c: Color, k: BetKind) => (offered(c, k) ? null : 'no tokens'),
        name: 'bet-choice',
        ids: { option: 'bet-option', placed: 'bets-on' },
        modelValue: '',
        'onUpdate:modelValue': (v: string) => w.setProps({ modelValue: v }),
      },
      slots: { head: () => h('th', 'Odds'), cells: ({ color }: { color: Color }) => h('td', `odds ${color}`) },
    });
    expect(w.findAll('thead th').map((th) => th.text())).toEqual(['Horse', 'Odds', 'Win', 'Show', 'Bets']);
    expect(w.findAll('tbody tr')).toHaveLength(6);
    expect(w.findAll('input:not([disabled])')).toHaveLength(1);
    expect(w.get('[data-testid=bet-option-red-show]').element.parentElement?.title).toBe('no tokens');
    expect(w.get('[data-testid=bets-on-blue]').text()).toBe('A C');
    expect(w.get('[data-testid=bets-on-blue]').attributes('title')).toBe('you: Win 400\nCy: Show 100');
    await w.get('[data-testid=bet-option-red-win]').setValue(true);
    expect(w.props('modelValue')).toBe('red:win');
  });

  it('Party Game (party-bet-form): its own headings and test ids, the same marks, “you” worded as in every mode (fr)', () => {
    const w = mount(BetGrid, {
      global: { plugins: [createAppI18n('fr')] },
      props: {
        view: partyView(),
        kinds: ['show', 'win'] as BetKind[],
        offered: () => true,
        name: 'party-bet-choice',
        ids: { option: 'party-bet', placed: 'party-bets-on' },
        modelValue: '',
      },
      slots: { kind: ({ kind }: { kind: BetKind }) => `${kind} pays` },
    });
    expect(w.findAll('thead th.kind').map((th) => th.text())).toEqual(['show pays', 'win pays']);
    expect(w.findAll('input[name=party-bet-choice]')).toHaveLength(12);
    expect(w.get('[data-testid=party-bets-on-red]').text()).toBe('B');
    expect(w.get('[data-testid=party-bets-on-blue]').attributes('title')).toBe('vous : Gagnant 400\nCy : Placé 100');
  });
});
