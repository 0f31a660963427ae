import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createGameServer, restoreGames } from '../app';
import { SqliteGameStore } from '../store/sqlite-store';
import { TestClient, removeTempDirs, startServer, tempDbPath } from '../testing/harness';
import { freePort } from '../testing/ports';

afterEach(() => removeTempDirs());

describe('restoreGames', () => {
  it('brings a game back once when two restores run at the same time', async () => {
    // A game started, then its server stopped: unfinished in the file.
    const db = tempDbPath();
    const first = await startServer(db);
    const ann = await TestClient.host(first.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    ann.send('seat', { kind: 'bot', seat: 1, level: 'easy' });
    await ann.until(() => ann.lobby!.seats[1].kind === 'bot');
    ann.send('start', {});
    await ann.until(() => ann.view !== null);
    await first.room(code).flushed();
    await first.stop();

    // Two restores interleaved, as two processes starting together would run them.
    const store = new SqliteGameStore(db);
    const server = createGameServer({ store, botWork: { maxSamples: 2, maxRaces: 24 } });
    await server.listen(await freePort(), '127.0.0.1');
    const runs = await Promise.all([restoreGames(server), restoreGames(server)]);
    expect(runs.flat()).toEqual([code]);
    expect(await matchMaker.query({ roomId: code })).toHaveLength(1);
    // The claim is gone: a later start would look again (and find the room).
    expect(await restoreGames(server)).toEqual([]);
    await server.gracefullyShutdown(false);
    await store.close();
  });
});
