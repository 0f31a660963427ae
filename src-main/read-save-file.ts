import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { SaveFailure } from '../src-shared/save/save-problem';
import { fsProblem } from './fs-problem';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Save bytes as text: strict UTF-8 (a replaced byte would alter names), a byte-order mark dropped. */
export function decodeSaveBytes(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new SaveFailure({ code: 'notUtf8', params: { file } });
  }
}

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer (forever).
const READ_FLAGS = constants.O_RDONLY | (process.platform === 'win32' ? 0 : constants.O_NONBLOCK);

/** Refuses what is not a regular file of at most `maxBytes`, from its `stat`. */
function checkStat(info: Stats, file: string, maxBytes: number): void {
  if (!info.isFile()) throw new SaveFailure({ code: 'notRegularFile', params: { file } });
  if (info.size > maxBytes) throw new SaveFailure({ code: 'tooLarge', params: { file, max: maxBytes } });
}

/**
 * Opens a regular file of at most `maxBytes` for reading, refused from its `stat` before any open
 * (a FIFO or a device is never opened); null when there is no such file. The caller closes it.
 */
async function openRegular(
  path: string,
  file: string,
  maxBytes: number,
): Promise<{ handle: FileHandle; info: Stats } | null> {
  let handle: FileHandle;
  try {
    checkStat(await stat(path), file, maxBytes);
    handle = await open(path, READ_FLAGS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SaveFailure(fsProblem(err, file));
  }
  try {
    // The name may have been given to something else since the stat: what was opened counts.
    const info = await handle.stat();
    checkStat(info, file, maxBytes);
    return { handle, info };
  } catch (err) {
    await handle.close();
    throw new SaveFailure(fsProblem(err, file));
  }
}

/**
 * A save's text from disk (the saves folder, a file the user picked), or null when there is no
 * such file. Only a regular file is read: a FIFO, a device such as /dev/zero or a socket, even
 * through a symlink, is refused from its `stat` without being opened, so it can neither block
 * nor fill memory (nor feel an open, which some devices act on). At most `maxBytes`, strict
 * UTF-8. Every error is a SaveFailure naming `file`.
 */
export async function readSaveFile(path: string, file: string, maxBytes: number): Promise<string | null> {
  const opened = await openRegular(path, file, maxBytes);
  if (!opened) return null;
  const { handle, info } = opened;
  try {
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

/**
 * readSaveFile for the synchronous callers (the window state at start-up, the command line's
 * file arguments), with the same refusals: only a regular file is opened, at most `maxBytes`.
 */
export function readSaveFileSync(path: string, file: string, maxBytes: number): string | null {
  let fd: number;
  try {
    checkStat(statSync(path), file, maxBytes);
    fd = openSync(path, READ_FLAGS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SaveFailure(fsProblem(err, file));
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new SaveFailure({ code: 'notRegularFile', params: { file } });
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length === buffer.length) break;
    }
    if (length > maxBytes) throw new SaveFailure({ code: 'tooLarge', params: { file, max: maxBytes } });
    return decodeSaveBytes(buffer.subarray(0, length), file);
  } catch (err) {
    throw new SaveFailure(fsProblem(err, file));
  } finally {
    closeSync(fd);
  }
}

/** The last `tailBytes` bytes of an open file of `size` bytes. */
async function readTail(handle: FileHandle, size: number, tailBytes: number): Promise<Buffer> {
  const tail = Buffer.allocUnsafe(Math.min(tailBytes, size));
  const { bytesRead } = await handle.read(tail, 0, tail.length, size - tail.length);
  return tail.subarray(0, bytesRead);
}

/** The first line of a save and its last bytes: what the listing reads of it (docs/saves.md). */
export interface SaveHead {
  /** The first line with its line break; empty when none ends within `maxHead` bytes. */
  head: string;
  /** The last bytes, as Latin-1 (only the closing brackets are looked at). */
  tail: string;
}

/** The first read's size: most saves' summary line, and the whole of a short save, fit in it. */
const HEAD_CHUNK = 16 * 1024;

/**
 * The summary line and the end of a save on disk, read with readSaveFile's refusals (regular
 * files of at most `maxBytes`, a FIFO or device never opened): a few kilobytes, whatever the
 * length of the log. Null when there is no such file.
 */
export async function readSaveHead(
  path: string,
  file: string,
  maxBytes: number,
  maxHead: number,
  tailBytes: number,
): Promise<SaveHead | null> {
  const opened = await openRegular(path, file, maxBytes);
  if (!opened) return null;
  const { handle, info } = opened;
  try {
    // Unzeroed: only the bytes read are ever looked at (the listing reads thousands of files).
    let buffer = Buffer.allocUnsafe(Math.min(info.size, HEAD_CHUNK, maxHead));
    let length = 0;
    let lineEnd = -1;
    while (lineEnd === -1 && length < Math.min(info.size, maxHead)) {
      if (length === buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, info.size, maxHead));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      lineEnd = buffer.subarray(length, length + bytesRead).indexOf(0x0a);
      if (lineEnd !== -1) lineEnd += length;
      length += bytesRead;
    }
    const headBytes = buffer.subarray(0, lineEnd === -1 ? length : lineEnd + 1);
    // A short save was read whole by now: its tail is in hand.
    const tail =
      length === info.size
        ? buffer.subarray(Math.max(0, length - tailBytes), length)
        : await readTail(handle, info.size, tailBytes);
    // A multi-byte character cut at the end of an unfinished head is not the file's fault.
    const head = lineEnd === -1 ? '' : decodeSaveBytes(headBytes, file);
    return { head, tail: tail.toString('latin1') };
  } catch (err) {
    throw new SaveFailure(fsProblem(err, file));
  } finally {
    await handle.close();
  }
}
