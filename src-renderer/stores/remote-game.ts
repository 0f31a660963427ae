import { ref, type Ref } from 'vue';
import type { PartyView, PlayerView } from '../../src-shared/index';
import { screenFor } from '../game/hand-over';
import type { LogEntry } from '../game/log';
import type { Refusal } from '../game/refusal-text';
import type { SeatBot } from '../game/seating';
import { familyBoardOf, modeUi, partyOf } from '../modes/index';
import type { RemoteDevice, RemoteTable } from '../online/remote-table';
import type { useStageStore } from './stage-store';

/** What the table shows, as the game store holds it: the online game writes it too. */
export interface ShownTable {
  view: Ref<PlayerView | null>;
  partyView: Ref<PartyView | null>;
  log: Ref<readonly LogEntry[]>;
  bots: Ref<(SeatBot | null)[]>;
  viewer: Ref<number>;
  handOver: Ref<number | null>;
  humans: Ref<readonly number[]>;
  refusal: Ref<Refusal | null>;
}

export interface RemoteGameDeps {
  shown: ShownTable;
  stage: ReturnType<typeof useStageStore>;
  /** Leaves the game on the table, local or online. */
  leave: () => void;
  /** The human who last confirmed holding the screen (pass-and-play). */
  confirmed: () => number | null;
}

/**
 * The game store's online game (stores/game-store.ts): the views come from a server (online/), the
 * player's moves go there; this puts them on the table and keeps the log and the game's text.
 */
export function createRemoteGame(deps: RemoteGameDeps) {
  const { shown: table, stage } = deps;
  /** A game played on a server: the views come from there, the player's moves go there. */
  let remote: RemoteTable | null = null;
  /** The server's count of the moves made, for the game on the table when it is played online. */
  const step = ref<number | null>(null);
  /** The log as the seat's views and the server's steps tell it (online/online-staging.ts). */
  let remoteLog: readonly LogEntry[] = [];
  /** Once the game is over: the whole game as a save file's text, for its replay. */
  let remoteText: string | null = null;
  /** The last view shown and, on a device holding several seats, their own views (show). */
  let remoteShown: { v: PlayerView | PartyView; device: RemoteDevice | null } | null = null;

  /** The online game on the table, null when none is. */
  const current = (): RemoteTable | null => remote;

  /** The online game, if one is on the table, is left (its room too): another takes the table. */
  function drop(): void {
    const r = remote;
    [remote, step.value, remoteLog, remoteText, remoteShown] = [null, null, [], null, null];
    r?.leave();
  }

  /**
   * Shows `seat`'s view of a game played on a server after its move `at`, the other seats' bots
   * as the room has them (null for a person), and the game's log as far as it; the player's moves
   * then go to `to`. A device holding several seats (`device`) gets the public view `v` and its
   * seats' own, shown as pass-and-play shows them here (screenFor): the seat to act, once it holds
   * the screen, sees its own; another of the device's seats to act gets the hand-over first.
   */
  function show(
    to: RemoteTable,
    v: PlayerView | PartyView,
    at: number,
    seatBots: (SeatBot | null)[],
    entries: readonly LogEntry[] = [],
    device: RemoteDevice | null = null,
  ): void {
    // Another game (local, or another room) leaves the table first.
    if (remote !== to) {
      deps.leave();
      remote = to;
    }
    step.value = at;
    table.bots.value = seatBots;
    table.refusal.value = null;
    remoteLog = entries;
    remoteShown = { v, device };
    showView(v, device);
  }

  /** Puts `v` on the table, or on a device holding several seats the view screenFor says may show. */
  function showView(v: PlayerView | PartyView, device: RemoteDevice | null): void {
    let shown = v;
    if (device) {
      // A seat's turn only once its own view has come (between the steps staged, the public view).
      const p = v.pending;
      const own = p.kind === 'player' ? device.held.find((h) => h.seat === p.seat) : undefined;
      const screen = screenFor(device.seats, own ? own.seat : null, deps.confirmed());
      shown = device.held.find((h) => h.seat === screen.viewer)?.view ?? v;
      [table.humans.value, table.handOver.value] = [device.seats, screen.handOver];
    } else {
      [table.humans.value, table.handOver.value] = [[v.seat], null];
    }
    table.viewer.value = shown.seat;
    table.view.value = familyBoardOf(shown);
    table.partyView.value = partyOf(shown);
    table.log.value = modeUi(v.mode).logFor(remoteLog, v, stage.revealedLanes);
  }

  /** Shows the online game again (a hand-over was confirmed); false when none is on the table. */
  function reshow(): boolean {
    if (!remote || !remoteShown) return false;
    showView(remoteShown.v, remoteShown.device);
    return true;
  }

  /** The log again, as far as the lanes turned over so far as a race's start is staged. */
  function relog(lanes: readonly number[] | null): void {
    if (remote && remoteShown) table.log.value = modeUi(remoteShown.v.mode).logFor(remoteLog, remoteShown.v, lanes);
  }

  /** At the game's end: the whole game as a save file's text, for the Replay screen. */
  function keep(text: string): void {
    if (remote) remoteText = text;
  }

  /** The game's text once kept (keep), null before. */
  const text = (): string | null => remoteText;

  return { step, current, drop, show, reshow, relog, keep, text };
}
