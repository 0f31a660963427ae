import { afterEach, describe, expect, it } from 'vitest';
import type { RematchMessage } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

describe('a rematch', () => {
  it('passes the host’s new room to everyone else once the game is over, and only then', async () => {
    running = await startServer(tempDbPath(), { fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    ann.send('options', { mode: 'party', seats: 2, partyOptions: { races: 1 } });
    await ann.until(() => ann.lobby!.mode === 'party');
    const code = ann.lobby!.code;
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    const eve = await TestClient.join(running.endpoint, code, { name: 'Eve', spectate: true });
    await ann.until(() => ann.lobby!.seats[1].taken && ann.lobby!.spectators === 1);
    const next = 'ABCDEFGHJK';
    ann.send('rematch', { code: next });
    await ann.until(() => ann.refusals.length === 1);
    expect(ann.refusals[0]).toEqual({ to: 'rematch', error: { code: 'NOT_OVER', params: {} } });

    ann.autoplay('ann');
    bob.autoplay('bob');
    ann.send('start', {});
    for (const c of [ann, bob, eve]) await c.until(() => c.view?.record != null);
    bob.send('rematch', { code: next });
    await bob.until(() => bob.refusals.length === 1);
    expect(bob.refusals[0]!.error.code).toBe('NOT_HOST');
    ann.sendRaw('rematch', { code: 'not a code' });
    await ann.until(() => ann.refusals.length === 2);
    expect(ann.refusals[1]!.error.code).toBe('MALFORMED');

    ann.send('rematch', { code: next });
    const told = (c: TestClient) =>
      c.received.filter((m) => m.type === 'rematch').map((m) => m.message as RematchMessage);
    for (const c of [bob, eve]) await c.until(() => told(c).length === 1);
    expect(told(bob)).toEqual([{ code: next }]);
    expect(told(eve)).toEqual([{ code: next }]);
    expect(told(ann)).toEqual([]);
  });
});
