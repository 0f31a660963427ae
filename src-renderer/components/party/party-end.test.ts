// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { partyView } from '../../../src-shared/index';
import { playRandomParty } from '../../../src-shared/engine/party/testing/random-party';
import { mulberry32 } from '../../../src-shared/testing/random-game';
import { withI18n } from '../../testing/component-fixtures';
import PartyEnd from './party-end.vue';

/** The final view of a whole random Party Game of three races, as seat 0 sees it. */
function finished() {
  const { state } = playRandomParty(
    { mode: 'party', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 8, partyOptions: { races: 3 } },
    mulberry32(8),
  );
  expect(state.phase).toBe('gameOver');
  return partyView(state, 0);
}

describe('PartyEnd (docs/rules.md §11)', () => {
  const view = finished();
  const mountOn = () => mount(PartyEnd, { ...withI18n(), props: { view } });

  it('ranks the players by money, best first', () => {
    const rows = mountOn().findAll('[data-testid=score-row]');
    expect(rows).toHaveLength(4);
    const money = rows.map((r) => Number(r.get('[data-testid=score-money]').text()));
    expect(money).toEqual([...money].sort((a, b) => b - a));
  });

  it('charts everyone’s money from the start over every race the engine recorded', () => {
    const chart = mountOn().get('[data-testid=end-charts] svg');
    expect(chart.findAll('polyline')).toHaveLength(4);
    expect(chart.text()).toContain('Start');
    expect(chart.findAll('.series')[0]!.findAll('circle')).toHaveLength(view.history.length);
    expect(view.history.at(-1)!.money).toEqual(view.players.map((p) => p.money));
  });

  it('offers a rematch and a new game', async () => {
    const w = mountOn();
    await w.get('[data-testid=end-rematch]').trigger('click');
    await w.get('[data-testid=end-new-game]').trigger('click');
    expect(Object.keys(w.emitted())).toEqual(expect.arrayContaining(['rematch', 'leave']));
  });
});
