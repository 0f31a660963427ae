import { recordSchema, type PlayerRecord, type RecordEntry } from './record-schema';
import { parseRecord } from './record-storage';

/** The record with `entry` added, unless a game with its id is already there (the same game seen again). */
export function withEntry(record: PlayerRecord, entry: RecordEntry): PlayerRecord {
  if (record.entries.some((e) => e.id === entry.id)) return record;
  return { ...record, entries: [...record.entries, entry] };
}

/** An imported record merged in by game id: games already kept stay as they are, no game twice. */
export function mergeRecords(mine: PlayerRecord, imported: PlayerRecord): { record: PlayerRecord; added: number } {
  const record = imported.entries.reduce(withEntry, mine);
  return { record, added: record.entries.length - mine.entries.length };
}

/** The outcome of importing a file: the merged record and how many games it added, or why it was refused. */
export type ImportOutcome =
  { ok: true; record: PlayerRecord; added: number } | { ok: false; kind: 'damaged' | 'unknownVersion' };

export function importRecord(mine: PlayerRecord, text: string): ImportOutcome {
  const parsed = parseRecord(text);
  return parsed.ok ? { ok: true, ...mergeRecords(mine, parsed.record) } : parsed;
}

/** The record as an export file's text (the same document as the stored one). */
export function recordText(record: PlayerRecord): string {
  return `${JSON.stringify(recordSchema.parse(record), null, 1)}\n`;
}

/** The export file's name, dated. */
export function recordFileName(now: Date): string {
  return `horse-fever-record-${now.toISOString().slice(0, 10)}.json`;
}
