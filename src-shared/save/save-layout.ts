/**
 * How a save's text is laid out (docs/saves.md, "The summary line"): one JSON document, as
 * before, whose first line holds every field but the action log, so a listing parses that line
 * alone while any JSON reader still reads the whole. String work only: the schema is elsewhere.
 */

/** Longest summary line read: twelve players' names, seats and scores take under 10 KB. */
export const MAX_SUMMARY_CHARS = 32 * 1024;
/** How much of a save's end shows that it is whole (`]` then `}`, with their line breaks). */
export const TAIL_CHARS = 16;

/** The save's text: the summary on the first line, then the log pretty-printed as it always was. */
export function layoutSave(save: { actions: readonly unknown[] }): string {
  const { actions, ...summary } = save;
  // Pretty JSON breaks lines only between tokens (a string's line breaks are escaped): joining them keeps the value.
  const line = JSON.stringify(summary, null, 1).replace(/\n */g, '');
  // `{\n "actions": [...]\n}`: the log indented as a field, without a pass over its text.
  const log = JSON.stringify({ actions }, null, 1);
  return `${line.slice(0, -1)},\n${log.slice(2)}\n`;
}

/**
 * The first line of a save's text closed into a JSON object of its own, or null when it cannot
 * be one (a save from before the summary line, a file laid out by hand): only the whole tells then.
 */
export function summaryJson(text: string): string | null {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = text.indexOf('\n', start);
  if (end === -1 || end - start > MAX_SUMMARY_CHARS) return null;
  if (text[start] !== '{' || text[end - 1] !== ',') return null;
  return `${text.slice(start, end - 1)}}`;
}

/** Whether a save's last characters close it: a file cut short is noticed without reading the rest. */
export function endsWhole(tail: string): boolean {
  return /\]\s*\}\s*$/.test(tail.slice(-TAIL_CHARS));
}
