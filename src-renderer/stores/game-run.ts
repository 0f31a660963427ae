import { ref, watch, type Ref } from 'vue';
import type { PartyView, PlayerView } from '../../src-shared/index';
import { EVENT_MS, pauseAfter, sleep, type Speed } from '../game/pacing';
import type { GameSession, StepResult } from '../game/session';
import { tableEvents } from '../game/table-events';
import { familyBoardOf, modeUi } from '../modes/index';
import type { useStageStore } from './stage-store';

export interface GameRunDeps {
  /** The game played on this device (an online game is run by its server). */
  session: () => GameSession | null;
  /** Shows the game as it stands now. */
  publish: () => void;
  /** The table as shown: the family board's view, the Party Game's. */
  view: Readonly<Ref<PlayerView | null>>;
  partyView: Readonly<Ref<PartyView | null>>;
  stage: ReturnType<typeof useStageStore>;
  error: Ref<string | null>;
  /** The game just ended, its final scores shown. */
  over: (s: GameSession) => void;
}

/**
 * The game store's driving of a local game (stores/game-store.ts): chance and the bots play until a
 * person must decide, each step staged and paced for watching at the chosen speed.
 */
export function createGameRun(deps: GameRunDeps) {
  const { view, partyView, stage } = deps;
  const speed = ref<Speed>('normal');
  const skipping = ref(false);
  /** The seat whose bot is deciding, null when none. */
  const thinking = ref<number | null>(null);
  let runningFor: GameSession | null = null;
  /** Asked as a race is about to start: a promise holds it until it settles (the tutorial explains the race first). */
  let holdRace: ((v: PlayerView) => Promise<void> | null) | null = null;

  /** Stages the change from `before` to the view now shown (the race show, the payoff moment). */
  function present(s: GameSession, before: PlayerView | PartyView | null, r: StepResult | null): Promise<void> {
    const [table, after] = [view.value, view.value ?? partyView.value];
    if (!after) return Promise.resolve();
    return modeUi(after.mode).present(stage, before, after, r, {
      speed: speed.value,
      skipping: skipping.value,
      live: () => s === deps.session(),
      hold: () => (table && holdRace?.(table)) ?? null,
    });
  }

  /**
   * Advances chance and bots until the human must decide or the game ends, paced for watching.
   * `before` is the view before the human's own move, when that move is what started the run.
   */
  async function run(before: PlayerView | PartyView | null = null): Promise<void> {
    const s = deps.session();
    if (!s || runningFor === s) return;
    runningFor = s;
    try {
      if (before) await present(s, before, null);
      for (;;) {
        if (s !== deps.session()) break;
        const next = s.step();
        thinking.value = s.thinking;
        const r = await next;
        if (s !== deps.session()) break;
        thinking.value = null;
        const shown = view.value ?? partyView.value;
        deps.publish();
        if (r.kind === 'over') deps.over(s);
        if (r.kind === 'human' || r.kind === 'over' || r.kind === 'cancelled') break;
        tell(shown, r);
        await present(s, shown, r);
        const phase = s.state.phase;
        if (phase !== 'race') skipping.value = false;
        await sleep(pauseAfter(r, phase, speed.value, skipping.value));
      }
    } catch (err) {
      if (s === deps.session()) deps.error.value = err instanceof Error ? err.message : String(err);
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

  return { speed, skipping, thinking, run, holdRaces, skipRace };
}
