import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/** What the app keeps in its profile folder (the rest is Chromium's cache, rebuilt on demand). */
const OURS = ['saves', 'window-state.json'];

function isEmptyOrMissing(path: string): boolean {
  if (!existsSync(path)) return true;
  try {
    return readdirSync(path).length === 0;
  } catch {
    return false; // a file: not ours to replace
  }
}

/**
 * Moves the saves and window state from the folder the app used before it had a product
 * name (`horse-fever/`) into the current one, once: only what the new folder does not have
 * yet, so nothing is ever overwritten. Returns the names moved (for the log).
 */
export function moveLegacyProfile(oldDir: string, newDir: string): string[] {
  if (oldDir === newDir || !existsSync(oldDir)) return [];
  const moved: string[] = [];
  for (const name of OURS) {
    const from = join(oldDir, name);
    const to = join(newDir, name);
    if (!existsSync(from) || !isEmptyOrMissing(to)) continue;
    // An empty saves/ left by a start before this move (Windows cannot rename onto it).
    if (existsSync(to)) rmdirSync(to);
    mkdirSync(newDir, { recursive: true });
    renameSync(from, to);
    moved.push(name);
  }
  return moved;
}
