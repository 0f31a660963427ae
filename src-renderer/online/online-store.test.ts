// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NET_CLOSE,
  newGame,
  playerView,
  publicView,
  runChance,
  SPECTATOR,
  type LobbyMessage,
  type PlayerAction,
  type PlayerView,
  type RaceSummary,
  type RefusedMessage,
  type ViewMessage,
} from '../../src-shared/index';
import { createAppI18n } from '../i18n/index';
import type { Translate } from '../i18n/keys';
import { useGameStore } from '../stores/game-store';
import { useStageStore } from '../stores/stage-store';
import { FakeServer } from './fake-room';
import { seatBotsOf, useOnlineStore } from './online-store';
import { onlineRefusalText } from './online-text';

let server: FakeServer;
beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  server = new FakeServer();
});

function lobby(stage: LobbyMessage['stage'], you = 1): LobbyMessage {
  const seat = (name: string, taken: boolean, kind: 'open' | 'bot' = 'open') =>
    ({ name, kind, level: 'easy', taken, connected: taken, host: name === 'Anna' }) as const;
  return {
    code: 'ABCDEFGHJK',
    stage,
    mode: 'family',
    starred: false,
    partyOptions: {},
    turnSeconds: 0,
    seats: [seat('Anna', true), seat('Ben', true), seat('Bot 3', false, 'bot'), seat('Seat 4', false)],
    spectators: 0,
    you,
    host: you === 0,
  };
}

/** Seat 1's view of a Family Game's first decision, as a server would send it. */
function viewMessage(step: number): ViewMessage {
  const state = newGame({ mode: 'family', players: ['Anna', 'Ben', 'Bot 3', 'Seat 4'], seed: 'online' });
  runChance(state);
  return {
    step,
    view: playerView(state, 1),
    result: null,
    from: step,
    steps: [],
    opening: null,
    record: null,
    timer: null,
  };
}

async function joined(): Promise<ReturnType<typeof useOnlineStore>> {
  const online = useOnlineStore();
  online.useLink(server.link);
  online.address = 'ws://example:2567';
  expect(await online.join('abcde-fghjk', 'Ben')).toBe(true);
  return online;
}

describe('online store', () => {
  it('joins by a code typed in any case, and shows the lobby the server sends', async () => {
    const online = await joined();
    expect(server.calls).toEqual([{ kind: 'join', arg: 'ABCDEFGHJK/Ben', address: 'ws://example:2567' }]);
    expect(online.status).toBe('connected');
    server.last.receive('lobby', lobby('lobby'));
    expect(online.lobby?.you).toBe(1);
    online.send('seat', { kind: 'take', seat: 3 });
    expect(server.last.sent).toEqual([{ type: 'seat', payload: { kind: 'take', seat: 3 } }]);
  });

  it('puts the seat’s view on the game store’s table and sends the player’s moves to the server', async () => {
    const online = await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('playing'));
    server.last.receive('view', viewMessage(9));
    expect(game.view?.seat).toBe(1);
    expect(game.step).toBe(9);
    expect(game.humans).toEqual([1]);
    // People have no bot badge; an empty seat shows the bot that plays it.
    expect(game.bots).toEqual(seatBotsOf(online.lobby!));
    expect(game.bots[3]).toEqual({ level: 'easy', personality: null });
    const move: PlayerAction = { type: 'pass', seat: 1 };
    expect(game.act(move)).toBe(true);
    expect(server.last.sent.at(-1)).toEqual({ type: 'act', payload: { step: 9, action: move } });
  });

  it('shows the payoff moment when a view has a race the one before did not', async () => {
    await joined();
    const stage = useStageStore();
    server.last.receive('lobby', lobby('playing'));
    const first = viewMessage(2);
    server.last.receive('view', first);
    expect(stage.payoff).toBeNull();
    const ran = {
      round: 1,
      ranking: [],
      oddsUsed: [],
      oddsAfter: [],
      payoffs: [],
      revealed: [],
    } as unknown as RaceSummary;
    const after = { ...first, step: 40, view: { ...(first.view as PlayerView), lastRace: ran } };
    server.last.receive('view', after);
    expect(stage.payoff?.after.lastRace).toBe(ran);
    stage.continueGame();
    // The same race in the next view: no second payoff moment.
    server.last.receive('view', { ...after, step: 41 });
    expect(stage.payoff).toBeNull();
  });

  it('joins to watch: the public view on the table, nobody’s cards', async () => {
    const online = useOnlineStore();
    online.useLink(server.link);
    expect(await online.join('ABCDEFGHJK', 'Eve', true)).toBe(true);
    expect(server.calls.at(-1)?.arg).toBe('ABCDEFGHJK/Eve/watch');
    server.last.receive('lobby', { ...lobby('playing'), you: null, spectators: 1 });
    const state = newGame({ mode: 'family', players: ['Anna', 'Ben', 'Bot 3', 'Seat 4'], seed: 'online' });
    runChance(state);
    server.last.receive('view', { step: 5, view: publicView(state), result: null });
    const game = useGameStore();
    expect(game.view?.seat).toBe(SPECTATOR);
    expect(game.view?.hand).toEqual([]);
  });

  it('keeps the server’s refusal until the next message, worded in the player’s language', async () => {
    const online = await joined();
    server.last.receive('refused', { to: 'act', error: { code: 'STALE', params: { step: 3 } } });
    const t = createAppI18n('fr').global.t as unknown as Translate;
    expect(onlineRefusalText(t, online.refusal!, [], 1)).toContain('La partie a avancé');
    const engine: RefusedMessage = { to: 'act', error: { code: 'BAD_STAKE', params: { stake: 50, min: 200 } } };
    expect(onlineRefusalText(t, engine, [], 1)).toContain('200');
    online.send('start', {});
    expect(online.refusal).toBeNull();
  });

  it('says so when the host removes the player mid-lobby or the game, and leaves the table', async () => {
    const online = await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('playing'));
    server.last.receive('view', viewMessage(2));
    server.last.close(NET_CLOSE.kicked);
    expect(online.problem).toEqual({ kind: 'kicked' });
    expect([online.open, online.lobby, game.view]).toEqual([true, null, null]);
  });

  it('leaving the table leaves the room too, and goes back to the title', async () => {
    const online = await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('playing'));
    server.last.receive('view', viewMessage(2));
    await game.leave();
    expect(server.last.left).toBe(true);
    expect([online.open, online.status, online.problem]).toEqual([false, 'idle', null]);
  });

  it('shows the drop and the way back; a reloaded page takes its seat again', async () => {
    const online = await joined();
    server.last.drop();
    expect(online.status).toBe('dropped');
    server.last.reconnect('token-9');
    expect(online.status).toBe('connected');

    setActivePinia(createPinia());
    const again = useOnlineStore();
    again.useLink(server.link);
    expect(await again.resume()).toBe(true);
    expect(server.calls.at(-1)).toMatchObject({ kind: 'reconnect', arg: 'token-9' });
    expect([again.open, again.status]).toEqual([true, 'connected']);
  });

  it('asks for its seat again by the code when the server cut it off (restarted), the table kept', async () => {
    const online = await joined();
    server.last.receive('lobby', lobby('playing', 1));
    server.last.receive('view', viewMessage(3));
    const game = useGameStore();
    server.failNext = new Error('unknown reconnection token');
    server.last.close(4002);
    expect(online.status).toBe('dropped');
    await expect.poll(() => online.status).toBe('connected');
    expect(server.calls.slice(-2).map((c) => `${c.kind} ${c.arg}`)).toEqual([
      'reconnect token-1',
      'join ABCDEFGHJK/Ben/seat 1',
    ]);
    expect(game.view).not.toBeNull();

    // When the game is gone too, the table goes and the online screen says the room closed.
    server.failAll = new Error('room not found');
    server.last.close(4002);
    await expect.poll(() => online.status).toBe('idle');
    expect(online.problem).toEqual({ kind: 'closed' });
  });

  it('tells an unknown code from a server that does not answer', async () => {
    const online = useOnlineStore();
    online.useLink(server.link);
    server.failNext = Object.assign(new Error('room not found'), { code: 522 });
    expect(await online.join('ZZZZZZZZZZ', 'Ben')).toBe(false);
    expect(online.problem).toEqual({ kind: 'notFound' });
    server.failNext = new TypeError('Failed to fetch');
    expect(await online.host('Anna')).toBe(false);
    expect(online.problem).toEqual({ kind: 'unreachable', detail: 'Failed to fetch' });
    expect(online.status).toBe('idle');
  });
});
