// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { NET_CLOSE } from '../../src-shared/index';
import { saveLocale } from '../i18n/locale-choice';
import { FakeServer } from './fake-room';
import { hostRoom, joinRoom, loadRejoin, rejoinRoom, type RoomEvents } from './online-client';

function recorder(): RoomEvents & { seen: string[] } {
  const seen: string[] = [];
  const on =
    (name: string) =>
    (x?: unknown): void =>
      void seen.push(x === undefined ? name : `${name} ${JSON.stringify(x)}`);
  return {
    seen,
    lobby: on('lobby'),
    view: on('view'),
    refused: on('refused'),
    rematch: on('rematch'),
    timer: on('timer'),
    drop: on('drop'),
    reconnect: on('reconnect'),
    leave: on('leave'),
  };
}

beforeEach(() => sessionStorage.clear());

describe('online client', () => {
  it('hosts, hands each server message to its handler and keeps the reconnection token for this tab', async () => {
    const server = new FakeServer();
    const events = recorder();
    const c = await hostRoom(server.link('ws://h:1'), 'ws://h:1', 'Anna', events);
    expect(server.calls).toEqual([{ kind: 'create', arg: 'Anna', address: 'ws://h:1' }]);
    expect(server.languages).toEqual(['en']);
    expect(c.code).toBe('ABCDEFGHJK');
    expect(loadRejoin()).toEqual({ address: 'ws://h:1', code: 'ABCDEFGHJK', token: 'token-1' });
    server.last.receive('lobby', { n: 1 });
    server.last.receive('view', { n: 2 });
    server.last.receive('refused', { n: 3 });
    server.last.receive('rematch', { code: 'KJHGFEDCBA' });
    server.last.receive('timer', { n: 5 });
    server.last.receive('other', { n: 4 });
    expect(events.seen).toEqual([
      'lobby {"n":1}',
      'view {"n":2}',
      'refused {"n":3}',
      'rematch {"code":"KJHGFEDCBA"}',
      'timer {"n":5}',
    ]);
    c.send('start', {});
    expect(server.last.sent).toEqual([{ type: 'start', payload: {} }]);
  });

  it("states the app's language when it hosts, for the room's default names", async () => {
    const server = new FakeServer();
    saveLocale('fr');
    try {
      await hostRoom(server.link('ws://h:1'), 'ws://h:1', 'Anna', recorder());
    } finally {
      localStorage.clear();
    }
    expect(server.languages).toEqual(['fr']);
  });

  it('keeps the new token after a drop and a reconnection', async () => {
    const server = new FakeServer();
    const events = recorder();
    await joinRoom(server.link('ws://h:1'), 'ws://h:1', 'QRSTUVWXYZ', { name: 'Ben', spectate: false }, events);
    expect(server.calls[0]).toMatchObject({ kind: 'join', arg: 'QRSTUVWXYZ/Ben' });
    server.last.drop();
    server.last.reconnect('token-new');
    expect(events.seen).toEqual(['drop', 'reconnect']);
    expect(loadRejoin()?.token).toBe('token-new');
  });

  it('forgets the seat when the server closes the room or the player leaves; sends nothing after', async () => {
    const server = new FakeServer();
    const events = recorder();
    const c = await hostRoom(server.link('ws://h:1'), 'ws://h:1', 'Anna', events);
    server.last.close(NET_CLOSE.kicked);
    expect(events.seen).toEqual([`leave ${NET_CLOSE.kicked}`]);
    expect(loadRejoin()).toBeNull();
    c.send('start', {});
    expect(server.last.sent).toEqual([]);

    const d = await hostRoom(server.link('ws://h:1'), 'ws://h:1', 'Anna', events);
    await d.leave();
    expect(server.last.left).toBe(true);
    expect(loadRejoin()).toBeNull();
    // Leaving on purpose is no news to the app.
    expect(events.seen).toHaveLength(1);
  });

  it('takes the seat back after a reload with the kept token, and drops a token the server refuses', async () => {
    const server = new FakeServer();
    expect(await rejoinRoom(server.link, recorder())).toBeNull();
    await hostRoom(server.link('ws://h:1'), 'ws://h:1', 'Anna', recorder());
    const back = await rejoinRoom(server.link, recorder());
    expect(back?.address).toBe('ws://h:1');
    expect(server.calls.at(-1)).toEqual({ kind: 'reconnect', arg: 'token-1', address: 'ws://h:1' });

    server.failNext = new Error('expired');
    expect(await rejoinRoom(server.link, recorder())).toBeNull();
    expect(loadRejoin()).toBeNull();
  });

  it('asks for its seat again by the code when the token fails after a server restart', async () => {
    const server = new FakeServer();
    await joinRoom(server.link('ws://h:1'), 'ws://h:1', 'QRSTUVWXYZ', { name: 'Ben', spectate: false }, recorder());
    const seats = [{ name: 'Anna' }, { name: 'Ben' }];
    server.last.receive('lobby', { code: 'QRSTUVWXYZ', you: 1, yours: [1], seats });
    expect(loadRejoin()).toMatchObject({ code: 'QRSTUVWXYZ', seat: 1, name: 'Ben' });

    server.failNext = new Error('unknown token');
    const back = await rejoinRoom(server.link, recorder());
    expect(back?.code).toBe('QRSTUVWXYZ');
    expect(server.calls.slice(-2).map((c) => `${c.kind} ${c.arg}`)).toEqual([
      'reconnect token-1',
      'join QRSTUVWXYZ/Ben/seat 1',
    ]);
    expect(loadRejoin()).toMatchObject({ token: 'token-2', seat: 1 });
  });

  it('asks for the seats of the other players on this device with its own (pass-and-play)', async () => {
    const server = new FakeServer();
    await joinRoom(server.link('ws://h:1'), 'ws://h:1', 'QRSTUVWXYZ', { name: 'Ben', spectate: false }, recorder());
    const seats = [{ name: 'Anna' }, { name: 'Ben' }, { name: 'Cy' }, { name: 'Di' }];
    server.last.receive('lobby', { code: 'QRSTUVWXYZ', you: 1, yours: [1, 3, 2], seats });
    expect(loadRejoin()?.local).toEqual([
      { seat: 3, name: 'Di' },
      { seat: 2, name: 'Cy' },
    ]);
    server.failNext = new Error('unknown token');
    await rejoinRoom(server.link, recorder());
    expect(server.calls.at(-1)?.arg).toBe('QRSTUVWXYZ/Ben/seat 1 +Di 3 +Cy 2');
    // Di unseated: she is no longer asked for.
    server.last.receive('lobby', { code: 'QRSTUVWXYZ', you: 1, yours: [1, 2], seats });
    expect(loadRejoin()?.local).toEqual([{ seat: 2, name: 'Cy' }]);
  });
});
