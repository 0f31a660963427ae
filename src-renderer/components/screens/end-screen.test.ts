// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { partyView, playerView, type GameOptions } from '../../../src-shared/index';
import { playRandomParty } from '../../../src-shared/engine/party/testing/random-party';
import { seededRandom, playRandomGame } from '../../../src-shared/testing/random-game';
import { withI18n } from '../../testing/component-fixtures';
import EndScreen from './end-screen.vue';

/** The final view of a whole random game, as the human at seat 0 sees it. */
function finished(options: GameOptions) {
  const { state } = playRandomGame(options, seededRandom(3));
  expect(state.phase).toBe('gameOver');
  return playerView(state, 0);
}
const num = (text: string): number => (text === '—' ? 0 : Number(text.replace('−', '-').replace(/[,+]/g, '')));

describe('EndScreen (docs/rules.md §9)', () => {
  const family = finished({ mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 21 });
  const mountOn = (view: typeof family) => mount(EndScreen, { ...withI18n(), props: { view } });

  it('shows each player’s VP by source, adding up to their VP, best first', () => {
    const w = mountOn(family);
    const rows = w.findAll('[data-testid=score-row]');
    expect(rows.map((r) => r.get('td').text())).toEqual(family.result!.map((r) => String(r.place)).sort());
    for (const [i, row] of rows.entries()) {
      const parts = ['start', 'bets', 'stables', 'penalties'].map((k) => num(row.get(`[data-testid=vp-${k}]`).text()));
      const lost = row.find('[data-testid=vp-lost]');
      expect(parts.reduce((a, b) => a + b, 0) + (lost.exists() ? num(lost.text()) : 0)).toBe(
        [...family.result!].sort((a, b) => a.place - b.place)[i]!.vp,
      );
    }
    // The Family Game has no auctions, goals or loans.
    expect(w.find('[data-testid=vp-auctions]').exists()).toBe(false);
    expect(w.find('[data-testid=score-loans]').exists()).toBe(false);
  });

  it('says who won and why, with the rule that decides', () => {
    const w = mountOn(family);
    const winner = family.players[family.victory!.seat]!.name;
    expect(w.get('[data-testid=winner]').text()).toBe(`${winner} wins!`);
    expect(w.get('[data-testid=end-why]').text()).toContain(winner);
    expect(w.get('[data-testid=end-rule]').text()).toBe(
      'Most VP wins; equal VP: the most money; still equal: a random draw.',
    );
    const tied = { ...family, victory: { seat: 1, by: 'money' as const, tied: [0, 1] } };
    // Bob alone first, whoever the random game made first.
    const result = family.result!.map((r) =>
      r.seat === 1 ? { ...r, place: 1, vp: 4, money: 2600 } : { ...r, place: Math.max(2, r.place) },
    );
    expect(
      mountOn({ ...tied, result })
        .get('[data-testid=end-why]')
        .text(),
    ).toBe('Bob is tied with Ann on 4 VP and has the most money (2600), which breaks the tie in the Family Game.');
  });

  it('charts money and VP from the start over every round, one line per player', () => {
    const w = mountOn(family);
    const charts = w.findAll('[data-testid=end-charts] svg');
    expect(charts).toHaveLength(2);
    for (const c of charts) {
      expect(c.findAll('polyline')).toHaveLength(3);
      expect(c.text()).toContain('Start');
    }
    const points = charts[0]!.findAll('.series')[0]!.findAll('circle');
    expect(points).toHaveLength(family.history.length);
  });

  it('lists each Board Game loan with what repaying it cost', () => {
    const board = finished({ mode: 'board', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 9 });
    const loans = mountOn(board).findAll('[data-testid=score-loans]');
    const shown = loans.map((l) => l.text());
    expect(board.result!.some((r) => r.loans.length > 0)).toBe(true);
    expect(shown).toHaveLength(4);
    const byPlace = [...board.result!].sort((a, b) => a.place - b.place);
    byPlace.forEach((r, i) => {
      for (const l of r.loans) expect(shown[i]).toContain(String(l.repay).replace(/(\d)(\d{3})$/, '$1,$2'));
    });
  });

  it('offers a rematch and a new game', async () => {
    const w = mountOn(family);
    await w.get('[data-testid=end-rematch]').trigger('click');
    await w.get('[data-testid=end-new-game]').trigger('click');
    expect(Object.keys(w.emitted())).toEqual(expect.arrayContaining(['rematch', 'leave']));
  });

  it('says how often undo and hints were used, only when they were (docs/replays.md)', () => {
    expect(mountOn(family).find('[data-testid=end-aids]').exists()).toBe(false);
    const w = mount(EndScreen, { ...withI18n(), props: { view: family, aids: { undos: 2, hints: 3 } } });
    expect(w.get('[data-testid=end-aids]').text()).toBe('Undo used 2 times · hints used 3');
  });
});

/** The final view of a whole random Party Game of three races, as seat 0 sees it. */
function finishedParty() {
  const { state } = playRandomParty(
    { mode: 'party', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 8, partyOptions: { races: 3 } },
    seededRandom(8),
  );
  expect(state.phase).toBe('gameOver');
  return partyView(state, 0);
}

describe('EndScreen in the Party Game (docs/rules.md §11)', () => {
  const view = finishedParty();
  const mountOn = () => mount(EndScreen, { ...withI18n(), props: { view } });

  it('ranks the players by money, best first, with no VP column', () => {
    const w = mountOn();
    expect(w.get('[data-testid=end-screen]').attributes('aria-labelledby')).toBe('party-end-title');
    expect(w.find('[data-testid=score-vp]').exists()).toBe(false);
    const rows = w.findAll('[data-testid=score-row]');
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
