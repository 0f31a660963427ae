// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../game/log';
import { withI18n } from '../../testing/component-fixtures';
import GameLog from './game-log.vue';

const phase = (round: number): LogEntry => ({
  key: 'log.phase',
  params: { round, phase: { t: 'phase.firstBets' } },
  seat: null,
});
const pass = (i: number): LogEntry => ({ key: 'log.pass', params: { player: `P${i}` }, seat: 0 });

describe('GameLog', () => {
  // Three rounds of 150 lines each: more than the log used to keep.
  const entries = [1, 2, 3].flatMap((round) => [phase(round), ...Array.from({ length: 150 }, (_, i) => pass(i))]);
  const w = mount(GameLog, { ...withI18n(), props: { entries } });

  it('keeps every round of the whole game, one section each; the current round shows its lines', () => {
    const rounds = w.findAll('[data-testid=log-round]');
    expect(rounds.map((r) => r.get('summary').text())).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(rounds.map((r) => r.findAll('li').length)).toEqual([0, 0, 151]);
  });

  it('folds the rounds before the current one; a folded round opens on demand, with every line', async () => {
    const details = () => w.findAll('details').map((d) => (d.element as HTMLDetailsElement).open);
    expect(details()).toEqual([false, false, true]);
    const first = w.get('details');
    (first.element as HTMLDetailsElement).open = true;
    await first.trigger('toggle');
    expect(details()).toEqual([true, false, true]);
    expect(first.findAll('li')).toHaveLength(151);
    (first.element as HTMLDetailsElement).open = false;
    await first.trigger('toggle');
    expect(first.findAll('li')).toHaveLength(0);
  });

  it('without rounds (the Party Game), one numbered list of every line', () => {
    const flat = mount(GameLog, { ...withI18n(), props: { entries, byRound: false } });
    expect(flat.findAll('[data-testid=log-round]')).toHaveLength(0);
    expect(flat.findAll('summary')).toHaveLength(0);
    expect(flat.findAll('[data-testid=game-log] > li')).toHaveLength(entries.length);
  });
});
