import { ref, shallowRef, type Ref } from 'vue';
import type { BotClient } from '../../ai/runtime/bot-client';
import type { GameClaim } from '../../src-shared/platform/platform-api';
import { latestSave, type SaveResult, type Seat } from '../../src-shared/save/save-file';
import { saveProblemOf, type SaveProblem } from '../../src-shared/save/save-problem';
import { uncapped } from '../game/bot-brain';
import type { Refusal } from '../game/refusal-text';
import { seatingOf } from '../game/seating';
import { GameSession, type Persist } from '../game/session';
import { getPlatform } from '../platform/current-platform';
import { autosave, continueLastGame, loadGame, saveTextOf, type LoadedGame } from '../platform/saved-games';
import { dailyDateOfSave } from '../record/daily-race';

/** Where the game in progress autosaves: its slot, and the name and seats written with it. */
export interface SaveTarget {
  slot: string;
  name: string;
  seats: Seat[];
}

export interface SavedGameDeps {
  /** The game played on this device. */
  session: () => GameSession | null;
  /** Puts a game on the table in place of the one there. */
  adopt: (s: GameSession) => void;
  brain: () => BotClient;
  thinking: Ref<number | null>;
  error: Ref<string | null>;
  refusal: Ref<Refusal | null>;
}

/**
 * The game store's saving and loading (stores/game-store.ts): the slot the game in progress
 * autosaves to, this tab's claim on it (a game another tab plays is shown read-only), the last
 * autosave's failure, and the games resumed from a save.
 */
export function createSavedGame(deps: SavedGameDeps) {
  const hasSave = ref(false);
  /** The slot the game in progress autosaves to. */
  const currentSlot = ref<string | null>(null);
  let target: SaveTarget | null = null;
  /** The last autosave failed: why (the game goes on in memory until a write succeeds). */
  const saveProblem = shallowRef<SaveProblem | null>(null);
  /** Another tab plays this game ('otherTab': it had it first; 'takenOver': it took it from us). */
  const readOnly = ref<'otherTab' | 'takenOver' | null>(null);
  let claim: GameClaim | null = null;

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
      if (s === deps.session()) saveProblem.value = failure === null ? null : saveProblemOf(failure, `${t.slot}.json`);
    });
    if (!c.held) s.suspend();
    deps.adopt(s);
    claim = c;
    readOnly.value = c.held ? null : 'otherTab';
    target = t;
    currentSlot.value = t.slot;
  }

  function lostSlot(slot: string): void {
    const s = deps.session();
    if (!s || target?.slot !== slot) return;
    s.suspend();
    readOnly.value = 'takenOver';
    deps.thinking.value = null;
  }

  /** Another game takes the table: this one's claim and its save's failure go. */
  function dropClaim(): void {
    claim?.release();
    claim = null;
    saveProblem.value = null;
  }

  /** The table is left: nothing is saved any more; returns the claim, to release once the last write is done. */
  function forget(): GameClaim | null {
    const c = claim;
    claim = null;
    saveProblem.value = null;
    readOnly.value = null;
    currentSlot.value = null;
    target = null;
    return c;
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
    deps.error.value = null;
    deps.refusal.value = null;
    try {
      const loaded = await load();
      if (loaded === null) throw new Error('No saved game.');
      if (!loaded.ok) throw new Error(loaded.problem);
      const record = { options: loaded.save.options, actions: loaded.save.actions };
      const t = { slot: loaded.slot, name: loaded.save.name, seats: loaded.save.seats };
      const aids = loaded.save.aids;
      const seating = seatingOf(t.seats);
      const daily = dailyDateOfSave(t.slot, record.options, seating.bots) !== null;
      const bots = daily ? uncapped(deps.brain()) : deps.brain();
      await adoptFor(t, (persist) => GameSession.restore(record, seating, bots, persist, aids), held);
      return true;
    } catch (err) {
      deps.error.value = err instanceof Error ? err.message : String(err);
      return false;
    }
  }

  const continueSaved = (): Promise<boolean> => resume(() => continueLastGame(getPlatform()));
  const loadSlot = (slot: string): Promise<boolean> => resume(() => loadGame(getPlatform(), slot));

  /** Keeps later autosaves of the game in progress under a name given in the Saved games screen. */
  function renamedSlot(slot: string, name: string): void {
    if (target?.slot === slot) target.name = name.trim().slice(0, 80);
  }

  /** Writes the newest position again after a failed autosave. */
  async function retrySave(): Promise<void> {
    await deps.session()?.retrySave();
  }

  /** The game in progress as a save file, from memory; null when there is none. */
  function text(): string | null {
    const point = deps.session()?.savePoint();
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

  /** The slot of the game in progress, null when it has none. */
  const slot = (): string | null => target?.slot ?? null;

  return {
    hasSave,
    currentSlot,
    saveProblem,
    readOnly,
    adoptFor,
    dropClaim,
    forget,
    checkSave,
    continueSaved,
    loadSlot,
    renamedSlot,
    retrySave,
    text,
    takeOver,
    slot,
  };
}
