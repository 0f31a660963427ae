import { ref, shallowRef } from 'vue';
import type { Hint } from '../../ai/runtime/bot-api';
import type { BotClient } from '../../ai/runtime/bot-client';
import type { SaveAids } from '../../src-shared/save/save-file';
import type { GameSession } from '../game/session';

/** The Hint panel's state for one decision: `at` is the log length when it was asked. */
export type HintState =
  { status: 'thinking'; at: number } | { status: 'ready'; at: number; hint: Hint } | { status: 'failed'; at: number };

export interface AidsDeps {
  session: () => GameSession | null;
  brain: () => BotClient;
  /** The seat whose view is on screen and who is to decide now, or null (a bot's turn, a hand-over). */
  decider: () => number | null;
  /** Shows the game again after an undo. */
  publish: () => void;
}

/**
 * Undo and Hint for the game store (docs/replays.md): what the toolbar's buttons may do now and
 * what they did. The rules are the engine's (undoTarget, takeBack) and the bots' (explainDecision,
 * in the worker); this only offers them, counts them and keeps the hint of the decision on screen.
 */
export function createAids(deps: AidsDeps) {
  /** The game offers Undo at all: one person alone with bots (never pass-and-play). */
  const undoOffered = ref(false);
  /** Undo may take the person's last decision back now. */
  const canUndo = ref(false);
  /** The person is to decide on this screen: a hint may be asked. */
  const canHint = ref(false);
  const used = ref<SaveAids>({ undos: 0, hints: 0 });
  const hint = shallowRef<HintState | null>(null);

  /** Reads what may be offered off the session; called whenever the game is published. */
  function refresh(): void {
    const s = deps.session();
    undoOffered.value = s?.humans.length === 1;
    canUndo.value = !!s && s.undoTarget() !== null;
    canHint.value = !!s && !s.readOnly && deps.decider() !== null;
    used.value = s ? s.aids : { undos: 0, hints: 0 };
    // A hint belongs to its decision: once the game moved on (or back), it is gone.
    if (hint.value && (!s || hint.value.at !== s.actions.length)) hint.value = null;
  }

  function undo(): boolean {
    const s = deps.session();
    if (!s?.undo()) return false;
    hint.value = null;
    deps.publish();
    return true;
  }

  /** Asks the hard bot what it would do from the person's own view; counted once per decision. */
  async function askHint(): Promise<void> {
    const s = deps.session();
    const seat = deps.decider();
    if (!s || seat === null || s.readOnly) return;
    const at = s.actions.length;
    if (hint.value?.at === at && hint.value.status !== 'failed') return;
    hint.value = { status: 'thinking', at };
    s.countHint();
    used.value = s.aids;
    const current = (): boolean => deps.session() === s && s.actions.length === at && hint.value?.at === at;
    try {
      const h = await deps.brain().hint(s.view(seat), `hint/${s.options.seed}/${at}`);
      if (current()) hint.value = h ? { status: 'ready', at, hint: h } : null;
    } catch {
      if (current()) hint.value = { status: 'failed', at };
    }
  }

  function closeHint(): void {
    hint.value = null;
  }

  return { undoOffered, canUndo, canHint, used, hint, refresh, undo, askHint, closeHint };
}
