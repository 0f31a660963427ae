import { ColyseusSDK } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { SPECTATOR, concreteAction, type TimerMessage, type ViewMessage } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';
import { ManualClock } from '../testing/manual-clock';
import { botDecision } from './bots';
import { Table } from './table';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

/** Ann hosts with Cy on her device (seat 1), Bob joins (seat 2), a bot has seat 3. */
async function tableWithCyOnAnnsDevice(r: RunningServer) {
  const ann = await TestClient.host(r.endpoint, 'Ann');
  await ann.until(() => ann.lobby !== null);
  return { ann, ...(await seatCyBobAndABot(r, ann)) };
}

/** In Ann's lobby: Cy on her device (seat 1), Bob joining (seat 2), a bot in seat 3. */
async function seatCyBobAndABot(r: RunningServer, ann: TestClient) {
  ann.send('seat', { kind: 'local', seat: 1, name: 'Cy' });
  await ann.until(() => ann.lobby!.seats[1].taken);
  const code = ann.lobby!.code;
  const bob = await TestClient.join(r.endpoint, code, { name: 'Bob' });
  ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
  await ann.until(() => ann.lobby!.seats[2].taken && ann.lobby!.seats[3].kind === 'bot');
  return { bob, code };
}

/** Ann starts; both devices play their seats until each has the result; the room's table. */
async function playToTheEnd(r: RunningServer, code: string, ann: TestClient, bob: TestClient) {
  ann.autoplay('ann');
  bob.autoplay('bob');
  ann.send('start', {});
  await ann.until(() => ann.view?.result != null);
  await bob.until(() => bob.view?.result != null);
  return r.room(code).table!;
}

const views = (c: TestClient) => c.received.filter((m) => m.type === 'view').map((m) => m.message as ViewMessage);

describe('several seats on one device (pass-and-play online)', () => {
  it('plays a whole game with a device holding two seats, another person and a bot', async () => {
    running = await startServer(tempDbPath(), { fastPlayers: true });
    const { ann, bob, code } = await tableWithCyOnAnnsDevice(running);
    expect(bob.lobby!.you).toBe(2);
    expect(ann.lobby!).toMatchObject({ you: 0, yours: [0, 1] });
    expect(ann.lobby!.seats.map((s) => s.device)).toEqual([null, 0, null, null]);
    const table = await playToTheEnd(running, code, ann, bob);
    expect(table.pending().kind).toBe('over');
    expect(table.options.players).toEqual(['Ann', 'Cy', 'Bob', 'Bot 4']);
    expect([ann.refusals, bob.refusals]).toEqual([[], []]);
    // Both of the device's seats played: each made decisions of its own.
    const seatsActed = new Set(table.log.map((a) => (a as { seat?: number }).seat));
    expect([0, 1, 2].every((s) => seatsActed.has(s))).toBe(true);
    // The device reads the public view and its two seats' own; Bob his seat's alone.
    for (const m of views(ann)) {
      expect(m.view.seat).toBe(SPECTATOR);
      expect(m.held.map((h) => [h.seat, h.view.seat])).toEqual([
        [0, 0],
        [1, 1],
      ]);
    }
    expect(views(bob).every((m) => m.view.seat === 2 && m.held.length === 0)).toBe(true);
    expect(ann.view!.held.map((h) => h.view)).toEqual([table.view(0), table.view(1)]);
    expect(ann.view!.record).toEqual({ options: table.options, actions: table.log });
  });

  it('plays a 2-race Party Game to its final standings, each device reading only its own seats’ views', async () => {
    running = await startServer(tempDbPath(), { fastPlayers: true });
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    ann.send('options', { mode: 'party', seats: 4, partyOptions: { races: 2 } });
    await ann.until(() => ann.lobby!.mode === 'party');
    const { bob, code } = await seatCyBobAndABot(running, ann);
    const table = await playToTheEnd(running, code, ann, bob);
    expect(table.options).toMatchObject({ mode: 'party', players: ['Ann', 'Cy', 'Bob', 'Bot 4'] });
    expect(table.pending().kind).toBe('over');
    expect([ann.refusals, bob.refusals]).toEqual([[], []]);
    expect((table.state as { race: number }).race).toBe(2);
    const seatsActed = new Set(table.log.map((a) => (a as { seat?: number }).seat));
    expect([0, 1, 2, 3].every((s) => seatsActed.has(s))).toBe(true);
    // Ann's device reads the public view (no one's moves) and its two seats' own as they were at
    // each step; Bob his seat's alone. Their logs' steps come with the same views.
    const at = (step: number) => Table.restore({ options: table.options, actions: table.log.slice(0, step) });
    for (const m of views(ann)) {
      expect([m.view.seat, m.view.moves]).toEqual([SPECTATOR, []]);
      const then = at(m.step);
      expect(m.held).toEqual([0, 1].map((seat) => ({ seat, view: then.view(seat) })));
      expect(m.steps.every((s) => s.view.seat === SPECTATOR)).toBe(true);
    }
    for (const m of views(bob)) {
      expect([m.view.seat, m.held]).toEqual([2, []]);
      expect(m.steps.every((s) => s.view.seat === 2)).toBe(true);
    }
    const last = (c: TestClient) => views(c).at(-1)!;
    expect(last(ann).result).toEqual(table.result());
    expect(last(bob).result).toEqual(table.result());
    expect(last(ann).record).toEqual({ options: table.options, actions: table.log });
  });

  it('lets the bots stand in for both seats of a dropped device, and gives both back with its one token', async () => {
    running = await startServer(tempDbPath());
    const { ann, bob, code } = await tableWithCyOnAnnsDevice(running);
    bob.autoplay('bob');
    ann.send('start', {});
    const devicesTurn = () => {
      const p = ann.view?.view.pending;
      return p?.kind === 'player' && p.seat < 2;
    };
    await ann.until(devicesTurn);
    const waiting = ann.view!.step;
    ann.room.reconnection.enabled = false;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false);
    // Both seats are away, and their stand-ins play the decision the device had.
    await bob.until(() => bob.lobby!.seats[0].taken && !bob.lobby!.seats[0].connected);
    expect(bob.lobby!.seats.slice(0, 2).map((s) => [s.taken, s.connected])).toEqual([
      [true, false],
      [true, false],
    ]);
    await bob.until(() => bob.view!.step > waiting);

    ann.rebind(await new ColyseusSDK(running.endpoint).reconnect(token));
    await bob.until(() => bob.lobby!.seats[0].connected && bob.lobby!.seats[1].connected);
    const table = running.room(code).table!;
    await ann.until(() => ann.view?.step === table.log.length && ann.lobby?.yours.length === 2);
    expect(ann.lobby!.yours).toEqual([0, 1]);
    expect(ann.view!.held).toEqual([
      { seat: 0, view: table.view(0) },
      { seat: 1, view: table.view(1) },
    ]);
  });

  it('seats the device’s players again by the code when the server restarted', async () => {
    const db = tempDbPath();
    running = await startServer(db);
    const { ann, bob, code } = await tableWithCyOnAnnsDevice(running);
    bob.autoplay('bob');
    ann.send('start', {});
    await ann.until(() => ann.view !== null);
    await running.stop();
    running = await startServer(db);

    const back = await TestClient.join(running.endpoint, code, {
      name: 'Ann',
      seat: 0,
      local: [{ seat: 1, name: 'Cy' }],
    });
    await back.until(() => back.view !== null && back.lobby !== null);
    expect(back.lobby!.yours).toEqual([0, 1]);
    expect(back.lobby!.seats.slice(0, 2).map((s) => [s.name, s.device])).toEqual([
      ['Ann', null],
      ['Cy', 0],
    ]);
    expect(back.view!.held.map((h) => h.seat)).toEqual([0, 1]);
  });

  it('times each of the device’s seats as any seat: out of time, that seat’s stand-in plays it and the device keeps both', async () => {
    const clock = new ManualClock();
    running = await startServer(tempDbPath(), { clock });
    const { ann, bob, code } = await tableWithCyOnAnnsDevice(running);
    ann.send('options', { mode: 'family', seats: 4, turnSeconds: 30 });
    ann.send('seat', { kind: 'open', seat: 1, level: 'hard' });
    await ann.until(() => ann.lobby!.turnSeconds === 30 && ann.lobby!.seats[1].level === 'hard');
    bob.autoplay('bob');
    ann.send('start', {});
    const room = running.room(code);
    const devicesTurn = async (): Promise<number> => {
      await ann.until(() => {
        const p = ann.view?.view.pending;
        return p?.kind === 'player' && p.seat < 2 && ann.view!.step === room.table!.log.length;
      });
      return (ann.view!.view.pending as { seat: number }).seat;
    };
    // Anna plays her own decisions until Cy's comes: the timer of a seat added on the device.
    let seat = await devicesTurn();
    while (seat === 0) {
      const step = ann.view!.step;
      const view = ann.view!.held.find((h) => h.seat === 0)!.view;
      ann.send('act', { step, seat: 0, action: concreteAction(view.moves[0]!, () => 0) });
      await ann.until(() => ann.view!.step > step);
      seat = await devicesTurn();
    }
    const table = room.table!;
    // Its clock starts once the device shows Cy's decision.
    expect(ann.view!.timer).toBeNull();
    const step = ann.view!.step;
    ann.send('shown', { step });
    const timers = () => ann.received.filter((m) => m.type === 'timer').map((m) => m.message as TimerMessage);
    await ann.until(() => timers().some((t) => t.step === step));
    expect(timers().find((t) => t.step === step)).toEqual({ step, seat: 1, msLeft: 30_000 });
    const copy = Table.restore({ options: table.options, actions: [...table.log] });
    const expected = botDecision(copy, 1, 'hard', { maxSamples: 2, maxRaces: 24 });
    const before = table.log.length;
    clock.advance(29_999);
    expect(table.log.length).toBe(before);
    clock.advance(1);
    expect(table.log[before]).toEqual(expected);
    await ann.until(() => ann.view!.step > before);
    expect(ann.lobby!.yours).toEqual([0, 1]);
    expect(ann.lobby!.seats.slice(0, 2).map((s) => [s.taken, s.connected])).toEqual([
      [true, true],
      [true, true],
    ]);
  });
});
