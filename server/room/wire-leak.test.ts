import { afterEach, describe, expect, it } from 'vitest';
import { SPECTATOR, actionSeenBy, rulesetFor, type AnyGameState, type ViewMessage } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

describe('what goes over the wire', () => {
  it('sends each client, over a whole Board Game, exactly its own seat’s views and steps and never another’s hidden cards', async () => {
    running = await startServer(tempDbPath(), { seed: 'leak-seed', fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    ann.send('options', { mode: 'board', seats: 3 });
    await ann.until(() => ann.lobby!.mode === 'board');
    const code = ann.lobby!.code;
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    const eve = await TestClient.join(running.endpoint, code, { name: 'Eve', spectate: true });
    await ann.until(() => ann.lobby!.seats[1].taken && ann.lobby!.spectators === 1);
    ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
    await ann.until(() => ann.lobby!.seats[2].kind === 'bot');
    ann.autoplay('ann');
    bob.autoplay('bob');
    ann.send('start', {});
    for (const c of [ann, bob, eve]) await c.until(() => c.view?.result != null);

    const table = running.room(code).table!;
    const rules = rulesetFor(table.options);
    const clients = [
      { client: ann, seat: 0 },
      { client: bob, seat: 1 },
      { client: eve, seat: SPECTATOR },
    ];
    // The engine's own view of each seat after each step of the log, and each action as each seat
    // may know it, rebuilt from the options.
    const state: AnyGameState = rules.newGame(table.options);
    const viewAt = new Map(clients.map(({ seat }) => [seat, [rules.playerView(state, seat)]]));
    const seenAt = new Map(clients.map(({ seat }) => [seat, [] as unknown[]]));
    let hidden = 0;
    for (const a of table.log) {
      for (const { seat } of clients) seenAt.get(seat)!.push(actionSeenBy(state, a, seat));
      expect(rules.applyInPlace(state, a)).toBeNull();
      for (const { seat } of clients) viewAt.get(seat)!.push(rules.playerView(state, seat));
      // Something to hide: a seat holds Action or Goal cards the other seats' views must not show.
      const players = (state as { players: { hand: number[]; goals: number[] }[] }).players;
      if (players.some((p) => p.hand.length + p.goals.length > 0)) hidden++;
    }
    let checked = 0;
    let steps = 0;
    let secrets = 0;
    for (const { client, seat } of clients) {
      // Only the lobby and views: nothing else reaches a client that did nothing wrong.
      expect(client.received.every((m) => ['lobby', 'view'].includes(m.type))).toBe(true);
      const messages = client.received.filter((m) => m.type === 'view').map((m) => m.message as ViewMessage);
      let told = 0;
      for (const m of messages) {
        expect(m.view).toEqual(viewAt.get(seat)![m.step]);
        // Each step once, in order, each as this seat may know it, with this seat's view after it.
        expect(m.from).toBe(told);
        expect(m.steps.length).toBe(m.step - m.from);
        expect(m.opening).toEqual(m.from === 0 ? viewAt.get(seat)![0] : null);
        m.steps.forEach((s, i) => {
          const at = m.from + i;
          expect(s.action).toEqual(seenAt.get(seat)![at]);
          expect(s.view).toEqual(viewAt.get(seat)![at + 1]);
          if (JSON.stringify(s.action) !== JSON.stringify(table.log[at])) secrets++;
          steps++;
        });
        // The whole game is told once it is over, not before.
        expect(m.record).toEqual(m.result === null ? null : { options: table.options, actions: table.log });
        told = m.step;
        checked++;
      }
      expect(told).toBe(table.log.length);
    }
    // Every step reached every client, and some of them had something this seat could not know.
    expect(steps).toBe(3 * table.log.length);
    expect(checked).toBeGreaterThan(3 * 50);
    expect(hidden).toBeGreaterThan(0);
    expect(secrets).toBeGreaterThan(0);
  });
});
