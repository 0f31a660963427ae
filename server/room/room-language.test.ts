import { afterEach, describe, expect, it } from 'vitest';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

const names = (c: TestClient) => c.lobby!.seats.map((s) => s.name);

describe("a room's language (its default names)", () => {
  it('words the default names in the language the host stated, in the lobby, the game and after a restart', async () => {
    const db = tempDbPath();
    running = await startServer(db, { fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann', { language: 'fr' });
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    expect(names(ann)).toEqual(['Ann', 'Place 2', 'Place 3', 'Place 4']);
    ann.send('seat', { kind: 'local', seat: 1, name: '' });
    ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
    await ann.until(() => ann.lobby!.seats[1].taken && ann.lobby!.seats[3].kind === 'bot');
    expect(names(ann)).toEqual(['Ann', 'Joueur 2', 'Place 3', 'Bot 4']);
    ann.send('start', {});
    await ann.until(() => ann.lobby!.stage === 'playing');
    expect(running.room(code).table!.options.players).toEqual(['Ann', 'Joueur 2', 'Place 3', 'Bot 4']);
    await running.room(code).flushed();
    await running.stop();

    // The new server brings the room back French: a name it makes now is worded as before.
    running = await startServer(db, { fastPlayers: true });
    const back = await TestClient.join(running.endpoint, code, {
      name: 'Ann',
      seat: 0,
      local: [{ seat: 1, name: '' }],
    });
    await back.until(() => back.lobby?.seats[1].taken === true);
    expect(names(back)).toEqual(['Ann', 'Joueur 2', 'Place 3', 'Bot 4']);
  });

  it('is English when the host states none or one the server does not know, and refuses a malformed one', async () => {
    running = await startServer(tempDbPath());
    for (const options of [{}, { language: 'de' }]) {
      const host = await TestClient.host(running.endpoint, 'Ann', options);
      await host.until(() => host.lobby !== null);
      expect(names(host)).toEqual(['Ann', 'Seat 2', 'Seat 3', 'Seat 4']);
      await host.room.leave();
    }
    for (const language of [42, 'x'.repeat(17)]) {
      await expect(TestClient.host(running.endpoint, 'Ann', { language })).rejects.toThrow(/bad join options/);
    }
  });
});
