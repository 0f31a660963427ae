import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import {
  EngineException,
  type EngineError,
  type PartyView,
  type PlayerAction,
  type PlayerView as EngineView,
  SPECTATOR,
} from '../../src-shared/index';
import { defaultSaveName, newSlotId } from '../../src-shared/save/save-file';
import { getPlatform } from '../platform/current-platform';
import type { ExportResult } from '../../src-shared/platform/platform-api';
import { seatsOf, type SeatBot } from '../game/seating';
import { createAppBotClient } from '../game/bot-client';
import type { BotClient } from '../../ai/runtime/bot-client';
import { uncapped } from '../game/bot-brain';
import type { Forecast } from '../../ai/runtime/bot-api';
import type { LogEntry } from '../game/log';
import type { Refusal } from '../game/refusal-text';
import { screenFor } from '../game/hand-over';
import { GameSession } from '../game/session';
import { useStageStore } from './stage-store';
import { familyBoardOf, modeUi, partyOf } from '../modes/index';
import type { NewGameSetup } from '../game/table-setup';
export { defaultSeats, type GameMode, type NewGameSetup, type SeatSetup } from '../game/table-setup';
import { useRecordStore } from '../record/record-store';
import { createAids } from './aids';
import { createGameRun } from './game-run';
import { createRemoteGame } from './remote-game';
import { createSavedGame } from './saved-game';

export type PlayerView = EngineView;

/** Tables of hidden cards the forecast samples (each raced 40 times): about 1,200 races. */
const FORECAST_SAMPLES = 30;

/**
 * The game on the table, local or online: the views shown, the person's moves. Its parts are apart:
 * the driving of a local game (game-run.ts), its saving and loading (saved-game.ts), a game played on
 * a server (remote-game.ts), Undo and Hint (aids.ts).
 */
export const useGameStore = defineStore('game', () => {
  // The session is plain TypeScript; Vue sees only the views it publishes.
  let session: GameSession | null = null;
  let brain: BotClient | null = null;
  const stage = useStageStore();
  const record = useRecordStore();
  const view = shallowRef<PlayerView | null>(null);
  /** The table of a Party Game (its own view: no odds, cards or VP); null in the other modes. */
  const partyView = shallowRef<PartyView | null>(null);
  const log = shallowRef<readonly LogEntry[]>([]);
  /** Each seat's bot, level and personality (null for the human). */
  const bots = shallowRef<(SeatBot | null)[]>([]);
  const error = ref<string | null>(null);
  /** The engine's refusal of the human's last move or of the game options, worded by the screen. */
  const refusal = ref<Refusal | null>(null);
  /** Whose view `view` is: a seat, or SPECTATOR for the public view (docs/rules.md §10). */
  const viewer = ref<number>(SPECTATOR);
  /** The human seat the screen waits to be passed to (pass-and-play), null when none. */
  const handOver = ref<number | null>(null);
  /** The human seats of the game on the table. */
  const humans = shallowRef<readonly number[]>([]);
  /** The human who last confirmed holding the screen; a new or resumed game starts with nobody. */
  let confirmed: number | null = null;

  const runner = createGameRun({
    session: () => session,
    publish,
    view,
    partyView,
    stage,
    error,
    // The final scores: the player's record keeps the game (once per game, docs/record.md).
    over: (s) => {
      const slot = saved.slot();
      if (slot !== null)
        record.finished({ slot, options: s.options, seating: s.seating, state: s.state, aids: s.aids });
    },
  });
  const { thinking, skipping } = runner;
  const saved = createSavedGame({
    session: () => session,
    adopt,
    brain: getBrain,
    thinking,
    error,
    refusal,
  });
  const remote = createRemoteGame({
    shown: { view, partyView, log, bots, viewer, handOver, humans, refusal },
    stage,
    leave: () => void leave(),
    confirmed: () => confirmed,
  });
  /** Counts the moves made so far: each decision of the table is keyed by it. */
  const step = computed(() => remote.step.value ?? log.value.length);

  /** Undo and Hint (stores/aids.ts): the person's, on their own turn; undo only alone with bots. */
  const aids = createAids({
    session: () => session,
    brain: () => getBrain(),
    decider: () => {
      const p = session?.whoActs();
      return p?.kind === 'player' && p.seat === viewer.value && handOver.value === null ? p.seat : null;
    },
    publish: () => {
      stage.clearEvents();
      error.value = null;
      refusal.value = null;
      publish();
    },
  });

  function getBrain(): BotClient {
    brain ??= markRaw(createAppBotClient());
    return brain;
  }

  /** Renders the view of whoever may see the screen now: never the state, never another seat's secrets. */
  function publish(): void {
    if (!session) return;
    const p = session.whoActs();
    const screen = screenFor(session.humans, p.kind === 'player' ? p.seat : null, confirmed);
    viewer.value = screen.viewer;
    handOver.value = screen.handOver;
    const v = session.view(screen.viewer);
    view.value = familyBoardOf(v);
    partyView.value = partyOf(v);
    bots.value = session.bots;
    log.value = session.logFor(v, stage.revealedLanes);
    aids.refresh();
  }
  // The log tells a face-down card as the race staging turns its lane over, not before.
  watch(
    () => stage.revealedLanes,
    (lanes) => {
      const v = view.value;
      if (session && v) log.value = session.logFor(v, lanes);
      else remote.relog(lanes);
    },
  );

  /** The person the screen was passed to says they hold it: their secrets show. */
  function confirmHandOver(): void {
    if (handOver.value === null) return;
    confirmed = handOver.value;
    if (!remote.reshow()) publish();
  }

  function adopt(s: GameSession): void {
    remote.drop();
    session?.dispose();
    saved.dropClaim();
    stage.clear();
    session = s;
    humans.value = s.humans;
    confirmed = null;
    error.value = null;
    refusal.value = null;
    skipping.value = false;
    publish();
    void runner.run();
  }

  async function start(setup: NewGameSetup): Promise<boolean> {
    error.value = null;
    refusal.value = null;
    const seed = setup.seed ?? Math.floor(Math.random() * 2 ** 31);
    const seating = { bots: setup.seats.map((s) => s.bot) };
    const slot = newSlotId(new Date(), Math.random);
    const players = setup.seats.map((s) => s.name.trim() || 'Player');
    const options = modeUi(setup.mode).options({ players, seed, starred: setup.starred, party: setup.party });
    try {
      const t = { slot, name: defaultSaveName(options), seats: seatsOf(seating) };
      const bots = setup.repeatable ? uncapped(getBrain()) : getBrain();
      await saved.adoptFor(t, (persist) => GameSession.create(options, seating, bots, persist));
    } catch (err) {
      if (err instanceof EngineException) refusal.value = err.error;
      else error.value = err instanceof Error ? err.message : String(err);
      return false;
    }
    saved.hasSave.value = true;
    return true;
  }

  /** The same table again (mode, players, who is a bot and at which level, starred cards) with a new seed. */
  function rematch(): Promise<boolean> {
    const online = remote.current();
    if (online) return online.rematch();
    if (!session) return Promise.resolve(false);
    const { options, seating, state } = session;
    return start({
      mode: options.mode,
      ...modeUi(options.mode).kept(options, state),
      seed: null,
      seats: options.players.map((name, i) => ({ name, bot: seating.bots[i] ?? null })),
    });
  }

  /** The decision of the human whose view is shown; the engine's refusal is shown as the error. */
  function act(action: PlayerAction): boolean {
    // Online the server checks the move and answers with the next view or its refusal.
    const online = remote.current();
    if (online) {
      online.act(action);
      return true;
    }
    if (!session) return false;
    const before = view.value ?? partyView.value;
    // Only the seat whose view is on screen acts (a pass-and-play hand-over not yet confirmed: nobody).
    const p = session.whoActs();
    const e: Refusal | null =
      action.seat === viewer.value || p.kind !== 'player'
        ? session.act(action)
        : { code: 'NOT_YOUR_TURN', params: { seat: p.seat } };
    error.value = null;
    refusal.value = e;
    publish();
    if (!e) void runner.run(before);
    return e === null;
  }

  function explain(action: PlayerAction): EngineError | null {
    return session?.explain(action) ?? null;
  }

  /** Exports the game in progress from memory (its autosave failed, so the slot may be behind). */
  async function exportGame(): Promise<ExportResult | null> {
    const text = gameText();
    return text === null ? null : getPlatform().exportGame(text);
  }

  /** The game in progress as a save file, from memory; null when there is none. */
  function gameText(): string | null {
    return remote.current() ? remote.text() : saved.text();
  }

  /**
   * Leaves the game; resolves once its last write has finished, so the slot can then be
   * deleted without the game writing it back.
   */
  async function leave(): Promise<void> {
    const s = session;
    remote.drop();
    const c = saved.forget();
    stage.clear();
    session = null;
    view.value = null;
    partyView.value = null;
    log.value = [];
    thinking.value = null;
    viewer.value = SPECTATOR;
    handOver.value = null;
    humans.value = [];
    confirmed = null;
    aids.refresh();
    void saved.checkSave();
    await s?.close();
    c?.release();
  }

  /** The race forecast for this view's player, from the view alone, computed by the bots' worker. */
  function forecast(v: PlayerView): Promise<Forecast> {
    const seed = `forecast/${v.round}/${v.phase}/${v.bets.length}/${v.played.length}/${v.seat}`;
    return getBrain().forecast(v, FORECAST_SAMPLES, seed);
  }

  return {
    undoOffered: aids.undoOffered,
    canUndo: aids.canUndo,
    canHint: aids.canHint,
    aidsUsed: aids.used,
    hint: aids.hint,
    undo: aids.undo,
    askHint: aids.askHint,
    closeHint: aids.closeHint,
    rematch,
    view,
    viewer,
    handOver,
    humans,
    confirmHandOver,
    partyView,
    log,
    bots,
    thinking,
    error,
    refusal,
    speed: runner.speed,
    skipping,
    hasSave: saved.hasSave,
    currentSlot: saved.currentSlot,
    saveProblem: saved.saveProblem,
    readOnly: saved.readOnly,
    retrySave: saved.retrySave,
    exportGame,
    gameText,
    takeOver: saved.takeOver,
    start,
    checkSave: saved.checkSave,
    continueSaved: saved.continueSaved,
    loadSlot: saved.loadSlot,
    renamedSlot: saved.renamedSlot,
    act,
    explain,
    forecast,
    run: runner.run,
    skipRace: runner.skipRace,
    holdRaces: runner.holdRaces,
    leave,
    step,
    showRemote: remote.show,
    keepRemoteGame: remote.keep,
  };
});
