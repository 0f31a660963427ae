import { setTimeout as sleep } from 'node:timers/promises';
import { RedisDriver } from '@colyseus/redis-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteAction } from '../../src-shared/index';
import { startServerProcess, type ServerProcess } from '../testing/cluster';
import { TestClient } from '../testing/harness';
import { servicesMissing, startPostgres, startRedis, type TestService } from '../testing/services';
import { PgGameStore } from '../store/pg-store';

// Skipped, saying why, where redis-server or PostgreSQL is not installed; in CI a missing one fails here.
const missing = servicesMissing(['redis', 'postgres']);

describe.skipIf(missing)('two server processes sharing Redis and PostgreSQL', () => {
  let redis: TestService;
  let postgres: TestService;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await Promise.all([redis?.stop(), postgres?.stop()]);
  });

  async function start(port?: number): Promise<ServerProcess> {
    const p = await startServerProcess({ redis: redis.url, postgres: postgres.url }, port);
    processes.push(p);
    return p;
  }

  /** Which process runs the room, as the listings in Redis say. */
  async function holder(code: string): Promise<string | undefined> {
    const driver = new RedisDriver(redis.url);
    const listing = await driver.findOne({ roomId: code });
    await driver.shutdown();
    return listing?.processId;
  }

  /** Resolves once the store holds `length` actions of the game (its writes follow the play). */
  async function logged(store: PgGameStore, code: string, length: number): Promise<void> {
    while (((await store.load(code))?.actions.length ?? 0) < length) await sleep(20);
  }

  it('joins by code through the other process; a crashed process’s game comes back from PostgreSQL, once', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.processId).not.toBe(b.processId);

    // Ann hosts through A; Colyseus puts the room in either process.
    const ann = await TestClient.host(a.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    const hostId = await holder(code);
    const [host, other] = hostId === a.processId ? [a, b] : [b, a];
    expect(hostId).toBe(host.processId);

    // Bob, with the code only, through the process that does not run the room.
    ann.send('options', { mode: 'family', seats: 4 });
    const bob = await TestClient.join(other.endpoint, code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.mode === 'family' && ann.lobby!.seats[1].taken);
    ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
    ann.send('seat', { kind: 'bot', seat: 3, level: 'random' });
    await ann.until(() => ann.lobby!.seats[3].level === 'random');
    bob.autoplay('bob');
    ann.send('start', {});

    // Ann plays two moves by hand; Bob and the bots play theirs between.
    const annToAct = () => ann.view?.view.pending.kind === 'player' && ann.view.view.pending.seat === 0;
    for (let move = 0; move < 2; move++) {
      await ann.until(annToAct);
      const step = ann.view!.step;
      ann.send('act', { step, action: concreteAction(ann.view!.view.moves[0], () => 0) });
      await ann.until(() => ann.view!.step > step && annToAct());
    }
    const before = ann.view!;
    expect(bob.lobby!.code).toBe(code);

    // Every action so far in PostgreSQL, then the room's process dies without a word.
    const store = await PgGameStore.open(postgres.url);
    await logged(store, code, before.step);
    for (const c of [ann, bob]) c.room.reconnection.enabled = false;
    await host.stop('SIGKILL');
    processes.splice(processes.indexOf(host), 1);

    // A new process (the crashed one restarted) finds the game nobody runs and brings it back.
    const restarted = await start();
    expect(restarted.restored).toEqual([code]);
    expect(await holder(code)).toBe(restarted.processId);

    // Both back with the code through the survivor: their seats, at the step the game had reached.
    const ann2 = await TestClient.join(other.endpoint, code, { name: 'Ann' });
    await ann2.until(() => ann2.view !== null && ann2.lobby !== null);
    expect(ann2.lobby!.you).toBe(0);
    expect(ann2.lobby!.stage).toBe('playing');
    expect(ann2.view!.step).toBe(before.step);
    expect(ann2.view!.view).toEqual(before.view);
    const bob2 = await TestClient.join(other.endpoint, code, { name: 'Bob' });
    await bob2.until(() => bob2.lobby?.you === 1);
    bob2.autoplay('bob');

    // And play on: Ann's move, then the others', to her turn again, all logged.
    ann2.send('act', { step: before.step, action: concreteAction(before.view.moves[0], () => 0) });
    await ann2.until(() => ann2.view!.step > before.step && ann2.view!.view.pending.kind === 'player');
    await ann2.until(() => ann2.view!.view.pending.kind === 'player' && ann2.view!.view.pending.seat === 0);
    await logged(store, code, ann2.view!.step);
    expect((await store.load(code))!.actions).toHaveLength(ann2.view!.step);
    const reached = ann2.view!;
    await store.close();

    // That process dies too, and two start at the same moment: the game comes back in one of them.
    for (const c of [ann2, bob2]) c.room.reconnection.enabled = false;
    await restarted.stop('SIGKILL');
    processes.splice(processes.indexOf(restarted), 1);
    const [c, d] = await Promise.all([start(), start()]);
    expect([...c.restored, ...d.restored]).toEqual([code]);
    const runner = c.restored.length ? c : d;
    expect(await holder(code)).toBe(runner.processId);
    const ann3 = await TestClient.join(other.endpoint, code, { name: 'Ann' });
    await ann3.until(() => ann3.view !== null);
    // The step and the view; the actions a message carries depend on what that connection already had.
    expect(ann3.view!.step).toBe(reached.step);
    expect(ann3.view!.view).toEqual(reached.view);
    await ann3.room.leave();
  });
});
