// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { GOAL_VP } from '../../../src-shared/engine/board/goals';
import { SPECTATOR } from '../../../src-shared/index';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import MyCards from './my-cards.vue';

const mountCards = (patch: Parameters<typeof viewWith>[0] = {}) =>
  mount(MyCards, { ...withI18n(), props: { view: viewWith(patch) } });

describe('MyCards', () => {
  it('shows the hand as chips that name each card at rest', () => {
    const w = mountCards({ hand: [1, 2] });
    const chips = w.get('[data-testid=my-hand]').findAll('[data-testid=card-chip]');
    expect(chips).toHaveLength(2);
    for (const c of chips) expect(c.classes()).toContain('size-compact');
    expect(chips[0]!.get('.face-name').text()).not.toBe('');
  });

  it('says what each Goal card scores at the end, from the engine (docs/rules.md §9)', () => {
    const w = mountCards({ goals: [46, 58] });
    const lines = w.get('[data-testid=my-goals]').findAll('li');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.text()).toContain('Goal: Most Stable Owner cards');
    expect(lines[1]!.text()).toContain('Goal: Fewest VP (before goals)');
    // The same for every goal, so said once under them.
    expect(w.get('[data-testid=goal-vp]').text()).toBe(
      `each scores ${GOAL_VP.alone} VP alone, ${GOAL_VP.tied} VP if tied`,
    );
    const one = mountCards({ goals: [50] });
    expect(one.get('[data-testid=goal-vp]').text()).toBe(
      `scores ${GOAL_VP.alone} VP alone, ${GOAL_VP.tied} VP if tied`,
    );
  });

  it('lists the face-down cards the player placed, with their horse, and the bet tokens left', () => {
    const w = mountCards({
      played: [
        { seat: 0, horse: 'red', card: 3 },
        { seat: 1, horse: 'blue', card: null },
      ],
      betTokens: [3, 2, 1, 0, 3, 3],
    });
    expect(w.get('[data-testid=my-played]').text()).toContain('Red');
    expect(w.get('[data-testid=my-played]').findAll('[data-testid=card-chip]')).toHaveLength(1);
    const tokens = w.get('[data-testid=bet-tokens]').findAll('li');
    expect(tokens.map((t) => t.text())).toEqual(['Black3', 'Blue2', 'Green1', 'Red0', 'Yellow3', 'White3']);
  });

  it('hides the secret cards in the public view, between pass-and-play turns', () => {
    const w = mountCards({ seat: SPECTATOR, hand: [1] });
    expect(w.find('[data-testid=cards-hidden]').exists()).toBe(true);
    expect(w.find('[data-testid=my-hand]').exists()).toBe(false);
  });
});
