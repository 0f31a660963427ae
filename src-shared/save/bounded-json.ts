/**
 * JSON from untrusted text (saves, imports, records) with a size and a nesting limit checked
 * before `JSON.parse`: a few megabytes of nested brackets (`[[[[…`) are valid JSON, yet parsing
 * them holds the thread for seconds (4 s for 4 MB in Node 20), and a value that deep overflows
 * the stack of whatever walks it next (`JSON.stringify`, structured clone over IPC). The scan
 * is one pass over the text and stops at the first bracket too deep, so refusing costs nothing.
 */

/** Deepest nesting accepted: a save needs 5 levels (file › actions › lineup › placements › placement). */
export const MAX_JSON_DEPTH = 32;

export interface JsonLimits {
  /** Longest text accepted, in UTF-16 code units (what `text.length` counts). */
  maxChars: number;
  maxDepth: number;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The deepest nesting of `[` and `{` outside strings, counting no further than `limit + 1`.
 * Text that is not JSON gets some number; `JSON.parse` then refuses it as usual.
 */
export function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** Parses `text` as JSON within `limits`; the problem is English text without the file's name. */
export function parseBoundedJson(text: string, limits: JsonLimits): BoundedJson {
  if (text.length > limits.maxChars) return { ok: false, problem: `larger than ${limits.maxChars} bytes; not a save` };
  if (nestingDepth(text, limits.maxDepth) > limits.maxDepth)
    return { ok: false, problem: `nested more than ${limits.maxDepth} levels deep; not a save` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, problem: `not valid JSON, the file is damaged or truncated (${(e as Error).message})` };
  }
}
