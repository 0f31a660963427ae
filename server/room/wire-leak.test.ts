import { afterEach, describe, expect, it } from 'vitest';
import { SPECTATOR, rulesetFor, type AnyGameState, type ViewMessage } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

describe('what goes over the wire', () => {
  it('sends each client, over a whole Board Game, exactly its own seat’s view and never another’s hidden cards', async () => {
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
    // The engine's own view of each seat at each step of the log, rebuilt from the options.
    const state: AnyGameState = rules.newGame(table.options);
    const views = new Map<number, ViewMessage[]>();
    const clients = [
      { client: ann, seat: 0 },
      { client: bob, seat: 1 },
      { client: eve, seat: SPECTATOR },
    ];
    for (const { client } of clients) {
      expect(client.received.every((m) => ['lobby', 'view'].includes(m.type))).toBe(true);
    }
    const byStep = (seat: number) =>
      new Map(
        clients
          .find((c) => c.seat === seat)!
          .client.received.filter((m) => m.type === 'view')
          .map((m) => [(m.message as ViewMessage).step, m.message as ViewMessage]),
      );
    for (const { seat } of clients) views.set(seat, [...byStep(seat).values()]);
    let checked = 0;
    let hidden = 0;
    const check = (step: number) => {
      // Something to hide: a seat holds Action or Goal cards the other seats' views must not show.
      const players = (state as { players: { hand: number[]; goals: number[] }[] }).players;
      if (players.some((p) => p.hand.length + p.goals.length > 0)) hidden++;
      for (const { seat } of clients) {
        for (const m of views.get(seat)!.filter((v) => v.step === step)) {
          expect(m.view).toEqual(rules.playerView(state, seat));
          checked++;
        }
      }
    };
    check(0);
    table.log.forEach((a, i) => {
      expect(rules.applyInPlace(state, a)).toBeNull();
      check(i + 1);
    });
    // Every view a client got was checked, and they saw the game through to its end.
    expect(checked).toBe([...views.values()].reduce((n, v) => n + v.length, 0));
    expect(checked).toBeGreaterThan(3 * 50);
    expect(hidden).toBeGreaterThan(0);
  });
});
