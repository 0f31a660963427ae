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
import { defaultSaveName, latestSave, newSlotId, type SaveResult, type Seat } from '../../src-shared/save/save-file';
import { getPlatform } from '../platform/current-platform';
import { saveProblemOf, type SaveProblem } from '../../src-shared/save/save-problem';
import type { ExportResult, GameClaim } from '../../src-shared/platform/platform-api';
import { autosave, continueLastGame, loadGame, saveTextOf, type LoadedGame } from '../platform/saved-games';
import { seatingOf, seatsOf, type SeatBot } from '../game/seating';
import { createAppBotClient } from '../game/bot-client';
import type { BotClient } from '../../ai/runtime/bot-client';
import { uncapped } from '../game/bot-brain';
import { dailyDateOfSave } from '../record/daily-race';
import type { Forecast } from '../../ai/runtime/bot-api';
import type { LogEntry } from '../game/log';
import { EVENT_MS, pauseAfter, sleep, type Speed } from '../game/pacing';
import { tableEvents } from '../game/table-events';
import type { Refusal } from '../game/refusal-text';
import { screenFor } from '../game/hand-over';
import { GameSession, type Persist, type StepResult } from '../game/session';
import { useStageStore } from './stage-store';
import { familyBoardOf, modeUi, partyOf } from '../modes/index';
import type { NewGameSetup } from '../game/table-setup';
export { defaultSeats, type GameMode, type NewGameSetup, type SeatSetup } from '../game/table-setup';
import { useRecordStore } from '../record/record-store';
import { createAids } from './aids';
import type { RemoteDevice, RemoteTable } from '../online/remote-table';

export type PlayerView = EngineView;
interface SaveTarget {
  slot: string;
  name: string;
  seats: Seat[];
}

/** Tables of hidden cards the forecast samples (each raced 40 times): about 1,200 races. */
const FORECAST_SAMPLES = 30;

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
  const thinking = ref<number | null>(null);
  /** Each seat's bot, level and personality (null for the human). */
  const bots = shallowRef<(SeatBot | null)[]>([]);
  const error = ref<string | null>(null);
  /** The engine's refusal of the human's last move or of the game options, worded by the screen. */
  const refusal = ref<Refusal | null>(null);
  const speed = ref<Speed>('normal');
  const skipping = ref(false);
  const hasSave = ref(false);
  let runningFor: GameSession | null = null;
  /** The slot the game in progress autosaves to. */
  const currentSlot = ref<string | null>(null);
  let target: SaveTarget | null = null;
  /** The last autosave failed: why (the game goes on in memory until a write succeeds). */
  const saveProblem = shallowRef<SaveProblem | null>(null);
  /** Another tab plays this game ('otherTab': it had it first; 'takenOver': it took it from us). */
  const readOnly = ref<'otherTab' | 'takenOver' | null>(null);
  let claim: GameClaim | null = null;
  /** Whose view `view` is: a seat, or SPECTATOR for the public view (docs/rules.md §10). */
  const viewer = ref<number>(SPECTATOR);
  /** The human seat the screen waits to be passed to (pass-and-play), null when none. */
  const handOver = ref<number | null>(null);
  /** The human seats of the game on the table. */
  const humans = shallowRef<readonly number[]>([]);
  /** The human who last confirmed holding the screen; a new or resumed game starts with nobody. */
  let confirmed: number | null = null;
  /** Asked as a race is about to start: a promise holds it until it settles (the tutorial explains the race first). */
  let holdRace: ((v: PlayerView) => Promise<void> | null) | null = null;
  /** A game played on a server (online/): the views come from there, the player's moves go there. */
  let remote: RemoteTable | null = null;
  /** The server's count of the moves made, for the game on the table when it is played online. */
  const remoteStep = ref<number | null>(null);
  /** Online: the log as the seat's views and the server's steps tell it (online/online-staging.ts). */
  let remoteLog: readonly LogEntry[] = [];
  /** Online, once the game is over: the whole game as a save file's text, for its replay. */
  let remoteText: string | null = null;
  /** Online, the last view shown and, on a device holding several seats, their own views (showRemote). */
  let remoteShown: { v: PlayerView | PartyView; device: RemoteDevice | null } | null = null;
  /** Counts the moves made so far: each decision of the table is keyed by it. */
  const step = computed(() => remoteStep.value ?? log.value.length);

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

  /** Autosave into one slot per game, under the name the target has now (a rename sticks). */
  function persistTo(t: SaveTarget): Persist {
    return (record, state, aids) => autosave(getPlatform(), t.slot, record, state, t.name, t.seats, aids);
  }

  /**
   * Puts a game on the table once this tab holds its slot (`held`: a claim already taken over).
   * A game another tab plays is shown read-only and neither played nor written here.
   */
  async function adoptFor(t: SaveTarget, make: (persist: Persist) => GameSession, held?: GameClaim): Promise<void> {
    const s = make(persistTo(t));
    let c = held;
    // The same game loaded again: this tab already holds it.
    if (!c && claim?.held && target?.slot === t.slot) [c, claim] = [claim, null];
    c ??= await getPlatform().claimGame(t.slot, () => lostSlot(t.slot));
    s.onSave((failure) => {
      if (s === session) saveProblem.value = failure === null ? null : saveProblemOf(failure, `${t.slot}.json`);
    });
    if (!c.held) s.suspend();
    adopt(s);
    claim = c;
    readOnly.value = c.held ? null : 'otherTab';
    target = t;
    currentSlot.value = t.slot;
  }

  function lostSlot(slot: string): void {
    if (!session || target?.slot !== slot) return;
    session.suspend();
    readOnly.value = 'takenOver';
    thinking.value = null;
  }

  function releaseClaim(): void {
    claim?.release();
    claim = null;
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
      else if (remote && remoteShown) log.value = modeUi(remoteShown.v.mode).logFor(remoteLog, remoteShown.v, lanes);
    },
  );

  /** The person the screen was passed to says they hold it: their secrets show. */
  function confirmHandOver(): void {
    if (handOver.value === null) return;
    confirmed = handOver.value;
    if (remote && remoteShown) showRemoteView(remoteShown.v, remoteShown.device);
    else publish();
  }

  function adopt(s: GameSession): void {
    dropRemote();
    session?.dispose();
    releaseClaim();
    saveProblem.value = null;
    stage.clear();
    session = s;
    humans.value = s.humans;
    confirmed = null;
    error.value = null;
    refusal.value = null;
    skipping.value = false;
    publish();
    void run();
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
      await adoptFor(t, (persist) => GameSession.create(options, seating, bots, persist));
    } catch (err) {
      if (err instanceof EngineException) refusal.value = err.error;
      else error.value = err instanceof Error ? err.message : String(err);
      return false;
    }
    hasSave.value = true;
    return true;
  }

  /** The same table again (mode, players, who is a bot and at which level, starred cards) with a new seed. */
  function rematch(): Promise<boolean> {
    if (remote) return remote.rematch();
    if (!session) return Promise.resolve(false);
    const { options, seating, state } = session;
    return start({
      mode: options.mode,
      ...modeUi(options.mode).kept(options, state),
      seed: null,
      seats: options.players.map((name, i) => ({ name, bot: seating.bots[i] ?? null })),
    });
  }

  async function checkSave(): Promise<void> {
    try {
      hasSave.value = latestSave(await getPlatform().listSaves()) !== null;
    } catch {
      hasSave.value = false;
    }
  }

  /** Resumes a loaded save with its own seating, autosaving back into its slot. */
  async function resume(load: () => Promise<SaveResult<LoadedGame> | null>, held?: GameClaim): Promise<boolean> {
    error.value = null;
    refusal.value = null;
    try {
      const loaded = await load();
      if (loaded === null) throw new Error('No saved game.');
      if (!loaded.ok) throw new Error(loaded.problem);
      const record = { options: loaded.save.options, actions: loaded.save.actions };
      const t = { slot: loaded.slot, name: loaded.save.name, seats: loaded.save.seats };
      const aids = loaded.save.aids;
      const seating = seatingOf(t.seats);
      const daily = dailyDateOfSave(t.slot, record.options, seating.bots) !== null;
      const bots = daily ? uncapped(getBrain()) : getBrain();
      await adoptFor(t, (persist) => GameSession.restore(record, seating, bots, persist, aids), held);
      return true;
    } catch (err) {
      error.value = err instanceof Error ? err.message : String(err);
      return false;
    }
  }

  const continueSaved = (): Promise<boolean> => resume(() => continueLastGame(getPlatform()));
  const loadSlot = (slot: string): Promise<boolean> => resume(() => loadGame(getPlatform(), slot));

  /** Keeps later autosaves of the game in progress under a name given in the Saved games screen. */
  function renamedSlot(slot: string, name: string): void {
    if (target?.slot === slot) target.name = name.trim().slice(0, 80);
  }

  /** The decision of the human whose view is shown; the engine's refusal is shown as the error. */
  function act(action: PlayerAction): boolean {
    // Online the server checks the move and answers with the next view or its refusal.
    if (remote) {
      remote.act(action);
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
    if (!e) void run(before);
    return e === null;
  }

  function explain(action: PlayerAction): EngineError | null {
    return session?.explain(action) ?? null;
  }

  /** Stages the change from `before` to the view now shown (the race show, the payoff moment). */
  function present(s: GameSession, before: PlayerView | PartyView | null, r: StepResult | null): Promise<void> {
    const [table, after] = [view.value, view.value ?? partyView.value];
    if (!after) return Promise.resolve();
    return modeUi(after.mode).present(stage, before, after, r, {
      speed: speed.value,
      skipping: skipping.value,
      live: () => s === session,
      hold: () => (table && holdRace?.(table)) ?? null,
    });
  }

  /**
   * Advances chance and bots until the human must decide or the game ends, paced for watching.
   * `before` is the view before the human's own move, when that move is what started the run.
   */
  async function run(before: PlayerView | PartyView | null = null): Promise<void> {
    const s = session;
    if (!s || runningFor === s) return;
    runningFor = s;
    try {
      if (before) await present(s, before, null);
      for (;;) {
        if (s !== session) break;
        const next = s.step();
        thinking.value = s.thinking;
        const r = await next;
        if (s !== session) break;
        thinking.value = null;
        const shown = view.value ?? partyView.value;
        publish();
        // The final scores: the player's record keeps the game (once per game, docs/record.md).
        if (r.kind === 'over' && target)
          record.finished({ slot: target.slot, options: s.options, seating: s.seating, state: s.state, aids: s.aids });
        if (r.kind === 'human' || r.kind === 'over' || r.kind === 'cancelled') break;
        tell(shown, r);
        await present(s, shown, r);
        const phase = s.state.phase;
        if (phase !== 'race') skipping.value = false;
        await sleep(pauseAfter(r, phase, speed.value, skipping.value));
      }
    } catch (err) {
      if (s === session) error.value = err instanceof Error ? err.message : String(err);
    } finally {
      if (runningFor === s) {
        runningFor = null;
        thinking.value = null;
      }
    }
  }

  /** Writes a bot's move beside its seat, read off the views before and after it (none at instant). */
  function tell(before: PlayerView | PartyView | null, r: StepResult): void {
    const [after, shown] = [view.value, before && familyBoardOf(before)];
    if (!after || !shown) return;
    // The race, and then the final scores, take the table: the moves before them are in the log.
    if ((after.phase === 'race' || after.phase === 'gameOver') && shown.phase !== after.phase) {
      stage.clearEvents();
      return;
    }
    const ms = EVENT_MS[speed.value];
    if (r.kind !== 'bot' || ms === 0) return;
    for (const e of tableEvents(shown, r.action, after)) stage.tableEvent(e, ms);
  }
  // At instant the table only shows where things stand.
  watch(speed, (s) => {
    if (s === 'instant') stage.clearEvents();
  });

  function holdRaces(hold: ((v: PlayerView) => Promise<void> | null) | null): void {
    holdRace = hold;
  }

  function skipRace(): void {
    skipping.value = true;
  }

  /** Writes the newest position again after a failed autosave. */
  async function retrySave(): Promise<void> {
    await session?.retrySave();
  }

  /** Exports the game in progress from memory (its autosave failed, so the slot may be behind). */
  async function exportGame(): Promise<ExportResult | null> {
    const text = gameText();
    return text === null ? null : getPlatform().exportGame(text);
  }

  /** The game in progress as a save file, from memory; null when there is none. */
  function gameText(): string | null {
    if (remote) return remoteText;
    const point = session?.savePoint();
    if (!point || !target) return null;
    return saveTextOf(point.record, point.state, target.name, target.seats, point.aids);
  }

  /** Takes the game back from the other tab and goes on from what it saved. */
  async function takeOver(): Promise<boolean> {
    const [c, t] = [claim, target];
    if (!c || !t) return false;
    await c.takeOver();
    claim = null;
    return resume(() => loadGame(getPlatform(), t.slot), c);
  }

  /**
   * Leaves the game; resolves once its last write has finished, so the slot can then be
   * deleted without the game writing it back.
   */
  async function leave(): Promise<void> {
    const s = session;
    dropRemote();
    const c = claim;
    claim = null;
    stage.clear();
    session = null;
    saveProblem.value = null;
    readOnly.value = null;
    currentSlot.value = null;
    target = null;
    view.value = null;
    partyView.value = null;
    log.value = [];
    thinking.value = null;
    viewer.value = SPECTATOR;
    handOver.value = null;
    humans.value = [];
    confirmed = null;
    aids.refresh();
    void checkSave();
    await s?.close();
    c?.release();
  }

  /** The online game, if one is on the table, is left (its room too): another takes the table. */
  function dropRemote(): void {
    const r = remote;
    [remote, remoteStep.value, remoteLog, remoteText, remoteShown] = [null, null, [], null, null];
    r?.leave();
  }

  /**
   * Shows `seat`'s view of a game played on a server after its move `at`, the other seats' bots
   * as the room has them (null for a person), and the game's log as far as it; the player's moves
   * then go to `to`. A device holding several seats (`device`) gets the public view `v` and its
   * seats' own, shown as pass-and-play shows them here (screenFor): the seat to act, once it holds
   * the screen, sees its own; another of the device's seats to act gets the hand-over first.
   */
  function showRemote(
    to: RemoteTable,
    v: PlayerView | PartyView,
    at: number,
    seatBots: (SeatBot | null)[],
    entries: readonly LogEntry[] = [],
    device: RemoteDevice | null = null,
  ): void {
    // Another game (local, or another room) leaves the table first.
    if (remote !== to) {
      void leave();
      remote = to;
    }
    remoteStep.value = at;
    bots.value = seatBots;
    refusal.value = null;
    remoteLog = entries;
    remoteShown = { v, device };
    showRemoteView(v, device);
  }

  /** Puts `v` on the table, or on a device holding several seats the view screenFor says may show. */
  function showRemoteView(v: PlayerView | PartyView, device: RemoteDevice | null): void {
    let shown = v;
    if (device) {
      // A seat's turn only once its own view has come (between the steps staged, the public view).
      const p = v.pending;
      const own = p.kind === 'player' ? device.held.find((h) => h.seat === p.seat) : undefined;
      const screen = screenFor(device.seats, own ? own.seat : null, confirmed);
      shown = device.held.find((h) => h.seat === screen.viewer)?.view ?? v;
      [humans.value, handOver.value] = [device.seats, screen.handOver];
    } else {
      [humans.value, handOver.value] = [[v.seat], null];
    }
    viewer.value = shown.seat;
    view.value = familyBoardOf(shown);
    partyView.value = partyOf(shown);
    log.value = modeUi(v.mode).logFor(remoteLog, v, stage.revealedLanes);
  }

  /** Online, at the game's end: the whole game as a save file's text, for the Replay screen. */
  function keepRemoteGame(text: string): void {
    if (remote) remoteText = text;
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
    speed,
    skipping,
    hasSave,
    currentSlot,
    saveProblem,
    readOnly,
    retrySave,
    exportGame,
    gameText,
    takeOver,
    start,
    checkSave,
    continueSaved,
    loadSlot,
    renamedSlot,
    act,
    explain,
    forecast,
    run,
    skipRace,
    holdRaces,
    leave,
    step,
    showRemote,
    keepRemoteGame,
  };
});
