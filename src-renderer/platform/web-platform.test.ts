import { describe, expect, it } from 'vitest'
import { createWebPlatform, LAST_GAME_KEY, type KeyValueStore } from './web-platform'

function fakeStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  }
}

describe('web platform', () => {
  it('is of kind web', () => {
    expect(createWebPlatform(fakeStore()).kind).toBe('web')
  })

  it('returns null when nothing was saved', async () => {
    expect(await createWebPlatform(fakeStore()).loadLastGame()).toBeNull()
  })

  it('round-trips the last game and overwrites it', async () => {
    const store = fakeStore()
    const p = createWebPlatform(store)
    await p.saveLastGame('{"a":1}')
    await p.saveLastGame('{"a":2}')
    expect(await p.loadLastGame()).toBe('{"a":2}')
    expect(store.data.get(LAST_GAME_KEY)).toBe('{"a":2}')
  })
})
