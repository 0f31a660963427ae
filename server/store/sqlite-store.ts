import Database from 'better-sqlite3';
import { roomLanguageOf, type AnyGameRecord } from '../../src-shared/index';
import { storedTurnSeconds, type GameStore, type NewGame, type StoredGame, type StoredSeat } from './game-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  options TEXT NOT NULL,
  seats TEXT NOT NULL,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'en',
  created INTEGER NOT NULL,
  finished INTEGER
);
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL REFERENCES games(id),
  idx INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (game, idx)
);`;

type Action = AnyGameRecord['actions'][number];

/**
 * The embedded store (docs/server.md "Persistence"): one SQLite file in WAL mode, a row per game and
 * a row per action, each append its own transaction so a crash loses at most the action in flight.
 */
export class SqliteGameStore implements GameStore {
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(path: string) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    addColumns(this.db);
    const db = this.db;
    this.stmts = {
      create: db.prepare(
        'INSERT INTO games (id, options, seats, turn_seconds, language, created) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM actions WHERE game = ?'),
      append: db.prepare('INSERT INTO actions (game, idx, action) VALUES (?, ?, ?)'),
      finish: db.prepare('UPDATE games SET finished = ? WHERE id = ?'),
      unfinished: db.prepare<[], { id: string }>('SELECT id FROM games WHERE finished IS NULL ORDER BY rowid'),
      game: db.prepare<
        [string],
        { options: string; seats: string; turn_seconds: number; language: string; finished: number | null }
      >('SELECT options, seats, turn_seconds, language, finished FROM games WHERE id = ?'),
      actions: db.prepare<[string], { action: string }>('SELECT action FROM actions WHERE game = ? ORDER BY idx'),
    };
  }

  private readonly appendTx = (id: string, index: number, action: Action): void => {
    this.db.transaction(() => {
      const { n } = this.stmts.count.get(id)!;
      if (n !== index) throw new Error(`game ${id}: action ${index} appended after ${n}`);
      this.stmts.append.run(id, index, JSON.stringify(action));
    })();
  };

  create(game: NewGame): Promise<void> {
    return run(() => {
      const { id, options, seats, turnSeconds, language } = game;
      this.stmts.create.run(id, JSON.stringify(options), JSON.stringify(seats), turnSeconds, language, Date.now());
    });
  }

  append(id: string, index: number, action: Action): Promise<void> {
    return run(() => this.appendTx(id, index, action));
  }

  finish(id: string): Promise<void> {
    return run(() => {
      this.stmts.finish.run(Date.now(), id);
    });
  }

  unfinished(): Promise<string[]> {
    return run(() => this.stmts.unfinished.all().map((r) => r.id));
  }

  load(id: string): Promise<StoredGame | null> {
    return run(() => {
      const g = this.stmts.game.get(id);
      if (!g) return null;
      return {
        id,
        options: JSON.parse(g.options) as StoredGame['options'],
        seats: JSON.parse(g.seats) as StoredSeat[],
        turnSeconds: storedTurnSeconds(g.turn_seconds),
        language: roomLanguageOf(g.language),
        actions: this.stmts.actions.all(id).map((r) => JSON.parse(r.action) as Action),
        finished: g.finished !== null,
      };
    });
  }

  close(): Promise<void> {
    return run(() => {
      this.db.close();
    });
  }
}

/**
 * A file from before the turn timer, or the room's language, was kept gets its column: its games
 * have no timer (0), and are English.
 */
function addColumns(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(games)').all();
  if (!columns.some((c) => c.name === 'turn_seconds'))
    db.exec('ALTER TABLE games ADD COLUMN turn_seconds INTEGER NOT NULL DEFAULT 0');
  if (!columns.some((c) => c.name === 'language'))
    db.exec("ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en'");
}

/** better-sqlite3 is synchronous: its answer (or its error) as the interface's promise. */
function run<T>(f: () => T): Promise<T> {
  try {
    return Promise.resolve(f());
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}
