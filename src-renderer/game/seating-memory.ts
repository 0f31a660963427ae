import { BOT_LEVELS, type BotLevel } from './bot-brain'
import type { Seating } from './session'

// The save file format (src-shared/save-file.ts) holds the game only; which seat is the human
// and each bot's level are a renderer preference, kept per save slot in this browser profile.
const KEY = 'horse-fever:seating:'

export function storeSeating(slot: string, seating: Seating): void {
  try {
    globalThis.localStorage?.setItem(KEY + slot, JSON.stringify(seating))
  } catch {
    // Without storage a continued game falls back to the default seating.
  }
}

/** The seating remembered for a slot; otherwise the human at seat 0 against easy bots. */
export function loadSeating(slot: string, players: number): Seating {
  const fallback: Seating = { humanSeat: 0, bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : 'easy')) }
  try {
    const raw = globalThis.localStorage?.getItem(KEY + slot)
    if (!raw) return fallback
    const s = JSON.parse(raw) as Seating
    const ok = Number.isInteger(s.humanSeat) && s.humanSeat >= 0 && s.humanSeat < players && Array.isArray(s.bots) &&
      s.bots.length === players && s.bots.every((b, i) => (i === s.humanSeat ? b === null : BOT_LEVELS.includes(b as BotLevel)))
    return ok ? s : fallback
  } catch {
    return fallback
  }
}
