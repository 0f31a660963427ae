import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { SaveFailure } from '../src-shared/save-problem';
import { decodeSaveBytes, fsProblem } from './saves-folder';

/**
 * Reads a file the user picked (import, "Open with") as a save's text: only a regular file
 * (a device such as /dev/zero or a FIFO is refused before anything is read from it, so it can
 * neither fill memory nor block), at most `maxBytes`, strict UTF-8. Every error names the file.
 */
export async function readUserFile(path: string, maxBytes: number): Promise<string> {
  const file = basename(path);
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer (forever).
  const flags = constants.O_RDONLY | (process.platform === 'win32' ? 0 : constants.O_NONBLOCK);
  let handle;
  try {
    handle = await open(path, flags);
  } catch (err) {
    throw new SaveFailure(fsProblem(err, file));
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new SaveFailure({ code: 'notRegularFile', params: { file } });
    if (info.size > maxBytes) throw new SaveFailure({ code: 'tooLarge', params: { file, max: maxBytes } });
    // The file may grow between stat and read: read at most one byte past the cap to notice.
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length === buffer.length) break;
    }
    if (length > maxBytes) throw new SaveFailure({ code: 'tooLarge', params: { file, max: maxBytes } });
    return decodeSaveBytes(buffer.subarray(0, length), file);
  } catch (err) {
    throw new SaveFailure(fsProblem(err, file));
  } finally {
    await handle.close();
  }
}
