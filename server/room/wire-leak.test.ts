import { afterEach, describe, expect, it } from 'vitest';
import { SPECTATOR, actionSeenBy, rulesetFor, type AnyGameState, type ViewMessage } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';
import type { Table } from './table';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

/**
 * A client and what it may read: `seat`, the view and steps it gets (SPECTATOR: the public ones);
 * `held`, the seats whose own views come beside them (a device holding several seats).
 */
interface Reader {
  client: TestClient;
  seat: number;
  held: number[];
}

/**
 * Checks, against the engine's own views rebuilt from the options, that every view message each
 * client got carries exactly what it may read and nothing else; returns the counts to check the
 * game had secrets to keep.
 */
function checkWire(table: Table, readers: readonly Reader[]) {
  const rules = rulesetFor(table.options);
  const seats = [...new Set(readers.flatMap((r) => [r.seat, ...r.held]))];
  const state: AnyGameState = rules.newGame(table.options);
  const viewAt = new Map(seats.map((seat) => [seat, [rules.playerView(state, seat)]]));
  const seenAt = new Map(seats.map((seat) => [seat, [] as unknown[]]));
  let hidden = 0;
  for (const a of table.log) {
    for (const seat of seats) seenAt.get(seat)!.push(actionSeenBy(state, a, seat));
    expect(rules.applyInPlace(state, a)).toBeNull();
    for (const seat of seats) viewAt.get(seat)!.push(rules.playerView(state, seat));
    // Something to hide: a seat holds Action or Goal cards the other seats' views must not show.
    const players = (state as { players: { hand: number[]; goals: number[] }[] }).players;
    if (players.some((p) => p.hand.length + p.goals.length > 0)) hidden++;
  }
  let checked = 0;
  let steps = 0;
  let secrets = 0;
  for (const { client, seat, held } of readers) {
    // Only the lobby and views: nothing else reaches a client that did nothing wrong.
    expect(client.received.every((m) => ['lobby', 'view'].includes(m.type))).toBe(true);
    const messages = client.received.filter((m) => m.type === 'view').map((m) => m.message as ViewMessage);
    let told = 0;
    for (const m of messages) {
      expect(m.view).toEqual(viewAt.get(seat)![m.step]);
      expect(m.held).toEqual(held.map((h) => ({ seat: h, view: viewAt.get(h)![m.step] })));
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
  return { hidden, checked, steps, secrets };
}

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
    const { hidden, checked, steps, secrets } = checkWire(table, [
      { client: ann, seat: 0, held: [] },
      { client: bob, seat: 1, held: [] },
      { client: eve, seat: SPECTATOR, held: [] },
    ]);
    // Every step reached every client, and some of them had something this seat could not know.
    expect(steps).toBe(3 * table.log.length);
    expect(checked).toBeGreaterThan(3 * 50);
    expect(hidden).toBeGreaterThan(0);
    expect(secrets).toBeGreaterThan(0);
  });

  it('sends a device holding two seats the public steps and those two seats’ views, never a third’s', async () => {
    running = await startServer(tempDbPath(), { seed: 'leak-seed', fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    ann.send('options', { mode: 'board', seats: 4 });
    ann.send('seat', { kind: 'local', seat: 1, name: 'Cy' });
    await ann.until(() => ann.lobby!.mode === 'board' && ann.lobby!.seats[1].taken);
    const code = ann.lobby!.code;
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[2].taken);
    ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
    await ann.until(() => ann.lobby!.seats[3].kind === 'bot');
    ann.autoplay('ann');
    bob.autoplay('bob');
    ann.send('start', {});
    for (const c of [ann, bob]) await c.until(() => c.view?.result != null);

    const table = running.room(code).table!;
    const { hidden, steps, secrets } = checkWire(table, [
      { client: ann, seat: SPECTATOR, held: [0, 1] },
      { client: bob, seat: 2, held: [] },
    ]);
    expect(steps).toBe(2 * table.log.length);
    expect(hidden).toBeGreaterThan(0);
    expect(secrets).toBeGreaterThan(0);
  });
});
