import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import { MAX_SAVE_BYTES } from '../src-shared/save-file'

export const LAST_GAME_FILE = 'last-game.json'

/**
 * IPC handler body for 'save:last'. The argument comes from the renderer, so it
 * is validated here; atomic write so a crash never leaves a half-written save.
 */
export async function saveLastGame(dir: string, data: unknown): Promise<void> {
  if (typeof data !== 'string') throw new TypeError('save:last expects a string')
  if (Buffer.byteLength(data, 'utf8') > MAX_SAVE_BYTES) {
    throw new RangeError(`save:last payload exceeds ${MAX_SAVE_BYTES} bytes`)
  }
  await writeFileAtomic(join(dir, LAST_GAME_FILE), data, { encoding: 'utf8' })
}

/** IPC handler body for 'load:last': null when there is no save yet. */
export async function loadLastGame(dir: string): Promise<string | null> {
  try {
    return await readFile(join(dir, LAST_GAME_FILE), 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}
