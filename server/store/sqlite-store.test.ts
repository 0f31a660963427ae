import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteGameStore } from './sqlite-store';
import { describeGameStore } from './store-contract';

describeGameStore('SqliteGameStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hf-store-'));
  const path = join(dir, 'games.db');
  return {
    open: () => Promise.resolve(new SqliteGameStore(path)),
    dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
});
