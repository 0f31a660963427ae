import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { newGame, playerView } from '../../src-shared/index'
import { getPlatform } from '../platform/current-platform'

export type GameState = ReturnType<typeof newGame>
export type PlayerView = ReturnType<typeof playerView>
export type GameMode = 'family' | 'board'

export interface NewGameSetup {
  playerName: string
  playerCount: number
  mode: GameMode
  /** Blank in the form means "pick one at random". */
  seed: number | null
}

export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 6

/** The human sits at seat 0; the others are bots for now. */
export function seatNames(playerName: string, playerCount: number): string[] {
  const human = playerName.trim() || 'Player'
  return [human, ...Array.from({ length: playerCount - 1 }, (_, i) => `Bot ${i + 1}`)]
}

export const useGameStore = defineStore('game', () => {
  // shallowRef: the engine owns the state; Vue must not deep-proxy it.
  const state = shallowRef<GameState | null>(null)
  const seat = ref(0)
  const error = ref<string | null>(null)
  const view = computed<PlayerView | null>(() =>
    state.value ? playerView(state.value, seat.value) : null,
  )

  async function start(setup: NewGameSetup): Promise<boolean> {
    error.value = null
    const seed = setup.seed ?? Math.floor(Math.random() * 2 ** 31)
    try {
      state.value = newGame({
        mode: setup.mode,
        players: seatNames(setup.playerName, setup.playerCount),
        seed,
      })
    } catch (err) {
      error.value = err instanceof Error ? err.message : String(err)
      return false
    }
    seat.value = 0
    try {
      await getPlatform().saveLastGame(JSON.stringify(state.value))
    } catch (err) {
      // A failed autosave must not stop play.
      console.warn('Could not save the last game:', err)
    }
    return true
  }

  function leave(): void {
    state.value = null
  }

  return { state, seat, error, view, start, leave }
})
