// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { COLORS, movedOdds, oddsLabel, type Move } from '../../../src-shared/index';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import OddsChangePanel from './odds-change-panel.vue';

const DIRECTIONS = ['up', 'down'] as const;
const moves: Move[] = COLORS.flatMap((horse) =>
  DIRECTIONS.map((direction) => ({ type: 'moveOdds', seat: 0, horse, direction }) as Move),
);

describe('OddsChangePanel', () => {
  // The move's result is the engine's rule (docs/rules.md §4), including the clamp at 1:2 and 1:7.
  it('offers each stable the odds the engine gives it, from every row', () => {
    const base = viewWith({});
    const players = base.players.map((p, i) => (i === 0 ? { ...p, character: 'eric-change' } : p));
    const odds = [0, 1, 2, 3, 4, 5];
    const w = mount(OddsChangePanel, {
      ...withI18n(),
      props: { view: { ...base, phase: 'ericChange', players, odds, moves } },
    });
    const shown = w.findAll('[data-testid=odds-move]').map((b) => b.text());
    const engine = COLORS.flatMap((_, h) =>
      DIRECTIONS.map((d) => `${d === 'up' ? '▲' : '▼'} ${oddsLabel(movedOdds('eric-change', odds[h], d))}`),
    );
    expect(shown).toEqual(engine);
    expect(shown[0]).toBe(`▲ ${oddsLabel(0)}`);
    expect(shown[3]).toBe(`▼ ${oddsLabel(3)}`);
  });
});
