import { basename } from 'node:path';
import { SaveFailure } from '../src-shared/save/save-problem';
import { readSaveFile, readSaveFileSync } from './read-save-file';

/**
 * Reads a file the user picked (import, "Open with") as a save's text, with the saves folder's
 * checks (regular files only, at most `maxBytes`, strict UTF-8). Every error names the file.
 */
export async function readUserFile(path: string, maxBytes: number): Promise<string> {
  const file = basename(path);
  const text = await readSaveFile(path, file, maxBytes);
  // The picked file went away before it was read.
  if (text === null) throw new SaveFailure({ code: 'ioError', params: { file, detail: 'ENOENT' } });
  return text;
}

/**
 * A file named on the command line, read as readUserFile reads it (regular files only, at most
 * `maxBytes`, strict UTF-8) with problems naming it as given; a missing file throws ENOENT.
 */
export function readUserFileSync(path: string, maxBytes: number): string {
  const text = readSaveFileSync(path, path, maxBytes);
  if (text === null) throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
  return text;
}
