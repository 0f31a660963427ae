import { defineStore } from 'pinia';
import { markRaw, ref, shallowRef } from 'vue';
import {
  NET_CLOSE,
  type ClientMessageType,
  type ClientMessages,
  type LobbyMessage,
  type PlayerAction,
  type RefusedMessage,
  type ViewMessage,
} from '../../src-shared/index';
import type { LogEntry } from '../game/log';
import type { AnyView } from '../modes/index';
import { useRecordStore } from '../record/record-store';
import type { SeatBot } from '../game/seating';
import { useGameStore } from '../stores/game-store';
import { useStageStore } from '../stores/stage-store';
import {
  colyseusLink,
  hostRoom,
  joinRoom,
  mayComeBack,
  rejoinRoom,
  localPlayers,
  type LocalPlayers,
  type NetLink,
  type OnlineConnection,
  type RoomEvents,
} from './online-client';
import { normalizeAddress, normalizeCode } from './online-input';
import { connectProblem, type OnlineProblem } from './online-problem';
import { finishedOnline } from './online-record';
import { showSteps } from './online-staging';
import type { RemoteTable } from './remote-table';

/** Where the app looks for a server until the player types another address. */
export const DEFAULT_ADDRESS = 'ws://localhost:2567';
const ADDRESS_KEY = 'horse-fever:online-address';

export type OnlineStatus = 'idle' | 'connecting' | 'connected' | 'dropped';

/** The bots of a room's seats as the table shows them: a seat nobody sits in is played by its bot. */
export function seatBotsOf(lobby: LobbyMessage): (SeatBot | null)[] {
  return lobby.seats.map((s) => (s.taken ? null : { level: s.level, personality: null }));
}

/**
 * The online table (docs/server.md, "Playing online"): the connection to a game room, the lobby as
 * the server tells it, and the seat's views, which go to the game store to be drawn by the same
 * table as a game played here. Moves go to the server, which checks them; its refusals are data.
 */
export const useOnlineStore = defineStore('online', () => {
  const game = useGameStore();
  const stage = useStageStore();
  const record = useRecordStore();
  /** The online screens (host or join, then the lobby) are shown. */
  const open = ref(false);
  const address = ref(globalThis.localStorage?.getItem(ADDRESS_KEY) ?? DEFAULT_ADDRESS);
  const status = ref<OnlineStatus>('idle');
  const lobby = shallowRef<LobbyMessage | null>(null);
  /** The server's refusal of this player's last message, until the next one is sent. */
  const refusal = shallowRef<RefusedMessage | null>(null);
  /** The turn timer of the decision pending: its seat and when it ends on this machine's clock (Date.now). */
  const turnTimer = shallowRef<{ seat: number; endsAt: number } | null>(null);
  /** Why the last connection failed or ended. */
  const problem = ref<OnlineProblem | null>(null);
  let connection: OnlineConnection | null = null;
  let linkFor: (address: string) => NetLink = colyseusLink;
  /** The step of the last view, sent with each move so a move made on an old view is refused as stale. */
  let step = 0;

  const remote: RemoteTable = markRaw({
    // The seat the move is for: a device may hold several (pass-and-play), the server checks it holds this one.
    act: (action: PlayerAction) => send('act', { step, seat: action.seat, action }),
    // The table was left (its toolbar, the end screen): leave the room too, if not already gone.
    leave: () => {
      if (connection) void leave();
    },
    rematch: () => rematch(),
  });

  /** The view on the table, its step and the log so far; the views are shown one message after another. */
  let shown: { view: AnyView; step: number } | null = null;
  let log: readonly LogEntry[] = [];
  let showing: Promise<void> = Promise.resolve();
  /** Counts the tables this store has put up: a message for an older one is not shown. */
  let table = 0;
  /** The table whose game's beginning this page has, or has asked for (`history`): asked once. */
  let begun = -1;

  /** Shows a view message: its steps in the log and, continuing the view on the table, staged (online-staging.ts). */
  async function showView(m: ViewMessage, at: number): Promise<void> {
    const room = lobby.value;
    if (!room || at !== table) return;
    const bots = seatBotsOf(room);
    // A device holding several seats: the public view, each seat's own shown once the last step is.
    const device = (at: number) =>
      room.yours.length > 1 ? { seats: room.yours, held: at === m.step ? m.held : [] } : null;
    const continues = shown !== null && m.opening === null && m.from === shown.step;
    if (!continues) log = [];
    log = await showSteps(
      {
        stage,
        speed: () => game.speed,
        skipping: () => game.skipping,
        endSkip: () => (game.skipping = false),
        live: () => at === table,
        show: (view, s, entries) => game.showRemote(remote, view, s, bots, entries, device(s)),
      },
      m,
      m.opening ?? (continues ? shown!.view : null),
      log,
      continues,
    );
    if (at !== table) return;
    shown = { view: m.view, step: m.step };
    sayShown(m);
    if (m.record) {
      const { text, game: played } = finishedOnline(m.record, room);
      game.keepRemoteGame(text);
      if (played) record.finished(played);
    }
  }

  /**
   * This seat's decision is on the table, the race before it staged and its payoff moment closed:
   * the server starts its turn timer now (docs/server.md "Turn timer"). Not for an older view.
   */
  function sayShown(m: ViewMessage): void {
    const p = m.view.pending;
    const room = lobby.value;
    // A device holding several seats says so for each of them (its hand-over counts in the decision's time).
    if (!room?.turnSeconds || m.step !== step || p.kind !== 'player' || !room.yours.includes(p.seat)) return;
    connection?.send('shown', { step: m.step });
  }

  /** A turn timer counted down from now on this machine's clock (the server's and this one need not agree). */
  const timerFrom = (t: { seat: number; msLeft: number } | null) =>
    t ? { seat: t.seat, endsAt: Date.now() + t.msLeft } : null;

  const events: RoomEvents = {
    lobby: (m) => (lobby.value = m),
    view: (m) => {
      step = m.step;
      turnTimer.value = timerFrom(m.timer);
      const at = table;
      // A page that came to the game under way (reloaded, say) asks once for its beginning, for the log.
      if (begun !== at) {
        begun = at;
        if (m.opening === null) connection?.send('history', {});
      }
      // A view that cannot be shown says why on the table; the next ones are shown all the same.
      showing = showing
        .then(() => showView(m, at))
        .catch((e: unknown) => {
          game.error = e instanceof Error ? e.message : String(e);
        });
    },
    refused: (m) => (refusal.value = m),
    rematch: (m) => void follow(m.code),
    timer: (m) => {
      if (m.step === step) turnTimer.value = timerFrom(m);
    },
    drop: () => (status.value = 'dropped'),
    reconnect: () => (status.value = 'connected'),
    leave: (code) => {
      connection = null;
      if (!mayComeBack(code)) return closed(code === NET_CLOSE.kicked ? { kind: 'kicked' } : { kind: 'closed' });
      // Cut off (the server restarted: the game came back from its store, not the connection): ask
      // for the seat again while the table stays, dropped; closed if that fails.
      status.value = 'dropped';
      void resume().then((back) => back || closed({ kind: 'closed' }));
    },
  };

  /** Tests connect to a fake server. */
  function useLink(make: (address: string) => NetLink): void {
    linkFor = make;
  }

  async function connect(to: (link: NetLink, at: string) => Promise<OnlineConnection>): Promise<boolean> {
    if (status.value === 'connecting') return false;
    const at = normalizeAddress(address.value, DEFAULT_ADDRESS);
    address.value = at;
    globalThis.localStorage?.setItem(ADDRESS_KEY, at);
    await leave();
    open.value = true;
    status.value = 'connecting';
    problem.value = null;
    try {
      connection = markRaw(await to(linkFor(at), at));
      status.value = 'connected';
      return true;
    } catch (e) {
      status.value = 'idle';
      problem.value = connectProblem(e);
      return false;
    }
  }

  const host = (name: string): Promise<boolean> => connect((link, at) => hostRoom(link, at, name, events));
  /** `device`: the seat wanted and the other players on this device, asked for with it (a rematch followed). */
  const join = (
    code: string,
    name: string,
    spectate = false,
    device: { seat: number; local: LocalPlayers } | null = null,
  ): Promise<boolean> =>
    connect((link, at) => joinRoom(link, at, normalizeCode(code), { name, spectate, ...device }, events));

  /** After a reload: takes this tab's seat back if it had one; false when there was none to take. */
  async function resume(): Promise<boolean> {
    const c = await rejoinRoom(linkFor, events);
    if (!c) return false;
    connection = markRaw(c);
    address.value = c.address;
    [open.value, status.value, problem.value] = [true, 'connected', null];
    return true;
  }

  function send<K extends ClientMessageType>(type: K, message: ClientMessages[K]): void {
    refusal.value = null;
    connection?.send(type, message);
  }

  /**
   * The host's rematch once the game is over: a new room with this one's mode, options and bots,
   * whose code the old room passes to everyone still there (`rematch`), who then join it.
   */
  async function rematch(): Promise<boolean> {
    const [old, room] = [connection, lobby.value];
    if (!old || !room?.host || room.stage !== 'over') return false;
    const name = room.you === null ? '' : (room.seats[room.you]?.name ?? '');
    let fresh: OnlineConnection;
    try {
      fresh = markRaw(await hostRoom(linkFor(address.value), address.value, name, events));
    } catch (e) {
      problem.value = connectProblem(e);
      return false;
    }
    old.send('rematch', { code: fresh.code });
    // Off the finished table and out of its room (through the table's leave), then into the new lobby.
    await game.leave();
    await leave();
    connection = fresh;
    [open.value, status.value] = [true, 'connected'];
    // Each answered with the lobby as it now is. Every seat's level: a bot's, or a friend's stand-in.
    const { mode, starred, partyOptions, turnSeconds, seats } = room;
    fresh.send('options', { mode, seats: seats.length, starred, partyOptions, turnSeconds });
    seats.forEach((s, seat) => fresh.send('seat', { kind: s.kind, seat, level: s.level }));
    // The other players on this device sit again where they were.
    for (const l of localPlayers(room)) fresh.send('seat', { kind: 'local', ...l });
    return true;
  }

  /** The host opened the rematch's room: this player follows, to a seat or (a spectator) to watch. */
  async function follow(code: string): Promise<void> {
    const room = lobby.value;
    if (!room) return;
    const name = room.you === null ? 'Guest' : (room.seats[room.you]?.name ?? 'Guest');
    const local = localPlayers(room);
    await game.leave();
    // The other players on this device come along, to the seats they had, with this one's own.
    await join(code, name, room.you === null, room.you !== null && local.length > 0 ? { seat: room.you, local } : null);
  }

  /** Leaves the room (the seat's bot plays on) and the table, back to the online screen's start. */
  async function leave(): Promise<void> {
    const c = connection;
    connection = null;
    closed(null);
    await c?.leave();
  }

  /** The room is gone for this player: the table goes, and the online screen says why (`why`). */
  function closed(why: OnlineProblem | null): void {
    [status.value, lobby.value, refusal.value, problem.value] = ['idle', null, null, why];
    turnTimer.value = null;
    step = 0;
    [shown, log, table] = [null, [], table + 1];
    // Kicked or cut off: the table goes and the online screen says why; a player who chose to leave
    // goes to the title (from the table, the game store is already leaving it).
    open.value = why !== null;
    if (why && (game.view || game.partyView)) void game.leave();
  }

  return {
    open,
    address,
    status,
    lobby,
    refusal,
    turnTimer,
    problem,
    host,
    join,
    resume,
    send,
    leave,
    useLink,
  };
});
