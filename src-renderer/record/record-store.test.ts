// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { useRecordStore } from './record-store';
import { RECORD_KEY } from './record-storage';

const options = optionsFor('family', 3, 5);
const state = playWithStates(options, seededRandom(5)).states.at(-1)!;
const seating = { bots: [null, 'easy', 'hard'] as ('easy' | 'hard' | null)[] };
const NOW = new Date('2026-11-26T23:00:00.000Z');

beforeEach(() => {
  localStorage.clear();
  setActivePinia(createPinia());
});

describe('useRecordStore', () => {
  it('adds a finished game once, writes the record whole, and reads it back in a new session', () => {
    const record = useRecordStore();
    record.finished({ slot: '20261126-220000-aaaaaa', options, seating, state }, NOW);
    // The same game's end seen again (a finished save reloaded, the end screen reopened).
    record.finished({ slot: '20261126-220000-aaaaaa', options, seating, state }, new Date());
    expect(record.history).toHaveLength(1);
    // A rematch is another game: another slot.
    record.finished({ slot: '20261126-230000-bbbbbb', options, seating, state }, NOW);
    expect(record.stats.games).toBe(2);
    expect(JSON.parse(localStorage.getItem(RECORD_KEY)!).entries).toHaveLength(2);
    setActivePinia(createPinia());
    expect(
      useRecordStore()
        .history.map((e) => e.slot)
        .sort(),
    ).toEqual(['20261126-220000-aaaaaa', '20261126-230000-bbbbbb']);
  });

  it('imports a record’s new games and refuses a file that is not one', () => {
    const record = useRecordStore();
    record.finished({ slot: '20261126-220000-aaaaaa', options, seating, state }, NOW);
    const text = record.exportText();
    setActivePinia(createPinia());
    localStorage.clear();
    const other = useRecordStore();
    expect(other.importText(text)).toMatchObject({ ok: true, added: 1 });
    expect(other.importText(text)).toMatchObject({ ok: true, added: 0 });
    expect(other.importText('{}')).toEqual({ ok: false, kind: 'damaged' });
    expect(other.history).toHaveLength(1);
  });
});
