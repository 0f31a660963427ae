import { emptyRecord, RECORD_FORMAT, RECORD_VERSION, recordSchema, type PlayerRecord } from './record-schema';

/** Where the record lives: one localStorage key, written whole (as the settings are). */
export const RECORD_KEY = 'horse-fever:record';
/** A record that could not be read is moved here first, so nothing overwrites it. */
export const SET_ASIDE_PREFIX = 'horse-fever:record:set-aside:';

export type RecordStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Why the stored record was not used: it was kept aside under `keptAs`. */
export interface RecordProblem {
  kind: 'damaged' | 'unknownVersion';
  keptAs: string;
}

/** Parses a record's text: the record, or the kind of problem. */
export function parseRecord(
  text: string,
): { ok: true; record: PlayerRecord } | { ok: false; kind: RecordProblem['kind'] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'damaged' };
  }
  const r = recordSchema.safeParse(raw);
  if (r.success) return { ok: true, record: r.data };
  const head = raw as { format?: unknown; version?: unknown } | null;
  const otherVersion = head?.format === RECORD_FORMAT && head.version !== RECORD_VERSION;
  return { ok: false, kind: otherVersion ? 'unknownVersion' : 'damaged' };
}

/**
 * The stored record; an empty one when there is none. One that cannot be read (damaged, or written by
 * a newer version of the app) is copied aside first and reported: the app goes on with an empty record.
 */
export function loadRecord(
  store: RecordStore | undefined = globalThis.localStorage,
  now: Date = new Date(),
): { record: PlayerRecord; problem: RecordProblem | null } {
  const text = store?.getItem(RECORD_KEY) ?? null;
  if (text === null) return { record: emptyRecord(), problem: null };
  const parsed = parseRecord(text);
  if (parsed.ok) return { record: parsed.record, problem: null };
  let keptAs = SET_ASIDE_PREFIX + now.toISOString();
  for (let n = 2; store?.getItem(keptAs) != null; n++) keptAs = `${SET_ASIDE_PREFIX}${now.toISOString()}-${n}`;
  store?.setItem(keptAs, text);
  return { record: emptyRecord(), problem: { kind: parsed.kind, keptAs } };
}

export function saveRecord(record: PlayerRecord, store: RecordStore | undefined = globalThis.localStorage): void {
  store?.setItem(RECORD_KEY, JSON.stringify(record));
}
