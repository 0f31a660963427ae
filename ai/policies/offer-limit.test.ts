import { describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../../src-shared/index';
import { act, boardGame, give, passRest } from '../../src-shared/testing/board-table';
import { chooseAction } from '../index';

/** Seat 0 offered for seat 1's Assistant card in step 1 and was refused; step 2 is seat 0's again. */
function afterRefusedOffer() {
  let s = boardGame(3);
  give(s, 1, [30]);
  s = act(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 30 } });
  s = act(s, { type: 'answer', seat: 1, accept: false });
  s = act(s, { type: 'pass', seat: 0 });
  return passRest(s, 'step2');
}

const offersIn = (picks: { type: string }[]) => picks.filter((a) => a.type === 'offer').length;

describe('bots make at most one offer per purchase phase: a person is not asked again', () => {
  it('before any offer a bot may make one; after its offer this phase, never again, whatever its level', () => {
    const fresh = boardGame(3);
    give(fresh, 1, [30]);
    const seeds = Array.from({ length: 40 }, (_, i) => i);
    expect(offersIn(seeds.map((k) => chooseAction(playerView(fresh, 0), 'random', k)))).toBeGreaterThan(0);

    const s = afterRefusedOffer();
    // The rules still allow it (docs/rules.md §7: a refused offer does not use the option)…
    expect(legalActions(s).some((m) => m.type === 'offer')).toBe(true);
    expect(s.purchase!.offered).toEqual([0]);
    // …but the bot does not.
    expect(offersIn(seeds.map((k) => chooseAction(playerView(s, 0), 'random', k)))).toBe(0);
    for (const level of ['easy', 'normal'] as const)
      expect(chooseAction(playerView(s, 0), level, 1, { maxSamples: 1, maxRaces: 5 }).type).not.toBe('offer');
  });
});
