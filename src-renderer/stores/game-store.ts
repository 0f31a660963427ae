import { defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import type { PlayerAction, PlayerView as EngineView } from '../../src-shared/index'
import { latestSave, newSlotId } from '../../src-shared/save-file'
import { getPlatform } from '../platform/current-platform'
import { autosave, continueLastGame } from '../platform/saved-games'
import { loadSeating, storeSeating } from '../game/seating-memory'
import { createBotBrain } from '../game/bot-client'
import type { BotBrain, BotLevel } from '../game/bot-brain'
import type { LogEntry } from '../game/log'
import { pauseAfter, sleep, type Speed } from '../game/pacing'
import { GameSession, type Persist } from '../game/session'

export type PlayerView = EngineView
export type GameMode = 'family' | 'board'

export interface SeatSetup {
  name: string
  /** null: the human. */
  bot: BotLevel | null
}

export interface NewGameSetup {
  mode: GameMode
  seats: SeatSetup[]
  starred: boolean
  /** Blank in the form means "pick one at random". */
  seed: number | null
}

export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 6

/** Default seat list: the human first, then bots. */
export function defaultSeats(playerName: string, playerCount: number, level: BotLevel = 'easy'): SeatSetup[] {
  const human = playerName.trim() || 'Player'
  return [{ name: human, bot: null }, ...Array.from({ length: playerCount - 1 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: level }))]
}

export const useGameStore = defineStore('game', () => {
  // The session is plain TypeScript; Vue sees only the views it publishes.
  let session: GameSession | null = null
  let brain: BotBrain | null = null
  const view = shallowRef<PlayerView | null>(null)
  const log = shallowRef<readonly LogEntry[]>([])
  const thinking = ref<number | null>(null)
  const error = ref<string | null>(null)
  const speed = ref<Speed>('normal')
  const skipping = ref(false)
  const hasSave = ref(false)
  let runningFor: GameSession | null = null

  function getBrain(): BotBrain {
    brain ??= markRaw(createBotBrain())
    return brain
  }

  /** Autosave into one slot per game. */
  function persistTo(slot: string): Persist {
    return (record, state) => autosave(getPlatform(), slot, record, state)
  }

  function publish(): void {
    if (!session) return
    view.value = session.view()
    log.value = session.log.slice()
  }

  function adopt(s: GameSession): void {
    session?.dispose()
    session = s
    error.value = null
    skipping.value = false
    publish()
    void run()
  }

  async function start(setup: NewGameSetup): Promise<boolean> {
    error.value = null
    const seed = setup.seed ?? Math.floor(Math.random() * 2 ** 31)
    const seating = { humanSeat: Math.max(0, setup.seats.findIndex((s) => s.bot === null)), bots: setup.seats.map((s) => s.bot) }
    const slot = newSlotId(new Date(), Math.random)
    try {
      adopt(GameSession.create(
        { mode: setup.mode, players: setup.seats.map((s) => s.name.trim() || 'Player'), seed, starred: setup.starred },
        seating, getBrain(), persistTo(slot),
      ))
      storeSeating(slot, seating)
    } catch (err) {
      error.value = err instanceof Error ? err.message : String(err)
      return false
    }
    hasSave.value = true
    return true
  }

  async function checkSave(): Promise<void> {
    try {
      hasSave.value = latestSave(await getPlatform().listSaves()) !== null
    } catch {
      hasSave.value = false
    }
  }

  async function continueSaved(): Promise<boolean> {
    error.value = null
    try {
      const loaded = await continueLastGame(getPlatform())
      if (loaded === null) throw new Error('No saved game.')
      if (!loaded.ok) throw new Error(loaded.problem)
      const record = { options: loaded.save.options, actions: loaded.save.actions }
      const seating = loadSeating(loaded.slot, record.options.players.length)
      adopt(GameSession.restore(record, seating, getBrain(), persistTo(loaded.slot)))
      return true
    } catch (err) {
      error.value = err instanceof Error ? err.message : String(err)
      return false
    }
  }

  /** The human's decision; the engine's refusal is shown as the error. */
  function act(action: PlayerAction): boolean {
    if (!session) return false
    const e = session.act(action)
    error.value = e
    publish()
    if (!e) void run()
    return e === null
  }

  function explain(action: PlayerAction): string | null {
    return session?.explain(action) ?? null
  }

  /** Advances chance and bots until the human must decide or the game ends, paced for watching. */
  async function run(): Promise<void> {
    const s = session
    if (!s || runningFor === s) return
    runningFor = s
    try {
      for (;;) {
        const next = s.step()
        thinking.value = s.thinking
        const r = await next
        if (s !== session) break
        thinking.value = null
        publish()
        if (r.kind === 'human' || r.kind === 'over' || r.kind === 'cancelled') break
        const phase = s.state.phase
        if (phase !== 'race') skipping.value = false
        await sleep(pauseAfter(r, phase, speed.value, skipping.value))
      }
    } catch (err) {
      if (s === session) error.value = err instanceof Error ? err.message : String(err)
    } finally {
      if (runningFor === s) {
        runningFor = null
        thinking.value = null
      }
    }
  }

  function skipRace(): void {
    skipping.value = true
  }

  function leave(): void {
    session?.dispose()
    session = null
    view.value = null
    log.value = []
    thinking.value = null
    void checkSave()
  }

  return { view, log, thinking, error, speed, skipping, hasSave, start, checkSave, continueSaved, act, explain, run, skipRace, leave }
})
