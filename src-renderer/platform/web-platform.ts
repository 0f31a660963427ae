import type { Platform } from './platform'

/** The subset of Web Storage we use, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

export const LAST_GAME_KEY = 'horse-fever:last-game'

export function createWebPlatform(store: KeyValueStore): Platform {
  return {
    kind: 'web',
    async saveLastGame(json) {
      store.setItem(LAST_GAME_KEY, json)
    },
    async loadLastGame() {
      return store.getItem(LAST_GAME_KEY)
    },
  }
}
