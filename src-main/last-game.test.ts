import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_SAVE_BYTES } from '../src-shared/save-file'
import { LAST_GAME_FILE, loadLastGame, saveLastGame } from './last-game'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hf-last-game-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('last game persistence', () => {
  it('loads null before anything is saved', async () => {
    expect(await loadLastGame(dir)).toBeNull()
  })

  it('writes last-game.json and reads it back', async () => {
    await saveLastGame(dir, '{"round":1}')
    expect(await readFile(join(dir, LAST_GAME_FILE), 'utf8')).toBe('{"round":1}')
    expect(await loadLastGame(dir)).toBe('{"round":1}')
  })

  it('rejects non-string payloads', async () => {
    await expect(saveLastGame(dir, { round: 1 })).rejects.toThrow(TypeError)
    await expect(saveLastGame(dir, undefined)).rejects.toThrow(TypeError)
    expect(await loadLastGame(dir)).toBeNull()
  })

  it('rejects payloads over 5 MB', async () => {
    await expect(saveLastGame(dir, 'x'.repeat(MAX_SAVE_BYTES + 1))).rejects.toThrow(RangeError)
    expect(await loadLastGame(dir)).toBeNull()
  })
})
