import { describe, expect, it } from 'vitest';
import type { PlayerView, RevealedCard } from '../../src-shared/index';
import { viewWith } from '../testing/component-fixtures';
import { diceCues, movementCues, revealCues, revealLanes } from './race-events';

type Race = NonNullable<PlayerView['race']>;

/** A race state with only what the cues read; the engine produced such states in play. */
function race(patch: Partial<Race> & { revealed?: RevealedCard[] }): Race {
  const { revealed = [], ...rest } = patch;
  return {
    positions: [0, 0, 0, 0, 0, 0],
    ranking: [],
    turned: 0,
    next: 'movement',
    movementCard: null,
    dice: null,
    photoTies: [],
    pendingRank: [],
    cards: { revealed } as Race['cards'],
    ...rest,
  };
}

const felix: RevealedCard = { card: 14, horse: 'green', seat: 0, fate: 'active' };
const magna: RevealedCard = { card: 1, horse: 'green', seat: 1, fate: 'discarded' };
const fortuna: RevealedCard = { card: 2, horse: 'red', seat: 0, fate: 'active' };

describe('race cues', () => {
  it('reveal lanes in lane order, each card with its fate, then the odds move', () => {
    const r = race({ revealed: [fortuna, felix, magna] });
    expect(revealLanes(r)).toEqual([2, 3]);
    const after = viewWith({ race: r, odds: [0, 1, 3, 3, 4, 5] });
    const cues = revealCues(2, [0, 1, 2, 3, 4, 5], after);
    expect(cues.map((c) => c.key)).toEqual(['show.fate.active', 'show.fate.discarded', 'show.odds']);
    expect(cues[2]!.params).toMatchObject({ from: '1:4', to: '1:5' });
    expect(revealCues(3, [0, 1, 2, 3, 4, 5], after).map((c) => c.key)).toEqual(['show.fate.active']);
  });

  it('call out a horse whose cards made it move otherwise than the movement card prints', () => {
    // Movement card 1 prints 3, 3, 2, 2, 2, 2 for odds rows 1:2 … 1:7.
    const before = race({ revealed: [felix, fortuna] });
    const after = race({ revealed: [felix, fortuna], movementCard: 1, positions: [3, 3, 0, 2, 2, 2] });
    const cues = movementCues(before, after, [0, 1, 2, 3, 4, 5]);
    expect(cues).toEqual([
      expect.objectContaining({ horse: 2, key: 'show.stays', tone: 'bad', params: expect.objectContaining({ n: 0 }) }),
    ]);
  });

  it('call out no horse that moved as printed, nor one without a card in play', () => {
    const before = race({ revealed: [magna] });
    const after = race({ revealed: [magna], movementCard: 1, positions: [3, 3, 0, 2, 2, 2] });
    expect(movementCues(before, after, [0, 1, 2, 3, 4, 5])).toEqual([]);
  });

  it('call out sprinters and, instead, the places of horses ranked by the roll', () => {
    const before = race({ positions: [11, 5, 6, 7, 8, 9], ranking: [] });
    const after = race({ positions: [12, 6, 6, 7, 8, 9], ranking: [0] });
    expect(diceCues(before, after).map((c) => [c.horse, c.key, c.params['n'] ?? c.params['place']])).toEqual([
      [1, 'show.sprint', 1],
      [0, 'show.place', { t: 'rank.p1' }],
    ]);
  });
});
