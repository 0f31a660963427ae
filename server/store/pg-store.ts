import pg from 'pg';
import { roomLanguageOf, type AnyGameRecord } from '../../src-shared/index';
import { storedTurnSeconds, type GameStore, type NewGame, type StoredGame, type StoredSeat } from './game-store';

// The same two tables as the SQLite store. JSON, not JSONB: the text is kept as written (JSONB
// would reorder the keys), and SQL can still read into it.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  -- The order games started in (two can start within one timestamp).
  seq BIGSERIAL,
  options JSON NOT NULL,
  seats JSON NOT NULL,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'en',
  created TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished TIMESTAMPTZ
);
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL REFERENCES games(id),
  idx INTEGER NOT NULL,
  action JSON NOT NULL,
  PRIMARY KEY (game, idx)
);
-- A database from before the turn timer was kept: its games have none (0).
ALTER TABLE games ADD COLUMN IF NOT EXISTS turn_seconds INTEGER NOT NULL DEFAULT 0;
-- Or before the room's language was kept: its games are English.
ALTER TABLE games ADD COLUMN IF NOT EXISTS language TEXT NOT NULL DEFAULT 'en';`;

type Action = AnyGameRecord['actions'][number];

/**
 * The store for several server processes (docs/server.md "Several processes"): one PostgreSQL
 * database shared by all, a row per game and a row per action. An append inserts its row only if
 * the log has exactly `index` rows, in one statement, so a gap or a repeat is refused as in SQLite
 * (the primary key refuses two processes appending the same index at once).
 */
export class PgGameStore implements GameStore {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects (a small pool) and creates the tables if they are missing. */
  static async open(url: string): Promise<PgGameStore> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      // Two processes starting at once both create the tables: the lock makes the second wait.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT pg_advisory_xact_lock(hashtext('horse-fever schema'))");
        await client.query(SCHEMA);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end();
      throw e;
    }
    return new PgGameStore(pool);
  }

  async create(game: NewGame): Promise<void> {
    await this.pool.query(
      'INSERT INTO games (id, options, seats, turn_seconds, language) VALUES ($1, $2, $3, $4, $5)',
      [game.id, JSON.stringify(game.options), JSON.stringify(game.seats), game.turnSeconds, game.language],
    );
  }

  async append(id: string, index: number, action: Action): Promise<void> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO actions (game, idx, action)
       SELECT $1::text, $2::int, $3::json WHERE (SELECT COUNT(*) FROM actions WHERE game = $1::text) = $2::int`,
      [id, index, JSON.stringify(action)],
    );
    if (rowCount === 1) return;
    const { rows } = await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM actions WHERE game = $1', [id]);
    throw new Error(`game ${id}: action ${index} appended after ${rows[0].n}`);
  }

  async finish(id: string): Promise<void> {
    await this.pool.query('UPDATE games SET finished = now() WHERE id = $1', [id]);
  }

  async unfinished(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM games WHERE finished IS NULL ORDER BY seq');
    return rows.map((r) => r.id);
  }

  async load(id: string): Promise<StoredGame | null> {
    const game = await this.pool.query<{
      options: StoredGame['options'];
      seats: StoredSeat[];
      turn_seconds: number;
      language: string;
      finished: Date | null;
    }>('SELECT options, seats, turn_seconds, language, finished FROM games WHERE id = $1', [id]);
    const g = game.rows[0];
    if (!g) return null;
    const actions = await this.pool.query<{ action: Action }>(
      'SELECT action FROM actions WHERE game = $1 ORDER BY idx',
      [id],
    );
    return {
      id,
      options: g.options,
      seats: g.seats,
      turnSeconds: storedTurnSeconds(g.turn_seconds),
      language: roomLanguageOf(g.language),
      actions: actions.rows.map((r) => r.action),
      finished: g.finished !== null,
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
