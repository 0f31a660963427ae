import type { AnyGameOptions } from '../../src-shared/index';
import type { BotLevel } from '../game/bot-brain';
import type { NewGameSetup } from '../game/table-setup';

/**
 * The daily race (docs/record.md, "The daily race"): one game a day, the same for everyone on a
 * date — a Family Game of four, the player against three Normal bots, its seed hashed from the
 * local date `YYYY-MM-DD`.
 */
export const DAILY_MODE = 'family';
export const DAILY_BOTS: readonly BotLevel[] = ['normal', 'normal', 'normal'];

/** A date's key in the player's own calendar (the daily race changes at local midnight). */
export function localDateKey(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local day a date key names (its midnight), for showing it in the player's language. */
export function dateKeyDay(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** The seed of a date's race: FNV-1a of the key, kept within the 31 bits the form's seeds use. */
export function dailySeed(dateKey: string): number {
  let h = 0x811c9dc5;
  for (const ch of `horse-fever daily ${dateKey}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7fffffff;
}

/**
 * The daily race's game: the player at seat 1, three Normal bots, deciding by their work and not
 * the clock, so that everyone's race that day is the same game for the same moves.
 */
export function dailySetup(dateKey: string, playerName: string): NewGameSetup {
  return {
    mode: DAILY_MODE,
    seats: [{ name: playerName, bot: null }, ...DAILY_BOTS.map((bot, i) => ({ name: `Bot ${i + 1}`, bot }))],
    starred: false,
    seed: dailySeed(dateKey),
    repeatable: true,
  };
}

/** Date keys one day either side of `d` (UTC): a slot's UTC stamp and the player's local date differ by under a day. */
function around(d: Date): string[] {
  return [-1, 0, 1].map((k) => new Date(d.getTime() + k * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The date of the daily race this game is, or null: its options and seating are the daily race's
 * and its seed is the one of a date around the day it was started (read from its save slot's stamp,
 * so a daily race saved and resumed is still one).
 */
export function dailyDateOf(
  game: { mode: string; seed: number; players: number; bots: readonly (BotLevel | null)[]; starred: boolean },
  startedAt: Date,
): string | null {
  const seats = [null, ...DAILY_BOTS];
  if (game.mode !== DAILY_MODE || game.starred || game.players !== seats.length) return null;
  if (game.bots.length !== seats.length || game.bots.some((b, i) => b !== seats[i])) return null;
  return around(startedAt).find((key) => dailySeed(key) === game.seed) ?? null;
}

/** When a slot was made: newSlotId's UTC stamp (`YYYYMMDD-HHMMSS-…`); null for another slot name. */
export function slotDate(slot: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-/.exec(slot);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/** The date of the daily race a saved game is, or null: resumed, its bots still decide by their work. */
export function dailyDateOfSave(
  slot: string,
  options: AnyGameOptions,
  bots: readonly (BotLevel | null)[],
): string | null {
  const startedAt = slotDate(slot);
  if (!startedAt) return null;
  const starred = 'starred' in options && options.starred === true;
  const game = { mode: options.mode, seed: Number(options.seed), players: options.players.length, bots, starred };
  return dailyDateOf(game, startedAt);
}
