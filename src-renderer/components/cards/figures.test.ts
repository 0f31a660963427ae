// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { GOAL_CARD_NUMBERS, goalKind } from '../../../src-shared/engine/cards/goal-cards';
import { ASSISTANT_CARDS } from '../../../src-shared/engine/cards/assistant-cards';
import { CHARACTERS } from '../../../src-shared/engine/cards/characters';
import PortraitFigure from './portrait-figure.vue';
import { ASSISTANT_PORTRAITS, CHARACTER_PORTRAITS, type Portrait } from './portraits';
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

describe('portraits', () => {
  const drawn = (p: Portrait): string => mount(PortraitFigure, { props: { portrait: p } }).html();

  it('give every Assistant and every Character a portrait of their own', () => {
    const assistants = ASSISTANT_CARDS.map((c) => ASSISTANT_PORTRAITS[c.no]);
    const characters = CHARACTERS.map((c) => CHARACTER_PORTRAITS[c.id]);
    expect(assistants.every(Boolean)).toBe(true);
    expect(characters.every(Boolean)).toBe(true);
    const pictures = [...assistants, ...characters].map((p) => drawn(p!));
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('draw the twins twice and a stable owner with the stable’s rosette', () => {
    expect(mount(PortraitFigure, { props: { portrait: ASSISTANT_PORTRAITS[30]! } }).findAll('.ink')).toHaveLength(2);
    const owner = mount(PortraitFigure, {
      props: { portrait: CHARACTER_PORTRAITS['steve-mcskull']!, rosette: 'blue' },
    });
    expect(owner.get('.stable-rosette').classes()).toContain('blue');
  });
});
