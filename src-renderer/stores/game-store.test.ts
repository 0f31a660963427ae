import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Platform } from '../platform/platform'
import { setPlatform } from '../platform/current-platform'
import { createWebPlatform, memoryStore } from '../platform/web-platform'
import { seatNames, useGameStore } from './game-store'

let saved: string[] = []
const fakePlatform: Platform = {
  ...createWebPlatform(memoryStore()),
  saveLastGame: async (json) => void saved.push(json),
  loadLastGame: async () => saved.at(-1) ?? null,
}

beforeEach(() => {
  saved = []
  setPlatform(fakePlatform)
  setActivePinia(createPinia())
})

describe('seatNames', () => {
  it('puts the human first and fills with bots', () => {
    expect(seatNames('Ann', 3)).toEqual(['Ann', 'Bot 1', 'Bot 2'])
    expect(seatNames('  ', 2)).toEqual(['Player', 'Bot 1'])
  })
})

describe('game store', () => {
  it('starts a family game, exposes the view and autosaves it', async () => {
    const game = useGameStore()
    expect(await game.start({ playerName: 'Ann', playerCount: 4, mode: 'family', seed: 123 })).toBe(true)
    const view = game.view
    expect(view?.players.map((p) => p.name)).toEqual(['Ann', 'Bot 1', 'Bot 2', 'Bot 3'])
    expect(view?.odds).toHaveLength(6)
    expect(typeof view?.phase).toBe('string')
    expect(saved).toHaveLength(1)
    expect(JSON.parse(saved[0] ?? '')).toBeTypeOf('object')
  })

  it('is deterministic for a given seed', async () => {
    const game = useGameStore()
    await game.start({ playerName: 'Ann', playerCount: 3, mode: 'family', seed: 7 })
    const first = JSON.stringify(game.view)
    await game.start({ playerName: 'Ann', playerCount: 3, mode: 'family', seed: 7 })
    expect(JSON.stringify(game.view)).toBe(first)
  })

  it('reports engine errors instead of throwing', async () => {
    const game = useGameStore()
    expect(await game.start({ playerName: 'Ann', playerCount: 7, mode: 'family', seed: 1 })).toBe(false)
    expect(game.error).toBeTruthy()
    expect(game.view).toBeNull()
    expect(saved).toHaveLength(0)
  })
})
