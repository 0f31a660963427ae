// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SPECTATOR,
  applyActionInPlace,
  concreteAction,
  newGame,
  pending,
  playerView,
  runChance,
  type GameState,
  type LobbyMessage,
  type ViewMessage,
} from '../../src-shared/index';
import { playRandomGame, seededRandom } from '../../src-shared/testing/random-game';
import { useRecordStore } from '../record/record-store';
import { useGameStore } from '../stores/game-store';
import { FakeServer } from './fake-room';
import { useOnlineStore } from './online-store';

let server: FakeServer;
beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  server = new FakeServer();
});

const PLAYERS = ['Anna', 'Ben', 'Cy', 'Di'];

/** The room once the game is on: this device holds `yours` (its own seat first), Anna is the host. */
function lobby(yours: number[], stage: LobbyMessage['stage'] = 'playing'): LobbyMessage {
  return {
    code: 'ABCDEFGHJK',
    stage,
    mode: 'family',
    starred: false,
    partyOptions: {},
    turnSeconds: 0,
    seats: PLAYERS.map((name, i) => ({
      name,
      kind: 'open',
      level: 'easy',
      taken: true,
      connected: true,
      host: i === 0,
      device: yours.indexOf(i) > 0 ? yours[0] : null,
    })),
    spectators: 0,
    you: yours[0],
    yours,
    host: yours[0] === 0,
  };
}

/** What the server sends a device holding `yours` at `step`: the public view and each of its seats' own. */
function viewMessage(state: GameState, step: number, yours: number[]): ViewMessage {
  return {
    step,
    view: playerView(state, SPECTATOR),
    held: yours.map((seat) => ({ seat, view: playerView(state, seat) })),
    result: null,
    from: step,
    steps: [],
    opening: null,
    record: null,
    timer: null,
  };
}

const actor = (state: GameState): number => {
  const p = pending(state);
  if (p.kind !== 'player') throw new Error('no player to act');
  return p.seat;
};

/** Lets the store show the view messages received so far (it shows them one after another). */
const shown = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('several seats of an online game on one device', () => {
  it('passes the device between its seats as pass-and-play does, each seat’s cards shown once it holds it', async () => {
    // A Family Game's first two decisions, by two seats the device holds.
    const state = newGame({ mode: 'family', players: PLAYERS, seed: 'online' });
    let step = runChance(state).length;
    const first = actor(state);
    const firstMove = concreteAction(playerView(state, first).moves[0]!, () => 0);
    const after = newGame({ mode: 'family', players: PLAYERS, seed: 'online' });
    runChance(after);
    applyActionInPlace(after, firstMove);
    const stepAfter = step + 1 + runChance(after).length;
    const second = actor(after);
    expect(second).not.toBe(first);
    const yours = [first, second];

    const online = useOnlineStore();
    online.useLink(server.link);
    expect(await online.join('ABCDEFGHJK', PLAYERS[first]!)).toBe(true);
    const game = useGameStore();
    server.last.receive('lobby', lobby(yours));
    server.last.receive('view', viewMessage(state, step, yours));
    await shown();
    // The first seat's turn: the hand-over, the table behind it public.
    expect(game.humans).toEqual(yours);
    expect([game.handOver, game.viewer, game.view?.seat]).toEqual([first, SPECTATOR, SPECTATOR]);
    expect(game.view).toEqual(playerView(state, SPECTATOR));
    game.confirmHandOver();
    expect([game.handOver, game.viewer]).toEqual([null, first]);
    expect(game.view).toEqual(playerView(state, first));
    expect(game.act(firstMove)).toBe(true);
    expect(server.last.sent.at(-1)).toEqual({ type: 'act', payload: { step, seat: first, action: firstMove } });

    // The other seat of the device is next: the hand-over again, before its cards show.
    step = stepAfter;
    server.last.receive('view', viewMessage(after, step, yours));
    await shown();
    expect([game.handOver, game.viewer]).toEqual([second, SPECTATOR]);
    expect(game.view).toEqual(playerView(after, SPECTATOR));
    game.confirmHandOver();
    expect([game.handOver, game.viewer]).toEqual([null, second]);
    expect(game.view).toEqual(playerView(after, second));
  });

  it('tells the server its screen shows the decision of any of its seats, for the turn timer', async () => {
    const state = newGame({ mode: 'family', players: PLAYERS, seed: 'online' });
    const step = runChance(state).length;
    const local = actor(state);
    const yours = [local === 0 ? 1 : 0, local];
    const online = useOnlineStore();
    online.useLink(server.link);
    await online.join('ABCDEFGHJK', PLAYERS[yours[0]!]!);
    server.last.receive('lobby', { ...lobby(yours), turnSeconds: 30 });
    server.last.receive('view', viewMessage(state, step, yours));
    await shown();
    expect(server.last.sent).toContainEqual({ type: 'shown', payload: { step } });
  });

  it('shows the public view, no hand-over, while a seat of another device acts', async () => {
    const state = newGame({ mode: 'family', players: PLAYERS, seed: 'online' });
    const step = runChance(state).length;
    const other = actor(state);
    const yours = [0, 1, 2, 3].filter((s) => s !== other).slice(0, 2);
    const online = useOnlineStore();
    online.useLink(server.link);
    await online.join('ABCDEFGHJK', PLAYERS[yours[0]!]!);
    const game = useGameStore();
    server.last.receive('lobby', lobby(yours));
    server.last.receive('view', viewMessage(state, step, yours));
    await shown();
    expect([game.handOver, game.viewer]).toEqual([null, SPECTATOR]);
    expect(game.view).toEqual(playerView(state, SPECTATOR));
  });

  it('leaves a shared device’s game out of the record, and brings its players to the rematch', async () => {
    const options = { mode: 'family' as const, players: PLAYERS, seed: 'online-end' };
    const played = playRandomGame(options, seededRandom(1));
    const state = newGame(options);
    const end = { ...viewMessage(state, 0, [0, 2]), record: { options, actions: played.actions } };
    const online = useOnlineStore();
    online.useLink(server.link);
    expect(await online.host('Anna')).toBe(true);
    const old = server.last;
    const game = useGameStore();
    old.receive('lobby', lobby([0, 2], 'over'));
    old.receive('view', end);
    await shown();
    // The replay is kept; the record, one player's, counts no game several people shared.
    expect(game.gameText()).toContain('online-end');
    expect(useRecordStore().record.entries).toEqual([]);
    // The host's rematch seats Cy again, where she was.
    expect(await game.rematch()).toBe(true);
    expect(server.last.sent.at(-1)).toEqual({ type: 'seat', payload: { kind: 'local', seat: 2, name: 'Cy' } });

    // Ben's device follows with Di: his seat and hers asked for together.
    setActivePinia(createPinia());
    const ben = useOnlineStore();
    ben.useLink(server.link);
    await ben.join('ABCDEFGHJK', 'Ben');
    server.last.receive('lobby', lobby([1, 3], 'over'));
    server.last.receive('rematch', { code: 'KJHGFEDCBA' });
    await expect.poll(() => server.calls.at(-1)?.arg).toBe('KJHGFEDCBA/Ben/seat 1 +Di 3');
  });
});
