// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../src-shared/index';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import LineupPanel from './lineup-panel.vue';

const mountPanel = (move: Move) =>
  mount(LineupPanel, { ...withI18n(), props: { view: viewWith({ moves: [move] }), explain: () => null } });

describe('LineupPanel', () => {
  it('starts with the Horse card the player paid for on their stable: Confirm lines it up (docs/rules.md §7)', async () => {
    const w = mountPanel({ type: 'lineup', seat: 0, cards: [40], stables: ['green'] });
    expect((w.get('[data-testid=lineup-select]').element as HTMLSelectElement).value).toBe('green');
    await w.get('[data-testid=lineup-confirm]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'lineup', seat: 0, placements: [{ card: 40, horse: 'green' }] }]);
  });

  it('places as many cards as there are stables, one per stable; the rest wait, and any can be taken off', async () => {
    const w = mountPanel({ type: 'lineup', seat: 0, cards: [40, 41], stables: ['red'] });
    const selects = w.findAll('[data-testid=lineup-select]');
    expect(selects.map((s) => (s.element as HTMLSelectElement).value)).toEqual(['red', '']);
    await selects[0]!.setValue('');
    await w.get('[data-testid=lineup-confirm]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'lineup', seat: 0, placements: [] }]);
  });
});
