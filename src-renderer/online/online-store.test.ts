// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NET_CLOSE,
  actionSeenBy,
  applyActionInPlace,
  newGame,
  pending,
  sampleChance,
  type GameState,
  type SeatStep,
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
import { useRecordStore } from '../record/record-store';
import { playRandomGame, seededRandom } from '../../src-shared/testing/random-game';
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
    ({ name, kind, level: 'easy', taken, connected: taken, host: name === 'Anna', device: null }) as const;
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
    yours: [you],
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
    held: [],
  };
}

/** Lets the store show the view messages received so far (it shows them one after another). */
const shown = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Seat `seat`'s steps of a seeded Family Game from its start to its first decision, with the whole game if `to` the end. */
function stepsOf(seat: number, players = ['Anna', 'Ben', 'Bot 3', 'Seat 4']): ViewMessage {
  const state = newGame({ mode: 'family', players, seed: 'online' });
  const opening = playerView(state, seat);
  const steps = runChanceSeen(state, seat);
  return {
    step: steps.length,
    view: playerView(state, seat),
    result: null,
    from: 0,
    steps,
    opening,
    record: null,
    timer: null,
    held: [],
  };
}

function runChanceSeen(state: GameState, seat: number): SeatStep[] {
  const steps: SeatStep[] = [];
  while (pending(state).kind === 'chance') {
    const a = sampleChance(state);
    const action = actionSeenBy(state, a, seat);
    applyActionInPlace(state, a);
    steps.push({ action, view: playerView(state, seat) });
  }
  return steps;
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
    await shown();
    expect(game.view?.seat).toBe(1);
    expect(game.step).toBe(9);
    expect(game.humans).toEqual([1]);
    // People have no bot badge; an empty seat shows the bot that plays it.
    expect(game.bots).toEqual(seatBotsOf(online.lobby!));
    expect(game.bots[3]).toEqual({ level: 'easy', personality: null });
    const move: PlayerAction = { type: 'pass', seat: 1 };
    expect(game.act(move)).toBe(true);
    expect(server.last.sent.at(-1)).toEqual({ type: 'act', payload: { step: 9, seat: 1, action: move } });
  });

  it('stages the end of a race the steps tell: the payoff moment, waiting for Continue', async () => {
    await joined();
    const [stage, game] = [useStageStore(), useGameStore()];
    game.speed = 'instant';
    server.last.receive('lobby', lobby('playing'));
    const first = viewMessage(2);
    const racing = { ...(first.view as PlayerView), phase: 'race' as const };
    server.last.receive('view', { ...first, view: racing });
    await shown();
    expect(stage.payoff).toBeNull();
    const ran = {
      round: 1,
      ranking: [],
      oddsUsed: [],
      oddsAfter: [],
      payoffs: [],
      revealed: [],
      auctions: [],
    } as unknown as RaceSummary;
    const after = { ...(first.view as PlayerView), lastRace: ran };
    const dice: SeatStep = { action: { type: 'chance', kind: 'dice', dice: ['red', 'blue'] }, view: after };
    server.last.receive('view', { ...first, step: 3, from: 2, steps: [dice], view: after });
    await shown();
    expect(stage.payoff?.after.lastRace).toBe(ran);
    // The table shows the race's last step until Continue.
    expect(game.step).toBe(3);
    stage.continueGame();
    await shown();
    expect(stage.payoff).toBeNull();
  });

  it('says its seat’s decision is shown once the race before it is staged and Continue pressed, then counts its timer down', async () => {
    const online = await joined();
    const [stage, game] = [useStageStore(), useGameStore()];
    game.speed = 'instant';
    server.last.receive('lobby', { ...lobby('playing'), turnSeconds: 30 });
    const first = viewMessage(2);
    server.last.receive('view', { ...first, view: { ...(first.view as PlayerView), phase: 'race' as const } });
    await shown();
    const after = {
      ...(first.view as PlayerView),
      lastRace: {
        round: 1,
        ranking: [],
        oddsUsed: [],
        oddsAfter: [],
        payoffs: [],
        revealed: [],
        auctions: [],
      } as unknown as RaceSummary,
      pending: { kind: 'player', seat: 1 } as const,
    };
    const dice: SeatStep = { action: { type: 'chance', kind: 'dice', dice: ['red', 'blue'] }, view: after };
    server.last.receive('view', { ...first, step: 3, from: 2, steps: [dice], view: after });
    await shown();
    // The payoff moment is up: the decision is not on the screen yet, its clock waits.
    expect(stage.payoff).not.toBeNull();
    const said = () => server.last.sent.filter((m) => m.type === 'shown');
    expect(said()).toEqual([]);
    expect(online.turnTimer).toBeNull();
    stage.continueGame();
    await expect.poll(said).toEqual([{ type: 'shown', payload: { step: 3 } }]);
    // The server started it: counted down from here; a timer of an older step is not.
    server.last.receive('timer', { step: 2, seat: 1, msLeft: 5_000 });
    expect(online.turnTimer).toBeNull();
    const before = Date.now();
    server.last.receive('timer', { step: 3, seat: 1, msLeft: 30_000 });
    expect(online.turnTimer!.seat).toBe(1);
    expect(online.turnTimer!.endsAt - before).toBeGreaterThanOrEqual(30_000);
    expect(online.turnTimer!.endsAt - Date.now()).toBeLessThanOrEqual(30_000);

    // Another seat's decision, or a table with no timer: nothing to say.
    const others = { ...after, pending: { kind: 'player', seat: 0 } as const };
    server.last.receive('view', { ...first, step: 4, from: 3, steps: [], view: others });
    await expect.poll(() => game.step).toBe(4);
    server.last.receive('lobby', lobby('playing'));
    server.last.receive('view', { ...first, step: 5, from: 4, steps: [], view: after });
    await expect.poll(() => game.step).toBe(5);
    expect(said()).toHaveLength(1);
  });

  it('writes the game’s log from the steps the server sends: the seat’s own cards only', async () => {
    await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('playing'));
    const m = stepsOf(1);
    server.last.receive('view', m);
    await shown();
    const dealt = game.log.filter((e) => e.key === 'log.dealtYou');
    expect(dealt.map((e) => e.params.card)).toEqual((m.view as PlayerView).hand.map((card) => ({ card })));
    expect(game.log.some((e) => e.key === 'log.phase')).toBe(true);
    // A message that does not follow on (this page came back mid-game): the log starts again there.
    server.last.receive('view', { ...m, step: 50, from: 40, steps: [], opening: null });
    await shown();
    expect(game.log).toEqual([]);
  });

  it('asks once for the game’s beginning when it comes to a game under way (a reloaded page), and writes the whole log from it', async () => {
    await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('playing'));
    const whole = stepsOf(1);
    // Back with its reconnection token: told nothing before this, the page asks.
    server.last.receive('view', { ...whole, from: whole.step, steps: [], opening: null });
    await shown();
    expect(server.last.sent).toEqual([{ type: 'history', payload: {} }]);
    expect(game.log).toEqual([]);
    server.last.receive('view', whole);
    await shown();
    expect(game.log.filter((e) => e.key === 'log.dealtYou')).toHaveLength((whole.view as PlayerView).hand.length);
    server.last.receive('view', { ...whole, from: whole.step, steps: [], opening: null });
    await shown();
    expect(server.last.sent).toHaveLength(1);
  });

  it('does not ask for the beginning it was given', async () => {
    await joined();
    server.last.receive('lobby', lobby('playing'));
    server.last.receive('view', stepsOf(1));
    server.last.receive('view', { ...stepsOf(1), from: stepsOf(1).step, steps: [], opening: null });
    await shown();
    expect(server.last.sent).toEqual([]);
  });

  it('keeps the whole game at its end for the Replay, and the player’s record counts it, marked online', async () => {
    await joined();
    const game = useGameStore();
    server.last.receive('lobby', lobby('over'));
    const record = {
      options: { mode: 'family' as const, players: ['Anna', 'Ben', 'Bot 3', 'Seat 4'], seed: 'online-end' },
      actions: [],
    };
    const played = playRandomGame(record.options, seededRandom(1));
    const end = { ...stepsOf(1), record: { options: record.options, actions: played.actions } };
    server.last.receive('view', end);
    await shown();
    expect(game.gameText()).toContain('online-end');
    const entries = useRecordStore().record.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ online: true, players: 4, bots: ['easy'], slot: 'online-ABCDEFGHJK' });
  });

  it('the host’s rematch opens a room with the same options, turn timer, bots and stand-ins, and the others follow', async () => {
    const online = useOnlineStore();
    online.useLink(server.link);
    expect(await online.host('Anna')).toBe(true);
    const old = server.last;
    const game = useGameStore();
    // A 60 s turn timer, and stand-ins stronger than the default for Ben's seat and the empty one.
    const over = lobby('over', 0);
    const levels = ['normal', 'hard', 'random', 'hard'] as const;
    old.receive('lobby', { ...over, turnSeconds: 60, seats: over.seats.map((s, i) => ({ ...s, level: levels[i] })) });
    old.receive('view', stepsOf(0));
    await shown();
    expect(await game.rematch()).toBe(true);
    const fresh = server.last;
    expect(fresh).not.toBe(old);
    expect(old.sent.at(-1)).toEqual({ type: 'rematch', payload: { code: fresh.roomId } });
    expect(old.left).toBe(true);
    expect(fresh.sent).toEqual([
      { type: 'options', payload: { mode: 'family', seats: 4, starred: false, partyOptions: {}, turnSeconds: 60 } },
      { type: 'seat', payload: { kind: 'open', seat: 0, level: 'normal' } },
      { type: 'seat', payload: { kind: 'open', seat: 1, level: 'hard' } },
      { type: 'seat', payload: { kind: 'bot', seat: 2, level: 'random' } },
      { type: 'seat', payload: { kind: 'open', seat: 3, level: 'hard' } },
    ]);
    expect([online.open, online.status, game.view]).toEqual([true, 'connected', null]);

    // A friend at the old table follows to the new room's code, to a seat.
    setActivePinia(createPinia());
    const ben = await joined();
    ben.useLink(server.link);
    server.last.receive('lobby', lobby('over', 1));
    server.last.receive('rematch', { code: 'KJHGFEDCBA' });
    await expect.poll(() => server.calls.at(-1)?.arg).toBe('KJHGFEDCBA/Ben');
    expect(ben.status).toBe('connected');
  });

  it('joins to watch: the public view on the table, nobody’s cards', async () => {
    const online = useOnlineStore();
    online.useLink(server.link);
    expect(await online.join('ABCDEFGHJK', 'Eve', true)).toBe(true);
    expect(server.calls.at(-1)?.arg).toBe('ABCDEFGHJK/Eve/watch');
    server.last.receive('lobby', { ...lobby('playing'), you: null, yours: [], spectators: 1 });
    const state = newGame({ mode: 'family', players: ['Anna', 'Ben', 'Bot 3', 'Seat 4'], seed: 'online' });
    runChance(state);
    server.last.receive('view', { ...viewMessage(5), view: publicView(state) });
    await shown();
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
    await shown();
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
