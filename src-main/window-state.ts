import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { parseBoundedJson } from '../src-shared/save/bounded-json';
import { readSaveFileSync } from './read-save-file';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface WindowState {
  bounds: Bounds;
  maximized: boolean;
}

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 900, height: 600 };
/** The file holds about 100 bytes; anything much larger is not ours. */
const MAX_STATE_BYTES = 64 * 1024;

const int = z.number().int().min(-100_000).max(100_000);
const stateSchema = z.object({
  bounds: z.object({ x: int, y: int, width: int.min(1), height: int.min(1) }),
  maximized: z.boolean(),
});

/** The remembered window, or null when the file is missing or not ours (then defaults apply). */
export function parseWindowState(text: string | null): WindowState | null {
  if (text === null) return null;
  const json = parseBoundedJson(text, { maxChars: MAX_STATE_BYTES, maxDepth: 4 });
  if (!json.ok) return null;
  const r = stateSchema.safeParse(json.value);
  return r.success ? r.data : null;
}

/**
 * The remembered window from `path`, read as the saves are (docs/saves.md): a regular file of at
 * most 64 KiB, so a FIFO or a device put there can neither block the start nor fill memory.
 */
export function readWindowState(path: string): WindowState | null {
  try {
    return parseWindowState(readSaveFileSync(path, WINDOW_STATE_FILE, MAX_STATE_BYTES));
  } catch {
    return null;
  }
}

function overlap(a: Bounds, b: Bounds): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where to open the window: the remembered bounds if enough of them is on a screen today
 * (monitors get unplugged), shrunk to fit that screen; otherwise the default size, centred.
 */
export function initialBounds(
  saved: WindowState | null,
  workAreas: Bounds[],
): Partial<Bounds> & { width: number; height: number } {
  if (saved) {
    const b = saved.bounds;
    const best = [...workAreas].sort((p, q) => overlap(b, q) - overlap(b, p))[0];
    if (best && overlap(b, best) >= 0.25 * Math.min(b.width * b.height, best.width * best.height)) {
      const width = Math.max(MIN_SIZE.width, Math.min(b.width, best.width));
      const height = Math.max(MIN_SIZE.height, Math.min(b.height, best.height));
      const x = Math.min(Math.max(b.x, best.x), best.x + best.width - width);
      const y = Math.min(Math.max(b.y, best.y), best.y + best.height - height);
      return { x, y, width, height };
    }
  }
  return { ...DEFAULT_SIZE };
}

export function serializeWindowState(state: WindowState): string {
  return `${JSON.stringify(state)}\n`;
}

/**
 * Remembers the window at close. A failure (disk full, folder read-only) must not throw out of
 * the close handler: it is returned for the log, and the next start uses the defaults.
 */
export function saveWindowState(
  file: string,
  state: WindowState,
  write: (file: string, text: string) => void = (f, text) => writeFileAtomic.sync(f, text),
): Error | null {
  try {
    write(file, serializeWindowState(state));
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
