import { ColyseusSDK } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { concreteAction, type NetBotLevel, type PartyView, type TimerMessage } from '../../src-shared/index';
import { ManualClock } from '../testing/manual-clock';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';
import { botDecision } from './bots';
import { Table } from './table';
import { SHOWN_WAIT_MS } from './turn-timer';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

const WORK = { maxSamples: 2, maxRaces: 24 };

/**
 * Ann hosts a Family Game with a `turnSeconds` timer, Bob joins; Ann's seat stands in at
 * `levels[0]`, Bob's at `levels[1]`, two easy bots. `personToAct` waits until a person must act.
 */
async function timedTable(r: RunningServer, levels: [NetBotLevel, NetBotLevel], turnSeconds: 0 | 30 = 30) {
  const ann = await TestClient.host(r.endpoint, 'Ann');
  await ann.until(() => ann.lobby !== null);
  const code = ann.lobby!.code;
  const bob = await TestClient.join(r.endpoint, code, { name: 'Bob' });
  await ann.until(() => ann.lobby!.seats[1].taken);
  ann.send('options', { mode: 'family', seats: 4, turnSeconds });
  ann.send('seat', { kind: 'open', seat: 0, level: levels[0] });
  ann.send('seat', { kind: 'open', seat: 1, level: levels[1] });
  ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
  ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
  await ann.until(() => ann.lobby!.seats[3].kind === 'bot');
  expect(ann.lobby!.turnSeconds).toBe(turnSeconds);
  expect(ann.lobby!.seats.map((s) => s.level)).toEqual([...levels, 'easy', 'easy']);
  ann.send('start', {});
  const people = { ann, bob };
  const room = r.room(code);
  const personToAct = async () => {
    await ann.until(() => {
      const p = ann.view?.view.pending;
      return p?.kind === 'player' && p.seat < 2 && ann.view!.step === room.table!.log.length;
    });
    await bob.until(() => bob.view?.step === ann.view!.step);
    return (ann.view!.view.pending as { seat: number }).seat;
  };
  return { ...people, code, room, personToAct };
}

/** The `timer` messages `client` got for the decision at `step`. */
const timersAt = (client: TestClient, step: number): TimerMessage[] =>
  client.received.flatMap((m) =>
    m.type === 'timer' && (m.message as TimerMessage).step === step ? [m.message as TimerMessage] : [],
  );

/** `client`'s app shows its view (the race before it staged): resolves with the timer started for it. */
async function show(client: TestClient): Promise<TimerMessage> {
  const step = client.view!.step;
  client.send('shown', { step });
  await client.until(() => timersAt(client, step).length > 0);
  return timersAt(client, step)[0]!;
}

/** What `seat`'s bot at `level` would play now, worked out on a copy of the game. */
function botChoice(table: Table, seat: number, level: NetBotLevel) {
  const copy = Table.restore({ options: table.options, actions: [...table.log] });
  return botDecision(copy, seat, level, WORK);
}

describe('the turn timer', () => {
  it('plays the decision with the seat’s stand-in bot when time runs out, not before; the player stays seated', async () => {
    const clock = new ManualClock();
    running = await startServer(tempDbPath(), { clock });
    const { ann, bob, room, personToAct } = await timedTable(running, ['hard', 'normal']);
    const seat = await personToAct();
    const mover = seat === 0 ? ann : bob;
    const table = room.table!;
    const at = table.log.length;
    expect(await show(mover)).toEqual({ step: at, seat, msLeft: 30_000 });
    await ann.until(() => timersAt(ann, at).length > 0);
    expect(timersAt(ann, at)).toEqual([{ step: at, seat, msLeft: 30_000 }]);
    const level = seat === 0 ? 'hard' : 'normal';
    const expected = botChoice(table, seat, level);
    // The level chosen is the one played: the default stand-in would have played otherwise here.
    expect(botChoice(table, seat, 'easy')).not.toEqual(expected);

    const before = table.log.length;
    clock.advance(29_999);
    expect(table.log.length).toBe(before);
    clock.advance(1);
    expect(table.log[before]).toEqual(expected);
    await mover.until(() => mover.view!.step > before);
    expect(mover.lobby!.seats[seat]).toMatchObject({ taken: true, connected: true, name: seat === 0 ? 'Ann' : 'Bob' });
    expect(mover.lobby!.you).toBe(seat);
    expect(mover.left).toBeNull();
  });

  it('gives the next decision its full time once a player acts in time; a reconnection does not restart it', async () => {
    const clock = new ManualClock();
    running = await startServer(tempDbPath(), { clock });
    const { ann, bob, room, personToAct } = await timedTable(running, ['easy', 'easy']);
    const seat = await personToAct();
    const mover = seat === 0 ? ann : bob;
    await show(mover);
    clock.advance(20_000);
    const step = mover.view!.step;
    mover.send('act', { step, action: concreteAction(mover.view!.view.moves[0], () => 0) });
    await mover.until(() => mover.view!.step > step);
    const next = await personToAct();
    const table = room.table!;
    const at = table.log.length;
    expect(await show(next === 0 ? ann : bob)).toEqual({ step: at, seat: next, msLeft: 30_000 });

    // The other person drops and comes back 10 s in: told the time left, not given a new 30 s.
    const other = next === 0 ? bob : ann;
    other.room.reconnection.enabled = false;
    const token = other.room.reconnectionToken;
    await other.room.leave(false);
    clock.advance(10_000);
    other.view = null;
    other.rebind(await new ColyseusSDK(running!.endpoint).reconnect(token));
    await other.until(() => other.view?.step === at && other.lobby?.seats[1 - next].connected === true);
    expect(other.view!.timer).toEqual({ seat: next, msLeft: 20_000 });

    // The old deadline (20 s spent before the act) would have ended 10 s after it; this one ends at 30 s.
    clock.advance(19_999);
    expect(table.log.length).toBe(at);
    clock.advance(1);
    expect(table.log.length).toBeGreaterThan(at);
  });

  it('comes back with its game when a new server brings the game back from the store', async () => {
    const db = tempDbPath();
    running = await startServer(db, { clock: new ManualClock() });
    const { code, room, personToAct } = await timedTable(running, ['easy', 'easy']);
    const seat = await personToAct();
    const at = room.table!.log.length;
    await running.stop();

    const clock = new ManualClock();
    running = await startServer(db, { clock });
    const back = await TestClient.join(running.endpoint, code, { name: 'Ann', seat });
    await back.until(() => back.view?.step === at && back.lobby?.you === seat);
    expect(back.lobby!.turnSeconds).toBe(30);
    expect(await show(back)).toEqual({ step: at, seat, msLeft: 30_000 });
    const table = running.room(code).table!;
    clock.advance(29_999);
    expect(table.log.length).toBe(at);
    clock.advance(1);
    expect(table.log.length).toBeGreaterThan(at);
  });

  it('starts a decision’s clock when its seat’s screen shows it, after the race; at the latest SHOWN_WAIT_MS after', async () => {
    const clock = new ManualClock();
    running = await startServer(tempDbPath(), { clock });
    const { ann, bob, room, personToAct } = await timedTable(running, ['easy', 'easy']);
    const raced = (from: number) =>
      room.table!.log.slice(from).some((a) => a.type === 'chance' && (a.kind === 'movement' || a.kind === 'dice'));
    // The people play in time until a decision comes just after a race, which their apps stage first.
    let seat = await personToAct();
    let last = 0;
    while (!raced(last)) {
      const mover = seat === 0 ? ann : bob;
      await show(mover);
      last = mover.view!.step;
      mover.send('act', { step: last, action: concreteAction(mover.view!.view.moves[0], () => 0) });
      await mover.until(() => mover.view!.step > last);
      seat = await personToAct();
    }
    const mover = seat === 0 ? ann : bob;
    const other = seat === 0 ? bob : ann;
    const table = room.table!;
    const at = table.log.length;
    expect(mover.view!.timer).toBeNull();

    // Longer than the turn's 30 s on the race and the payoff moment: the decision is still the player's.
    clock.advance(SHOWN_WAIT_MS - 1);
    expect(table.log.length).toBe(at);
    // Another seat's screen, or an older step, starts nothing (each checked once refused what follows it).
    other.send('shown', { step: at });
    mover.send('shown', { step: last });
    for (const c of [other, mover]) {
      c.sendRaw('shown', { step: -1 });
      await c.until(() => c.refusals.length === 1);
      expect(c.refusals[0]).toEqual({ to: 'shown', error: { code: 'MALFORMED', params: { field: 'step' } } });
    }
    expect(timersAt(other, at)).toEqual([]);
    expect(await show(mover)).toEqual({ step: at, seat, msLeft: 30_000 });
    expect(timersAt(mover, at)).toHaveLength(1);
    clock.advance(29_999);
    expect(table.log.length).toBe(at);
    clock.advance(1);
    expect(table.log.length).toBeGreaterThan(at);

    // An app that never says it shows the decision: the clock starts SHOWN_WAIT_MS after it became the player's.
    const next = await personToAct();
    const step = table.log.length;
    clock.advance(SHOWN_WAIT_MS - 1);
    expect(timersAt(ann, step)).toEqual([]);
    clock.advance(1);
    await ann.until(() => timersAt(ann, step).length > 0);
    expect(timersAt(ann, step)).toEqual([{ step, seat: next, msLeft: 30_000 }]);
    clock.advance(29_999);
    expect(table.log.length).toBe(step);
    clock.advance(1);
    expect(table.log.length).toBeGreaterThan(step);
  });

  it('runs no timer when the host chose none', async () => {
    const clock = new ManualClock();
    running = await startServer(tempDbPath(), { clock });
    const { ann, room, personToAct } = await timedTable(running, ['easy', 'easy'], 0);
    await personToAct();
    expect(ann.view!.timer).toBeNull();
    expect(clock.pending).toBe(0);
    const at = room.table!.log.length;
    clock.advance(3_600_000);
    expect(room.table!.log.length).toBe(at);
  });
});

describe('the Party Game’s options set in the lobby', () => {
  it('reach every client and the game started', async () => {
    running = await startServer(tempDbPath());
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1].taken);
    ann.send('options', { mode: 'party', seats: 3, partyOptions: { races: 2, startingMoney: 700 } });
    await bob.until(() => bob.lobby?.mode === 'party');
    expect(bob.lobby!.partyOptions).toEqual({ races: 2, startingMoney: 700 });
    ann.send('start', {});
    await bob.until(() => bob.view !== null);
    expect(running.room(code).table!.options).toMatchObject({
      mode: 'party',
      partyOptions: { races: 2, startingMoney: 700 },
    });
    const view = bob.view!.view as PartyView;
    expect(view.players.map((p) => p.money)).toEqual([700, 700, 700]);
  });
});
