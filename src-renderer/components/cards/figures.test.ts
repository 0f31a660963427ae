// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { GOAL_CARD_NUMBERS, goalKind } from '../../../src-shared/cards/goal-cards';
import TrophyFigure from './trophy-figure.vue';

describe('TrophyFigure', () => {
  it('marks "most" goals with ▲ and "fewest" goals with ▼ (en-rulebook "Goal cards")', () => {
    for (const no of GOAL_CARD_NUMBERS) {
      const goal = goalKind(no);
      const w = mount(TrophyFigure, { props: { goal } });
      expect(w.find('.trend').classes()).toContain(goal.startsWith('fewest') ? 'fewest' : 'most');
    }
  });
});
