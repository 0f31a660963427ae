import { describe, expect, it } from 'vitest';
import { LEVELS, PERSONALITY_LEVELS, PERSONALITY_NAMES, withPersonality } from './levels';

describe('personalities within a level', () => {
  it('replace only the stake sizing, the weight of the rivals and the lean, per level', () => {
    expect(withPersonality(LEVELS.normal, undefined)).toBe(LEVELS.normal);
    expect(LEVELS.easy.personalities).toBeUndefined();
    for (const level of PERSONALITY_LEVELS)
      for (const p of PERSONALITY_NAMES) {
        const lv = withPersonality(LEVELS[level], p);
        expect(lv.staking).toEqual(LEVELS[level].personalities![p].staking);
        expect(lv.search).toEqual({ ...LEVELS[level].search, rivalry: LEVELS[level].personalities![p].rivalry });
        expect(lv.lean).toEqual(LEVELS[level].personalities![p].lean);
        expect({
          ...lv,
          staking: LEVELS[level].staking,
          search: LEVELS[level].search,
          lean: LEVELS[level].lean,
        }).toEqual(LEVELS[level]);
      }
    // Cautious stakes a smaller share of Kelly than bold, on a clearer edge.
    const { cautious, bold } = LEVELS.normal.personalities!;
    expect(cautious.staking.kelly).toBeLessThan(bold.staking.kelly);
    expect(cautious.staking.minEdge).toBeGreaterThan(bold.staking.minEdge);
  });
});
