import { describe, expect, it } from 'vitest';
import { PARAMS } from '../parametric';
import { FOUND_STRATEGIES, foundVector } from './found-strategies';
import boardNormalXsBn1 from './board-normal-xs-bn1.json';

describe('found strategies', () => {
  it('rebuilds each vector from the parameters by name, within their bounds', () => {
    expect(Object.keys(FOUND_STRATEGIES).length).toBeGreaterThan(0);
    for (const vector of Object.values(FOUND_STRATEGIES)) {
      expect(vector).toHaveLength(PARAMS.length);
      vector.forEach((x, i) => {
        expect(x).toBeGreaterThanOrEqual(PARAMS[i].min);
        expect(x).toBeLessThanOrEqual(PARAMS[i].max);
      });
    }
    expect(FOUND_STRATEGIES['board-normal-xs-bn1'][PARAMS.findIndex((p) => p.name === 'forecast')]).toBe(
      boardNormalXsBn1.params.forecast,
    );
  });

  it('refuses what the search did not write, naming what is missing', () => {
    expect(() => foundVector({ params: {} }, 'x.json')).toThrow('"x.json" is not a found strategy');
    expect(() => foundVector(null, 'x.json')).toThrow('is not a found strategy');
    const { forecast: _, ...rest } = boardNormalXsBn1.params;
    expect(() => foundVector({ format: 'horse-fever/found-strategy', params: rest }, 'y.json')).toThrow(
      'the found strategy "y.json" has no number for "forecast"',
    );
  });
});
