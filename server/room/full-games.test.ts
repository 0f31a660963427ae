import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../ai/index';
import { NET_BOT_LEVELS, replay } from '../../src-shared/index';
import { SqliteGameStore } from '../store/sqlite-store';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

describe('a whole game through a real server', () => {
  it('plays a Family Game to its end: two people from their own views, two bots', async () => {
    const db = tempDbPath();
    running = await startServer(db, { fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1].taken);
    ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
    ann.send('seat', { kind: 'bot', seat: 3, level: 'random' });
    await ann.until(() => ann.lobby!.seats[3].kind === 'bot');
    ann.autoplay('ann');
    bob.autoplay('bob');
    ann.send('start', {});
    await ann.until(() => ann.lobby!.stage === 'over' && ann.view?.result != null);
    await bob.until(() => bob.view?.result != null);

    const room = running.room(code);
    const table = room.table!;
    expect(table.pending().kind).toBe('over');
    expect(table.options.players).toEqual(['Ann', 'Bob', 'Bot 3', 'Bot 4']);
    expect(ann.refusals).toEqual([]);
    expect(bob.refusals).toEqual([]);
    expect(ann.view!.view.seat).toBe(0);
    expect(bob.view!.view.seat).toBe(1);
    expect(bob.view!.result).toEqual(table.result());

    // The store holds the whole game, marked finished, and it replays to the same end.
    await room.flushed();
    const store = new SqliteGameStore(db);
    const stored = await store.load(code);
    await store.close();
    expect(stored?.finished).toBe(true);
    expect(stored?.actions).toEqual(table.log);
    expect(JSON.stringify(replay({ options: stored!.options, actions: stored!.actions }))).toBe(
      JSON.stringify(table.state),
    );
  });

  it('plays a Party Game to its end', async () => {
    running = await startServer(tempDbPath(), { fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    ann.send('options', { mode: 'party', seats: 3, partyOptions: { races: 2 } });
    await ann.until(() => ann.lobby!.mode === 'party');
    const bob = await TestClient.join(running.endpoint, ann.lobby!.code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1].taken);
    ann.send('seat', { kind: 'bot', seat: 2, level: 'normal' });
    await ann.until(() => ann.lobby!.seats[2].kind === 'bot');
    ann.autoplay('ann');
    bob.autoplay('bob');
    ann.send('start', {});
    await ann.until(() => ann.view?.result != null);
    await bob.until(() => bob.view?.result != null);
    const table = running.room(ann.lobby!.code).table!;
    expect(table.state.mode).toBe('party');
    expect(table.pending().kind).toBe('over');
    expect(ann.view!.result).toEqual(table.result());
  });

  it('offers the bot levels the bots have', () => {
    expect([...NET_BOT_LEVELS]).toEqual([...BOT_LEVELS]);
  });
});
