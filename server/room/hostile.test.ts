import { ColyseusSDK } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_ROOM, INVITE_ALPHABET, NET_LIMITS } from '../../src-shared/index';
import { TestClient, removeTempDirs, startServer, tempDbPath, type RunningServer } from '../testing/harness';

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  removeTempDirs();
});

/** Ann hosts, Bob joins, two bots; the game runs until a person must act. */
async function tableWaitingForAPerson(r: RunningServer) {
  const ann = await TestClient.host(r.endpoint, 'Ann');
  await ann.until(() => ann.lobby !== null);
  const bob = await TestClient.join(r.endpoint, ann.lobby!.code, { name: 'Bob' });
  await ann.until(() => ann.lobby!.seats[1].taken);
  ann.send('seat', { kind: 'bot', seat: 2, level: 'easy' });
  ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
  await ann.until(() => ann.lobby!.seats[3].kind === 'bot');
  ann.send('start', {});
  await ann.until(() => {
    const p = ann.view?.view.pending;
    return p?.kind === 'player' && p.seat < 2;
  });
  await bob.until(() => bob.view?.step === ann.view!.step);
  const p = ann.view!.view.pending as { seat: number };
  const [mover, other] = p.seat === 0 ? [ann, bob] : [bob, ann];
  return { ann, bob, mover, other, code: ann.lobby!.code };
}

/** A well-formed code that is not `code` (its first character changed). */
function randomInviteLike(code: string): string {
  const i = INVITE_ALPHABET.indexOf(code[0]);
  return INVITE_ALPHABET[(i + 1) % INVITE_ALPHABET.length] + code.slice(1);
}

describe('hostile clients', () => {
  it('refuses actions for another seat, out of turn, malformed or too large, to the sender alone, the state untouched', async () => {
    running = await startServer(tempDbPath());
    const { mover, other, code } = await tableWaitingForAPerson(running);
    const table = running.room(code).table!;
    const before = { state: JSON.stringify(table.state), log: table.log.length };
    const moverSeat = mover.lobby!.you!;
    const otherSeat = other.lobby!.you!;
    const legal = mover.view!.view.moves[0];

    // The other person plays the mover's own action, then one of their own, out of turn.
    other.send('act', { action: { ...legal, seat: moverSeat } as never });
    other.send('act', { action: { type: 'pass', seat: otherSeat } });
    // The mover: a chance step, a malformed action, a wrong shape, an unknown type, a stale step, too large.
    mover.send('act', { action: { type: 'chance', kind: 'dice', dice: ['black', 'blue'] } });
    mover.send('act', { action: { type: 'bet', seat: moverSeat, horse: 'pink', kind: 'win', stake: 'lots' } });
    mover.sendRaw('act', 'hello');
    mover.sendRaw('cheat', { money: 1e9 });
    mover.send('act', { step: before.log - 1, action: { type: 'pass', seat: moverSeat } });
    mover.sendRaw('act', { action: { type: 'pass', seat: moverSeat }, pad: 'x'.repeat(NET_LIMITS.messageChars) });
    // Lobby messages once the game is on.
    mover.send('start', {});
    mover.send('kick', { seat: otherSeat });

    await other.until(() => other.refusals.length === 2);
    await mover.until(() => mover.refusals.length === 8);
    expect(other.refusals.map((r) => r.error.code)).toEqual(['NOT_YOUR_TURN', 'NOT_YOUR_TURN']);
    expect(mover.refusals.map((r) => [r.to, r.error.code])).toEqual([
      ['act', 'NOT_YOUR_TURN'],
      ['act', mover.refusals[1].error.code],
      ['act', 'MALFORMED'],
      ['unknown', 'MALFORMED'],
      ['act', 'STALE'],
      ['act', 'TOO_LARGE'],
      ['start', 'NOT_IN_LOBBY'],
      ['kick', 'NOT_IN_LOBBY'],
    ]);
    // The engine's own refusal of the bad stake, passed on as it is.
    expect(mover.refusals[1].error.code).not.toMatch(/^(NOT_YOUR_TURN|MALFORMED|TOO_LARGE)$/);
    expect({ state: JSON.stringify(table.state), log: table.log.length }).toEqual(before);
  });

  it('refuses an action for a seat the device does not hold, and a player added where none may be', async () => {
    running = await startServer(tempDbPath());
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const code = ann.lobby!.code;
    ann.send('seat', { kind: 'local', seat: 1, name: 'Cy' });
    ann.send('seat', { kind: 'bot', seat: 3, level: 'easy' });
    await ann.until(() => ann.lobby!.seats[1].taken && ann.lobby!.seats[3].kind === 'bot');
    const bob = await TestClient.join(running.endpoint, code, { name: 'Bob' });
    const eve = await TestClient.join(running.endpoint, code, { name: 'Eve', spectate: true });
    await ann.until(() => ann.lobby!.seats[2].taken && ann.lobby!.spectators === 1);
    // Bob sits Di on Ann's seat, then on the bot's; Eve, watching, adds a player; Bob removes Cy.
    bob.send('seat', { kind: 'local', seat: 0, name: 'Di' });
    bob.send('seat', { kind: 'local', seat: 3, name: 'Di' });
    eve.send('seat', { kind: 'local', seat: 2, name: 'Di' });
    bob.send('kick', { seat: 1 });
    await bob.until(() => bob.refusals.length === 3);
    await eve.until(() => eve.refusals.length === 1);
    expect(bob.refusals.map((r) => r.error.code)).toEqual(['SEAT_TAKEN', 'SEAT_TAKEN', 'NOT_HOST']);
    expect(eve.refusals.map((r) => r.error.code)).toEqual(['NOT_SEATED']);

    ann.send('start', {});
    await ann.until(() => {
      const p = ann.view?.view.pending;
      return p?.kind === 'player' && p.seat < 3;
    });
    await bob.until(() => bob.view?.step === ann.view!.step);
    const table = running.room(code).table!;
    const before = { state: JSON.stringify(table.state), log: table.log.length };
    const seat = (ann.view!.view.pending as { seat: number }).seat;
    const legal = table.view(seat).moves[0];
    const [holder, stranger] = seat === 2 ? [bob, ann] : [ann, bob];
    const elsewhere = holder === ann ? 1 - seat : 0;
    const [holderBefore, strangerBefore] = [holder.refusals.length, stranger.refusals.length];
    // The legal move of the seat to act, from a device that does not hold it; a bot's seat; no seat.
    stranger.send('act', { seat, action: legal });
    stranger.send('act', { seat: 3, action: { type: 'pass', seat: 3 } });
    stranger.send('act', { seat: 9, action: { type: 'pass', seat: 9 } });
    // The holder, for its other seat (Ann's) or Ann's seat (Bob's), out of turn or not its own.
    holder.send('act', { seat: elsewhere, action: { ...legal, seat: elsewhere } as never });
    // Nobody adds a player once the game is on.
    holder.send('seat', { kind: 'local', seat: 2, name: 'Di' });
    await stranger.until(() => stranger.refusals.length === strangerBefore + 3);
    await holder.until(() => holder.refusals.length === holderBefore + 2);
    const since = (c: TestClient, n: number) =>
      c.refusals.slice(n).map((r) => [r.error.code, (r.error.params as { seat?: number }).seat]);
    expect(since(stranger, strangerBefore)).toEqual([
      ['NOT_YOUR_SEAT', seat],
      ['NOT_YOUR_SEAT', 3],
      ['NOT_YOUR_SEAT', 9],
    ]);
    expect(since(holder, holderBefore)).toEqual([
      [holder === ann ? 'NOT_YOUR_TURN' : 'NOT_YOUR_SEAT', elsewhere],
      ['NOT_IN_LOBBY', undefined],
    ]);
    expect({ state: JSON.stringify(table.state), log: table.log.length }).toEqual(before);
  });

  it('refuses lobby options out of range or from a guest, the lobby untouched', async () => {
    running = await startServer(tempDbPath());
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const bob = await TestClient.join(running.endpoint, ann.lobby!.code, { name: 'Bob' });
    await ann.until(() => ann.lobby!.seats[1].taken);
    ann.send('options', { mode: 'party', seats: 4, turnSeconds: 60, partyOptions: { races: 3, startingMoney: 900 } });
    await bob.until(() => bob.lobby?.turnSeconds === 60);
    await ann.until(() => ann.lobby!.turnSeconds === 60);
    const before = JSON.stringify(ann.lobby);
    const bad: [unknown, string][] = [
      [{ mode: 'party', seats: 4, turnSeconds: 45 }, 'turnSeconds'],
      [{ mode: 'party', seats: 4, turnSeconds: -30 }, 'turnSeconds'],
      [{ mode: 'party', seats: 4, turnSeconds: '60' }, 'turnSeconds'],
      [{ mode: 'party', seats: 4, turnSeconds: 1e308 }, 'turnSeconds'],
      [{ mode: 'party', seats: 4, partyOptions: { races: 1e6 } }, 'partyOptions.races'],
      [{ mode: 'party', seats: 4, partyOptions: { races: 2.5 } }, 'partyOptions.races'],
      [{ mode: 'party', seats: 4, partyOptions: { startingMoney: -5 } }, 'partyOptions.startingMoney'],
      [{ mode: 'party', seats: 4, partyOptions: [] }, 'partyOptions'],
    ];
    for (const [m] of bad) ann.sendRaw('options', m);
    bob.send('options', { mode: 'family', seats: 4, turnSeconds: 0 });
    await ann.until(() => ann.refusals.length === bad.length);
    await bob.until(() => bob.refusals.length === 1);
    expect(ann.refusals.map((r) => [r.error.code, (r.error.params as { field?: string }).field])).toEqual(
      bad.map(([, field]) => ['MALFORMED', field]),
    );
    expect(bob.refusals[0].error.code).toBe('NOT_HOST');
    expect(JSON.stringify(ann.lobby)).toBe(before);
    expect(running.room(ann.lobby!.code)['lobby']).toMatchObject({
      turnSeconds: 60,
      partyOptions: { races: 3, startingMoney: 900 },
    });
  });

  it('disconnects a client sending 1,000 messages at once, and the state does not move', async () => {
    running = await startServer(tempDbPath());
    const { other, code } = await tableWaitingForAPerson(running);
    const table = running.room(code).table!;
    const before = JSON.stringify(table.state);
    other.room.reconnection.enabled = false;
    const seat = other.lobby!.you!;
    for (let i = 0; i < 1000; i++) other.send('act', { action: { type: 'pass', seat } });
    await other.until(() => other.left !== null);
    // Colyseus answers the messages within its limit, then drops the client: most were never read.
    expect(other.refusals.length).toBeLessThan(100);
    expect(other.refusals.every((r) => r.error.code === 'NOT_YOUR_TURN')).toBe(true);
    expect(JSON.stringify(table.state)).toBe(before);
  });

  it('closes the connection of a frame over the cap', async () => {
    running = await startServer(tempDbPath());
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const eve = await TestClient.join(running.endpoint, ann.lobby!.code, { name: 'Eve', spectate: true });
    await ann.until(() => ann.lobby!.spectators === 1);
    eve.room.reconnection.enabled = false;
    eve.sendRaw('act', { action: 'x'.repeat(NET_LIMITS.frameBytes * 2) });
    await eve.until(() => eve.left !== null);
    await ann.until(() => ann.lobby!.spectators === 0);
  });

  it('lets nobody in without the code: no listing, no join by name, no made-up code', async () => {
    running = await startServer(tempDbPath());
    const ann = await TestClient.host(running.endpoint, 'Ann');
    await ann.until(() => ann.lobby !== null);
    const sdk = new ColyseusSDK(running.endpoint);
    await expect(sdk.join(GAME_ROOM, { name: 'Mallory' })).rejects.toThrow();
    await expect(sdk.joinById(randomInviteLike(ann.lobby!.code), { name: 'Mallory' })).rejects.toThrow();
    await expect(sdk.joinById(ann.lobby!.code.toLowerCase(), { name: 'Mallory' })).rejects.toThrow();
    await expect(sdk.joinById(ann.lobby!.code, { name: 42 })).rejects.toThrow();
    expect(ann.lobby!.seats.filter((s) => s.taken)).toHaveLength(1);
    const friend = await TestClient.join(running.endpoint, ann.lobby!.code, { name: 'Bob' });
    await friend.until(() => friend.lobby?.you === 1);
  });
});
