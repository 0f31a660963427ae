import type { GameMode } from '../../src-shared/index';
import { BOT_LEVELS, type BotLevel } from '../game/bot-brain';
import type { RecordEntry } from './record-schema';

/** Games played and won in one group (a mode, a level, a number of players). */
export interface Tally {
  games: number;
  wins: number;
}

/** What the record screen shows, derived from the entries alone (docs/record.md). */
export interface RecordStats {
  games: number;
  wins: number;
  /** Wins over games, 0 to 1; 0 with no game. */
  winRate: number;
  byMode: Partial<Record<GameMode, Tally>>;
  /** By the strongest bot at the table. */
  byLevel: Partial<Record<BotLevel, Tally>>;
  byPlayers: Record<number, Tally>;
  /** How many games ended in each place (index 0: first). */
  places: number[];
  /** Best VP (Family and Board Games) and best money, per mode. */
  best: Partial<Record<GameMode, { vp: number | null; money: number }>>;
  /** Wins in a row up to the latest game, and the longest such run. */
  streak: { current: number; best: number };
  hints: number;
  undos: number;
}

/** Oldest first: the order streaks run in. */
export function byDate(entries: readonly RecordEntry[]): RecordEntry[] {
  return entries.slice().sort((a, b) => a.finishedAt.localeCompare(b.finishedAt) || a.id.localeCompare(b.id));
}

/** The strongest bot's level, the one a game counts under; null at a table with no bot. */
export function strongestBot(bots: readonly BotLevel[]): BotLevel | null {
  return bots.reduce<BotLevel | null>(
    (a, b) => (a === null || BOT_LEVELS.indexOf(b) > BOT_LEVELS.indexOf(a) ? b : a),
    null,
  );
}

function add<K extends string | number>(to: Partial<Record<K, Tally>>, key: K, won: boolean): void {
  const t = (to[key] ??= { games: 0, wins: 0 });
  t.games++;
  if (won) t.wins++;
}

export function recordStats(entries: readonly RecordEntry[]): RecordStats {
  const s: RecordStats = {
    games: 0,
    wins: 0,
    winRate: 0,
    byMode: {},
    byLevel: {},
    byPlayers: {},
    places: [],
    best: {},
    streak: { current: 0, best: 0 },
    hints: 0,
    undos: 0,
  };
  for (const e of byDate(entries)) {
    s.games++;
    if (e.won) s.wins++;
    add(s.byMode, e.mode, e.won);
    const level = strongestBot(e.bots);
    if (level) add(s.byLevel, level, e.won);
    add(s.byPlayers, e.players, e.won);
    while (s.places.length < e.place) s.places.push(0);
    s.places[e.place - 1]!++;
    const best = s.best[e.mode];
    const vp = e.vp === null ? (best?.vp ?? null) : Math.max(e.vp, best?.vp ?? e.vp);
    s.best[e.mode] = { vp, money: Math.max(e.money, best?.money ?? e.money) };
    s.streak.current = e.won ? s.streak.current + 1 : 0;
    s.streak.best = Math.max(s.streak.best, s.streak.current);
    s.hints += e.hints;
    s.undos += e.undos;
  }
  s.winRate = s.games === 0 ? 0 : s.wins / s.games;
  return s;
}

/** Whether `a` is a better result than `b`: a better place, then more VP, then more money. */
export function betterResult(a: RecordEntry, b: RecordEntry): boolean {
  if (a.place !== b.place) return a.place < b.place;
  if ((a.vp ?? 0) !== (b.vp ?? 0)) return (a.vp ?? 0) > (b.vp ?? 0);
  return a.money > b.money;
}

/** The best daily-race result of each date, newest date first. */
export function dailyBests(entries: readonly RecordEntry[]): { date: string; entry: RecordEntry; tries: number }[] {
  const best = new Map<string, { entry: RecordEntry; tries: number }>();
  for (const e of byDate(entries)) {
    if (e.daily === null) continue;
    const held = best.get(e.daily);
    if (!held) best.set(e.daily, { entry: e, tries: 1 });
    else best.set(e.daily, { entry: betterResult(e, held.entry) ? e : held.entry, tries: held.tries + 1 });
  }
  return [...best].map(([date, b]) => ({ date, ...b })).sort((a, b) => b.date.localeCompare(a.date));
}
