import type { RecordEntry } from './record-schema';

/** A record entry for tests: a won Family Game against Normal bots unless told otherwise. */
export function entry(n: number, over: Partial<RecordEntry> = {}): RecordEntry {
  const place = over.place ?? 1;
  return {
    id: `20261101-1000${String(n).padStart(2, '0')}-abcdef/${n}`,
    finishedAt: new Date(Date.UTC(2026, 10, 1, 10, n)).toISOString(),
    mode: 'family',
    players: 4,
    bots: ['normal', 'normal', 'normal'],
    place,
    vp: 10 + n,
    money: 1000 + 100 * n,
    won: place === 1,
    hints: 0,
    undos: 0,
    daily: null,
    slot: `20261101-1000${String(n).padStart(2, '0')}-abcdef`,
    ...over,
  };
}
