import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteGameStore } from './sqlite-store';
import { describeGameStore } from './store-contract';

/** The games table as the store created it before it kept the turn timer. */
const OLD_SCHEMA = `
CREATE TABLE games (id TEXT PRIMARY KEY, options TEXT NOT NULL, seats TEXT NOT NULL, created INTEGER NOT NULL, finished INTEGER);
CREATE TABLE actions (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game, idx));`;

describeGameStore('SqliteGameStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hf-store-'));
  const path = join(dir, 'games.db');
  return {
    open: () => Promise.resolve(new SqliteGameStore(path)),
    storeOld: (game) => {
      const db = new Database(path);
      db.exec(OLD_SCHEMA);
      db.prepare('INSERT INTO games (id, options, seats, created) VALUES (?, ?, ?, ?)').run(
        game.id,
        JSON.stringify(game.options),
        JSON.stringify(game.seats),
        1,
      );
      db.close();
      return Promise.resolve();
    },
    dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
});
