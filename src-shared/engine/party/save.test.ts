import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/random-game';
import { describeSave, makeSave, readSaveText, serializeSave, type Seat } from '../../save/save-file';
import { playRandomParty } from './testing/random-party';
import type { PartyAction, PartyOptions } from './types';

// Saved Party Games (docs/rules.md §11): the same save file as the other modes, checked the same way.

const NOW = new Date('2026-11-23T12:00:00.000Z');
const options: PartyOptions = {
  mode: 'party',
  players: Array.from({ length: 12 }, (_, i) => `P${i}`),
  seed: 'save',
  partyOptions: { races: 3, startingMoney: 500 },
};
const seats: Seat[] = options.players.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'hard' }));

describe('saved Party Games', () => {
  const { state, log } = playRandomParty(options, seededRandom(3));

  it('save, list and load back to the same game, with 12 seats', () => {
    const save = makeSave({ options, actions: log }, state, NOW, undefined, seats);
    expect(save.name).toBe(`Party game: ${options.players.join(', ')}`.slice(0, 80));
    const r = readSaveText(serializeSave(save), 's.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save.options.mode).toBe('party');
    expect(r.state).toEqual(state);
    const entry = describeSave('s', serializeSave(save), 's.json');
    expect(entry).toMatchObject({ ok: true, snapshot: { mode: 'party', rounds: 3, phase: 'gameOver' } });
  });

  it('refuse a hand-edited race (a card’s horse order the seed did not draw) and bad options', () => {
    const i = log.findIndex((a) => a.type === 'chance' && a.kind === 'movement');
    const edited = log.map((a, j): PartyAction =>
      j === i && a.type === 'chance' && a.kind === 'movement' ? { ...a, order: a.order.slice().reverse() } : a,
    );
    const save = makeSave({ options, actions: edited }, state, NOW, undefined, seats);
    expect(readSaveText(serializeSave(save), 'e.json')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        /^e\.json: the action log does not replay: Action \d+ \(chance\): NOT_SEEDED .*movement:/,
      ),
    });
    const thirteen = { ...options, players: [...options.players, 'P12'] };
    const bad = makeSave({ options: thirteen, actions: [] }, state, NOW, undefined, [...seats, seats[1]]);
    expect(readSaveText(serializeSave(bad), 'b.json').ok).toBe(false);
  });
});
