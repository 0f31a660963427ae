import { ColyseusSDK } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { concreteAction } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

/**
 * Ann (by hand) and Bob (scripted) with two bots, after Ann's first move, when the game waits for
 * Ann again: a point every run reaches with the same state.
 */
async function gameWaitingForAnn(r: RunningServer, mode: 'family' | 'board') {
  const ann = await TestClient.host(r.endpoint, 'Ann');
  await ann.until(() => ann.lobby !== null);
  ann.send('options', { mode, seats: 4 });
  const bob = await TestClient.join(r.endpoint, ann.lobby!.code, { name: 'Bob' });
  await ann.until(() => ann.lobby!.mode === mode && ann.lobby!.seats[1].taken);
  ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
  ann.send('seat', { kind: 'open', seat: 3, level: 'random' });
  await ann.until(() => ann.lobby!.seats[3].level === 'random');
  bob.autoplay('bob');
  ann.send('start', {});
  const annToAct = () => ann.view?.view.pending.kind === 'player' && ann.view.view.pending.seat === 0;
  await ann.until(annToAct);
  ann.send('act', { step: ann.view!.step, action: concreteAction(ann.view!.view.moves[0], () => 0) });
  const first = ann.view!.step;
  await ann.until(() => ann.view!.step > first && annToAct());
  return { ann, bob, code: ann.lobby!.code };
}

describe('dropped connections and stopped servers', () => {
  it('gives a dropped player, back with the reconnection token, the seat and its view, and the whole game when asked', async () => {
    running = await startServer(tempDbPath());
    const { ann, bob, code } = await gameWaitingForAnn(running, 'family');
    bob.room.reconnection.enabled = false;
    const token = bob.room.reconnectionToken;
    await bob.room.leave(false);
    await ann.until(() => ann.lobby!.seats[1].taken && !ann.lobby!.seats[1].connected);

    const back = await new ColyseusSDK(running.endpoint).reconnect(token);
    bob.rebind(back);
    await ann.until(() => ann.lobby!.seats[1].connected);
    const table = running.room(code).table!;
    await bob.until(() => bob.view?.step === table.log.length && bob.lobby?.you === 1);
    expect(bob.view!.view).toEqual(table.view(1));
    expect(bob.lobby!.seats.filter((s) => s.taken)).toHaveLength(2);
    // Told only what he missed; a reloaded page, without the game's beginning, asks for it.
    expect(bob.view!.opening).toBeNull();
    bob.send('history', {});
    await bob.until(() => bob.view!.opening !== null);
    expect(bob.view!).toMatchObject({ from: 0, step: table.log.length });
    expect(bob.view!.steps).toHaveLength(table.log.length);
    expect(bob.view!.steps.at(-1)!.view).toEqual(table.view(1));
  });

  it('brings an unfinished game back from the database when a new server starts on it', async () => {
    const db = tempDbPath();
    running = await startServer(db);
    const { code } = await gameWaitingForAnn(running, 'board');
    const old = running.room(code).table!;
    await running.stop();
    running = null;
    const state = JSON.stringify(old.state);

    running = await startServer(db);
    const table = running.room(code).table!;
    expect(table.log).toEqual(old.log);
    expect(JSON.stringify(table.state)).toBe(state);

    // Back in with the same code: the first open seat, at the step the game had reached.
    const ann = await TestClient.join(running.endpoint, code, { name: 'Ann' });
    await ann.until(() => ann.view !== null && ann.lobby !== null);
    expect(ann.lobby!.stage).toBe('playing');
    expect(ann.lobby!.you).toBe(0);
    expect(ann.view!.step).toBe(old.log.length);
    expect(ann.view!.view).toEqual(table.view(0));
  });
});
