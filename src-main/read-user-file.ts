import { basename } from 'node:path';
import { SaveFailure } from '../src-shared/save/save-problem';
import { readSaveFile } from './read-save-file';

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
