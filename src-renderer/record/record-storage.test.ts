import { describe, expect, it } from 'vitest';
import { emptyRecord, RECORD_FORMAT } from './record-schema';
import { loadRecord, RECORD_KEY, saveRecord, SET_ASIDE_PREFIX } from './record-storage';
import { importRecord, recordText, withEntry } from './record-merge';
import { entry } from './test-entries';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const NOW = new Date('2026-11-26T23:00:00.000Z');

describe('the stored record', () => {
  it('starts empty and reads back what was written', () => {
    const store = memory();
    expect(loadRecord(store, NOW)).toEqual({ record: emptyRecord(), problem: null });
    const record = withEntry(emptyRecord(), entry(1));
    saveRecord(record, store);
    expect(loadRecord(store, NOW)).toEqual({ record, problem: null });
  });

  it('keeps a damaged record aside and goes on with an empty one', () => {
    const store = memory({ [RECORD_KEY]: '{"format":"horse-fever-record","version":1,"entries":[{"id":1}]}' });
    const { record, problem } = loadRecord(store, NOW);
    expect(record.entries).toEqual([]);
    expect(problem).toEqual({ kind: 'damaged', keptAs: `${SET_ASIDE_PREFIX}2026-11-26T23:00:00.000Z` });
    expect(store.data.get(problem!.keptAs)).toBe(store.data.get(RECORD_KEY));
  });

  it('keeps a newer version aside without overwriting an earlier one kept aside', () => {
    const text = JSON.stringify({ format: RECORD_FORMAT, version: 2, games: [] });
    const first = `${SET_ASIDE_PREFIX}2026-11-26T23:00:00.000Z`;
    const store = memory({ [RECORD_KEY]: text, [first]: 'older' });
    const { problem } = loadRecord(store, NOW);
    expect(problem).toEqual({ kind: 'unknownVersion', keptAs: `${first}-2` });
    expect(store.data.get(first)).toBe('older');
    expect(store.data.get(`${first}-2`)).toBe(text);
  });

  it('reads text that is not JSON as damaged', () => {
    expect(loadRecord(memory({ [RECORD_KEY]: '{oops' }), NOW).problem?.kind).toBe('damaged');
  });
});

describe('adding and importing games', () => {
  it('adds a game once, however often its end is seen', () => {
    const once = withEntry(emptyRecord(), entry(1));
    expect(withEntry(once, entry(1, { finishedAt: NOW.toISOString() }))).toBe(once);
    expect(withEntry(once, entry(2)).entries).toHaveLength(2);
  });

  it('merges an exported record by game id, without duplicates', () => {
    const mine = [entry(1), entry(2)].reduce(withEntry, emptyRecord());
    const theirs = [entry(2, { vp: 99 }), entry(3)].reduce(withEntry, emptyRecord());
    const r = importRecord(mine, recordText(theirs));
    expect(r.ok && r.added).toBe(1);
    expect(r.ok && r.record.entries.map((e) => [e.id, e.vp])).toEqual([
      [entry(1).id, 11],
      [entry(2).id, 12],
      [entry(3).id, 13],
    ]);
  });

  it('refuses a file that is not a record, leaving the record as it was', () => {
    const mine = withEntry(emptyRecord(), entry(1));
    expect(importRecord(mine, '{"format":"horse-fever-save"}')).toEqual({ ok: false, kind: 'damaged' });
    expect(importRecord(mine, 'not json')).toEqual({ ok: false, kind: 'damaged' });
    expect(mine.entries).toHaveLength(1);
  });
});
