import type { z } from 'zod';
import { MAX_JSON_DEPTH, parseBoundedJson } from './bounded-json';
import { endsWhole, MAX_SUMMARY_CHARS, summaryJson } from './save-layout';
import { summaryLineSchema, type SaveSummary } from './save-schema';

/** A save's fields but its action log, as its summary line holds them. */
export type SummaryFields = z.infer<typeof summaryLineSchema>;

/** The summary line as parsed (`raw`) and as checked, or null when there is no valid one. */
function parseLine(head: string): { raw: Record<string, unknown>; fields: SummaryFields } | null {
  const line = summaryJson(head);
  if (line === null) return null;
  const json = parseBoundedJson(line, { maxChars: MAX_SUMMARY_CHARS, maxDepth: MAX_JSON_DEPTH });
  if (!json.ok) return null;
  const r = summaryLineSchema.safeParse(json.value);
  return r.success ? { raw: json.value as Record<string, unknown>, fields: r.data } : null;
}

/**
 * A save's summary from its first line and its last characters alone (the listing, docs/saves.md
 * "The summary line"), or null when they do not make a whole, consistent summary (no such line,
 * a file cut short, a line the schema refuses): the caller then checks the whole text.
 */
export function readSummary(head: string, tail: string): SummaryFields | null {
  return endsWhole(tail) ? (parseLine(head)?.fields ?? null) : null;
}

export function summaryEntry(slot: string, fields: SummaryFields): SaveSummary {
  return { slot, ok: true, name: fields.name, savedAt: fields.savedAt, snapshot: fields.snapshot };
}

/**
 * The cheap check of a save the app serialised itself (autosave, and the same text over IPC):
 * a whole, consistent summary line. The log is neither parsed nor replayed, since the app wrote
 * it from the game it plays; every load still checks it all. The size cap is the host's.
 */
export function checkOwnSave(
  text: string,
  fileName: string,
): { ok: true; summary: SummaryFields } | { ok: false; problem: string } {
  const summary = readSummary(text, text);
  if (summary === null)
    return { ok: false, problem: `${fileName}: no whole summary line; not a save this app wrote, not written` };
  return { ok: true, summary };
}

/**
 * Why a parsed save's summary line disagrees with the document (a key given twice: the listing
 * would show the first, a load the last), or null when it agrees or makes no claim.
 */
export function summaryMismatch(text: string, document: unknown): string | null {
  const line = parseLine(text)?.raw;
  if (line === undefined || document === null || typeof document !== 'object') return null;
  const fields = Object.entries(document).filter(([key]) => key !== 'actions');
  const same =
    fields.length === Object.keys(line).length &&
    fields.every(([key, value]) => JSON.stringify(line[key]) === JSON.stringify(value));
  return same ? null : 'the summary line does not match the save';
}
