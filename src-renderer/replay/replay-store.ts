import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import {
  SPECTATOR,
  Timeline,
  type AnyGameState,
  type HistoryRefusal,
  type PartyView,
  type PlayerView,
  type StopKind,
} from '../../src-shared/index';
import { readSaveText, serializeSave, type AnySaveFile } from '../../src-shared/save/save-file';
import { getPlatform } from '../platform/current-platform';
import { loadGame } from '../platform/saved-games';
import type { LogEntry } from '../game/log';
import { modeUi } from '../modes/index';
import { useStageStore } from '../stores/stage-store';
import { replayLog, type ReplayLog } from './replay-log';
import { REPLAY_MOVE_MS, stepMs, type ReplaySpeed } from './replay-pacing';
import { replayCues } from './replay-cues';
import { play as sound } from '../game/sound';
import { RACE_MS } from '../game/pacing';

/** The history API's refusals a replay meets: undo's own is never asked here. */
export type ReplayRefusal = Exclude<HistoryRefusal, { code: 'NOTHING_TO_UNDO' }>;
const asReplay = (e: HistoryRefusal): ReplayRefusal | null => (e.code === 'NOTHING_TO_UNDO' ? null : e);

/**
 * A finished or saved game watched again (docs/replays.md "Timeline"): the engine's Timeline, the
 * position on it and whose view is drawn. It asks the engine for everything it shows: a seat's view
 * at a position, and every hidden card only when the engine allows it (the game is over).
 */
export const useReplayStore = defineStore('replay', () => {
  const stage = useStageStore();
  const timeline = shallowRef<Timeline | null>(null);
  /** The save's name, for the screen's title. */
  const name = ref('');
  const position = ref(0);
  /** Whose view is drawn: a seat, or SPECTATOR for the public view. */
  const seat = ref<number>(SPECTATOR);
  /** The views the seat picker offers: every seat once the game is over, else only its player's. */
  const seats = shallowRef<readonly number[]>([]);
  const spoilers = ref(false);
  /** The engine's refusal of the last request (spoilers before the end, a position outside the game). */
  const refusal = shallowRef<ReplayRefusal | null>(null);
  const playing = ref(false);
  const speed = ref<ReplaySpeed>('normal');
  // Each seat's log, worded once per replay (a walk of the whole record).
  let logs = new Map<number, ReplayLog>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The save being watched, exported as it was opened. */
  let source: AnySaveFile | null = null;

  const open = computed(() => timeline.value !== null);
  const length = computed(() => timeline.value?.steps.length ?? 0);
  const finished = computed(() => timeline.value?.finished ?? false);

  const view = computed<PlayerView | PartyView | null>(() => {
    const t = timeline.value;
    if (!t) return null;
    const r = t.viewAt(position.value, seat.value);
    return r.ok ? r.view : null;
  });

  /** Every hidden card at this position, while the spoiler switch is on (the engine's answer). */
  const hidden = computed<AnyGameState | null>(() => {
    const t = timeline.value;
    if (!t || !spoilers.value) return null;
    const r = t.spoilersAt(position.value);
    return r.ok ? r.state : null;
  });

  /** Why the spoiler switch is not offered: the engine's own refusal, null once the game is over. */
  const spoilerRefusal = computed<ReplayRefusal | null>(() => {
    const r = timeline.value?.spoilersAt(0);
    return r && !r.ok ? asReplay(r.error) : null;
  });

  /** The step taken next from here (who acts, in which phase and round); the last one at the end. */
  const step = computed(() => {
    const t = timeline.value;
    if (!t || t.steps.length === 0) return null;
    return t.steps[Math.min(position.value, t.steps.length - 1)] ?? null;
  });

  const log = computed<LogEntry[]>(() => {
    const t = timeline.value;
    const v = view.value;
    if (!t || !v) return [];
    let l = logs.get(seat.value);
    if (!l) logs.set(seat.value, (l = replayLog(t, seat.value)));
    return modeUi(v.mode).logFor(l.entries.slice(0, l.counts[position.value]), v, null);
  });

  /** Opens a save to watch, at its first position, from its player's seat. */
  function openSave(save: AnySaveFile): void {
    close();
    const t = markRaw(new Timeline({ options: save.options, actions: save.actions }));
    const humans = save.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    // Pass-and-play: no one player's view, so the public one until the game is over.
    const own = humans.length === 1 ? humans[0]! : SPECTATOR;
    logs = new Map();
    source = save;
    name.value = save.name;
    seat.value = own;
    seats.value = t.finished ? [SPECTATOR, ...save.options.players.map((_, i) => i)] : [own];
    timeline.value = t;
  }

  /** Opens a save file's text (an imported file, the game just finished); the problem otherwise. */
  function openText(text: string, fileName: string): string | null {
    const r = readSaveText(text, fileName);
    if (!r.ok) return r.problem;
    openSave(r.save);
    return null;
  }

  /** Opens a saved-games slot; the problem when it does not load. */
  async function openSlot(slot: string): Promise<string | null> {
    const r = await loadGame(getPlatform(), slot);
    if (!r.ok) return r.problem;
    openSave(r.save);
    return null;
  }

  /** Goes to a position; the engine's refusal when it is outside the game. */
  function seek(p: number): boolean {
    const t = timeline.value;
    if (!t) return false;
    const r = t.stateAt(p);
    refusal.value = r.ok ? null : asReplay(r.error);
    if (r.ok) position.value = p;
    return r.ok;
  }

  /** To the next (1) or previous (-1) decision, phase or round; stepping by hand stops playing. */
  function stepBy(kind: StopKind, direction: 1 | -1): void {
    const t = timeline.value;
    if (!t) return;
    pause();
    seek(t.stop(position.value, kind, direction));
  }

  function toStart(): void {
    pause();
    seek(0);
  }

  function toEnd(): void {
    pause();
    seek(length.value);
  }

  function chooseSeat(s: number): void {
    if (seats.value.includes(s)) seat.value = s;
  }

  /** The spoiler switch: turned on only if the engine shows every hidden card here. */
  function setSpoilers(on: boolean): void {
    const t = timeline.value;
    if (!t) return;
    if (!on) {
      spoilers.value = false;
      refusal.value = null;
      return;
    }
    const r = t.spoilersAt(position.value);
    spoilers.value = r.ok;
    refusal.value = r.ok ? null : asReplay(r.error);
  }

  /** Plays the game on from here, step by step at the chosen speed (races at the race's pace). */
  function play(): void {
    const t = timeline.value;
    if (!t || playing.value) return;
    if (position.value >= t.steps.length) seek(0);
    playing.value = true;
    stage.moveMs = REPLAY_MOVE_MS[speed.value];
    next();
  }

  function next(): void {
    const t = timeline.value;
    const st = t?.steps[position.value];
    if (!t || !st) return pause();
    timer = setTimeout(
      () => {
        timer = null;
        if (!playing.value || timeline.value !== t) return;
        const before = view.value;
        position.value += 1;
        say(replayCues(t.record.actions[position.value - 1], before, view.value));
        if (position.value >= t.steps.length) pause();
        else next();
      },
      stepMs(st, speed.value),
    );
  }

  /** A race's callouts over the horses and its sound, as the table stages them while a game is played. */
  function say(c: ReturnType<typeof replayCues>): void {
    if (c.sound) sound(c.sound);
    for (const cue of c.cues) stage.callout(cue, Math.max(1200, RACE_MS[speed.value] * 1.8));
  }

  function pause(): void {
    playing.value = false;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function setSpeed(s: ReplaySpeed): void {
    speed.value = s;
    stage.moveMs = REPLAY_MOVE_MS[s];
  }

  /** The replayed game as a save file, to open elsewhere (docs/replays.md): the very save opened. */
  function saveText(): string | null {
    return source && serializeSave(source);
  }

  function close(): void {
    pause();
    source = null;
    timeline.value = null;
    logs = new Map();
    position.value = 0;
    spoilers.value = false;
    refusal.value = null;
    seats.value = [];
    name.value = '';
  }

  return {
    timeline,
    name,
    position,
    length,
    finished,
    seat,
    seats,
    spoilers,
    refusal,
    spoilerRefusal,
    playing,
    speed,
    open,
    view,
    hidden,
    step,
    log,
    openSave,
    openText,
    openSlot,
    seek,
    stepBy,
    toStart,
    toEnd,
    chooseSeat,
    setSpoilers,
    play,
    pause,
    setSpeed,
    saveText,
    close,
  };
});
