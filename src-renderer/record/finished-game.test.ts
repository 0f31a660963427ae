import { describe, expect, it } from 'vitest';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { dailySeed } from './daily-race';
import { entryOf } from './finished-game';
import { recordEntrySchema } from './record-schema';

const NOW = new Date('2026-11-26T23:00:00.000Z');
const SLOT = '20261126-221500-abcdef';

function finished(mode: 'family' | 'party', seed: number) {
  const options = mode === 'family' ? { ...optionsFor(mode, 4, seed), starred: false } : optionsFor(mode, 4, seed);
  const played = playWithStates(options, seededRandom(seed));
  return { options, state: played.states.at(-1)!, first: played.states[0]! };
}

describe('entryOf', () => {
  it('records the human seat’s place, VP and money of a finished Family Game', () => {
    const { options, state } = finished('family', 7);
    const e = entryOf({ slot: SLOT, options, state, seating: { bots: ['easy', null, 'hard', 'easy'] } }, NOW)!;
    const mine = state.mode === 'party' ? null : state.result!.find((r) => r.seat === 1)!;
    expect(recordEntrySchema.parse(e)).toEqual(e);
    expect(e).toMatchObject({
      id: `${SLOT}/7`,
      mode: 'family',
      players: 4,
      bots: ['easy', 'hard', 'easy'],
      place: mine!.place,
      vp: mine!.vp,
      money: mine!.money,
      won: mine!.place === 1,
      daily: null,
      slot: SLOT,
      finishedAt: NOW.toISOString(),
    });
  });

  it('records money and no VP in the Party Game', () => {
    const { options, state } = finished('party', 3);
    const e = entryOf({ slot: SLOT, options, state, seating: { bots: [null, 'easy', 'easy', 'easy'] } }, NOW)!;
    expect(e.mode).toBe('party');
    expect(e.vp).toBeNull();
    expect(e.money).toBe(state.mode === 'party' ? state.result!.find((r) => r.seat === 0)!.money : NaN);
  });

  it('counts the undos and hints the game used (docs/replays.md), none when not told', () => {
    const { options, state } = finished('party', 3);
    const seating = { bots: [null, 'easy', 'easy', 'easy'] as const };
    const game = { slot: SLOT, options, state, seating: { bots: [...seating.bots] } };
    expect(entryOf({ ...game, aids: { undos: 2, hints: 5 } }, NOW)).toMatchObject({ undos: 2, hints: 5 });
    expect(entryOf(game, NOW)).toMatchObject({ undos: 0, hints: 0 });
  });

  it('records nothing before the end, nor a pass-and-play game', () => {
    const { options, state, first } = finished('family', 7);
    expect(
      entryOf({ slot: SLOT, options, state: first, seating: { bots: [null, 'easy', 'easy', 'easy'] } }, NOW),
    ).toBeNull();
    expect(entryOf({ slot: SLOT, options, state, seating: { bots: [null, null, 'easy', 'easy'] } }, NOW)).toBeNull();
  });

  it('marks the daily race with its date', () => {
    const seed = dailySeed('2026-11-26');
    const { options, state } = finished('family', seed);
    const e = entryOf({ slot: SLOT, options, state, seating: { bots: [null, 'normal', 'normal', 'normal'] } }, NOW);
    expect(e?.daily).toBe('2026-11-26');
  });
});
