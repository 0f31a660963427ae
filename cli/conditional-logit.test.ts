import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src-shared/testing/random-game';
import { fitConditionalLogit, type Choice } from './conditional-logit';

describe('fitConditionalLogit', () => {
  it('recovers the weights that generated the choices', () => {
    const truth = [1.5, -0.8, 0.3];
    const r = seededRandom(11);
    const choices: Choice[] = [];
    for (let i = 0; i < 4000; i++) {
      const features = Array.from({ length: 6 * 3 }, () => 2 * r() - 1);
      const z = [0, 1, 2, 3, 4, 5].map((a) => Math.exp(truth.reduce((s, w, k) => s + w * features[a * 3 + k], 0)));
      let x = r() * z.reduce((a, b) => a + b, 0);
      let chosen = 0;
      while ((x -= z[chosen]) > 0 && chosen < 5) chosen++;
      choices.push({ features, chosen });
    }
    const w = fitConditionalLogit(choices, 3, 0.01);
    truth.forEach((t, k) => expect(w[k]).toBeCloseTo(t, 0));
    expect(Math.abs(w[0] - truth[0])).toBeLessThan(0.15);
  });

  it('keeps weights finite when one alternative is always chosen (the penalty)', () => {
    const choices: Choice[] = [
      { features: [1, 0, 0], chosen: 0 },
      { features: [1, 0, 0], chosen: 0 },
    ];
    const [w] = fitConditionalLogit(choices, 1);
    expect(Number.isFinite(w)).toBe(true);
    expect(w).toBeGreaterThan(1);
  });
});
