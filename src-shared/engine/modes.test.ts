import { describe, expect, it } from 'vitest';
import type { GameMode } from './core/types';
import { familyBoardOf, partyOf, RULESETS } from './modes';

describe('narrowing a shape of any mode', () => {
  it('gives each mode its own member and null for the other ruleset', () => {
    for (const mode of Object.keys(RULESETS) as GameMode[]) {
      const players = ['Ann', 'Bob'];
      const s = RULESETS[mode].newGame({ mode, players, seed: 1 } as never);
      const view = RULESETS[mode].playerView(s as never, 0);
      const party = mode === 'party';
      for (const x of [s, view]) {
        expect(partyOf(x)).toBe(party ? x : null);
        expect(familyBoardOf(x)).toBe(party ? null : x);
      }
    }
  });
});
