import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { PlayerView } from '../../src-shared/index';
import { getPlatform } from '../platform/current-platform';
import { defaultSeats, useGameStore } from '../stores/game-store';
import { useStageStore } from '../stores/stage-store';
import { markTutorialSeen, tutorialSeen } from './tutorial-seen';
import { canGoBack, settle, TUTORIAL_STEPS, type TutorialContext } from './tutorial-steps';

/** The tutorial's table: the player and two easy bots, dealt the same way every time. */
export const TUTORIAL_SEED = 31;
export const TUTORIAL_PLAYERS = 3;

/**
 * The guided first round: the step shown over the table, following the game's phase. Skip (or
 * Finish) leaves the game on the table as a normal game, to play on or leave.
 */
export const useTutorialStore = defineStore('tutorial', () => {
  const game = useGameStore();
  const stage = useStageStore();
  /** The welcome on the title screen at first launch. */
  const offered = ref(false);
  const active = ref(false);
  const index = ref(0);
  let release: (() => void) | null = null;

  const context = computed<TutorialContext | null>(() =>
    game.view ? { view: game.view, payoff: stage.payoff !== null } : null,
  );
  /** The step on screen now, if the game has come that far. */
  const step = computed(() => {
    const c = context.value;
    const s = TUTORIAL_STEPS[index.value];
    return active.value && c && s && s.ready(c) ? s : null;
  });
  const canBack = computed(() => !!context.value && canGoBack(index.value, context.value));
  const position = computed(() => ({ n: index.value + 1, of: TUTORIAL_STEPS.length }));

  function follow(c: TutorialContext | null): void {
    if (!active.value) return;
    if (!c) return finish(); // the game was left: the tutorial ends with it
    index.value = settle(index.value, c);
  }
  watch(context, follow);
  // The welcome belongs to the title screen: a game put on the table without it withdraws it.
  watch(
    () => !!(game.view || game.partyView),
    (onTable) => {
      if (onTable) offered.value = false;
    },
  );

  /** The game store asks as the race is about to start: it waits for the race step's Next. */
  function holdFor(view: PlayerView): Promise<void> | null {
    if (!active.value) return null;
    const c = { view, payoff: stage.payoff !== null };
    follow(c);
    const s = TUTORIAL_STEPS[index.value];
    if (!s?.holds || !s.ready(c)) return null;
    return new Promise((resolve) => {
      release?.();
      release = resolve;
    });
  }
  game.holdRaces(holdFor);

  function letGo(): void {
    const r = release;
    release = null;
    r?.();
  }

  /** At first launch (no tutorial seen, no saved game), the title screen offers the tutorial. */
  async function offerAtFirstLaunch(): Promise<void> {
    if (tutorialSeen()) return;
    let saves = 0;
    try {
      saves = (await getPlatform().listSaves()).length;
    } catch {
      // Saves unreadable: offer it anyway.
    }
    if (saves > 0)
      markTutorialSeen(); // a player from before the tutorial existed
    else offered.value = true;
  }

  /** Deals the tutorial's table and starts coaching; false if the game could not start. */
  async function start(playerName: string): Promise<boolean> {
    offered.value = false;
    markTutorialSeen();
    finish();
    const ok = await game.start({
      mode: 'family',
      seats: defaultSeats(playerName, TUTORIAL_PLAYERS, 'easy'),
      starred: false,
      seed: TUTORIAL_SEED,
      repeatable: true,
    });
    if (!ok) return false;
    index.value = 0;
    active.value = true;
    follow(context.value);
    return true;
  }

  function next(): void {
    if (!step.value || step.value.move) return;
    if (index.value >= TUTORIAL_STEPS.length - 1) return finish();
    letGo();
    index.value++;
    follow(context.value);
  }

  function back(): void {
    if (canBack.value) index.value--;
  }

  /** Declines the welcome on the title screen. */
  function decline(): void {
    offered.value = false;
    markTutorialSeen();
  }

  /** Ends the coaching (Skip, Finish, or the game left); the game itself goes on. */
  function finish(): void {
    active.value = false;
    index.value = 0;
    letGo();
  }

  return {
    offered,
    active,
    index,
    step,
    canBack,
    position,
    context,
    offerAtFirstLaunch,
    start,
    next,
    back,
    decline,
    finish,
    holdFor,
  };
});
