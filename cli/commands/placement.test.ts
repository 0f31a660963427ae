import { describe, expect, it } from 'vitest';
import { PLACEMENT_FEATURES } from '../../ai/opponent-model/placement-model';
import { playBotGame } from '../game-runner';
import { run } from '../hf';
import { measurePlacement, placementChoices } from './placement';

describe('hf placement', () => {
  it('records every Action card played as a choice among the six horses', () => {
    const byCard = placementChoices('easy', 3, 'pl-test');
    let plays = 0;
    for (let g = 0; g < 3; g++)
      plays += playBotGame('family', ['easy', 'easy', 'easy', 'easy'], 'pl-test', g).record.actions.filter(
        (a) => a.type === 'playCard',
      ).length;
    const choices = [...byCard.values()].flat();
    expect(choices.length).toBe(plays);
    expect(plays).toBeGreaterThan(50);
    for (const c of choices) expect(c.features.length).toBe(6 * PLACEMENT_FEATURES);
    // Starred cards are out of the Family deck by default (docs/rules.md §2).
    for (const c of [17, 18, 21, 22]) expect(byCard.has(c)).toBe(false);
  });

  it('fits weights that read the rule-based bot: helpful cards where it has bet, harmful ones where it has not', () => {
    // Six games give 1.57 and -0.55 for the two sums below (twenty: 1.75 and -0.78).
    const m = measurePlacement('easy', 6, 'pl-test');
    // Easy puts green cards on its own horses and red ones on the others' (first feature: its interest less the others').
    const rel = (cards: number[]): number => cards.reduce((a, c) => a + m.weights[c]![0], 0) / cards.length;
    expect(rel([1, 2, 3, 4, 5, 6, 7])).toBeGreaterThan(0.5);
    expect(rel([8, 9, 10, 11, 12, 13, 14])).toBeLessThan(-0.3);
    for (const c of [0, 17, 18, 21, 22]) expect(m.weights[c]).toBeNull();
  });

  it('refuses an unknown bot with exit code 2', () => {
    const r = run(['placement', '--seed', 's', '--bot', 'genius']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('unknown bot "genius"');
  });
});
