import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { PartyView, PlayerView } from '../../src-shared/index';
import type { MessageParam } from '../game/message-text';
import type { MessageKey } from '../i18n/keys';
import type { TableEvent } from '../game/table-events';

/** A word over a horse on the track: a card taking effect, a sprint, a finish. */
export interface Callout {
  id: number;
  horse: number;
  key: MessageKey;
  params: Record<string, MessageParam>;
  tone: 'good' | 'bad' | 'info';
}

/** What a player just did, shown beside their seat for a moment (table-events.vue). */
export interface ShownEvent extends TableEvent {
  id: number;
}

/** The race just run, for the payoff moment: the table before the last step and after it. */
export interface Payoff {
  before: PlayerView;
  after: PlayerView;
}

/**
 * What the race staging shows on top of the engine's view: callouts over horses, the reveal
 * in progress, the payoff moment. It holds no rule: everything shown is read from engine states.
 */
export const useStageStore = defineStore('stage', () => {
  const callouts = ref<Callout[]>([]);
  /** How long horses take to gallop to their new squares. */
  const moveMs = ref(600);
  /** Odds rows to show instead of the view's while the reveal is under way. */
  const oddsShown = ref<number[] | null>(null);
  /** Lanes whose face-down cards are turned over so far; null when no reveal is being staged. */
  const revealedLanes = ref<number[] | null>(null);
  const payoff = shallowRef<Payoff | null>(null);
  /** The Party Game's table just after a race (its lastRace is the race to show). */
  const partyPayoff = shallowRef<PartyView | null>(null);
  /** The players' latest moves, one note per seat, each for a moment. */
  const events = ref<ShownEvent[]>([]);
  let next = 0;
  let resume: (() => void) | null = null;

  function callout(c: Omit<Callout, 'id'>, ms: number): void {
    const id = next++;
    callouts.value = [...callouts.value.filter((o) => o.horse !== c.horse), { ...c, id }];
    setTimeout(() => (callouts.value = callouts.value.filter((o) => o.id !== id)), ms);
  }

  /** Shows what a player did beside their seat for `ms`; their newer move replaces it. */
  function tableEvent(e: TableEvent, ms: number): void {
    const id = next++;
    events.value = [...events.value.filter((o) => o.seat !== e.seat), { ...e, id }];
    setTimeout(() => (events.value = events.value.filter((o) => o.id !== id)), ms);
  }

  function clearEvents(): void {
    events.value = [];
  }

  /** Shows the payoff moment; resolves when the player presses Continue (or the game is left). */
  function showPayoff(p: Payoff): Promise<void> {
    payoff.value = p;
    return new Promise((resolve) => (resume = resolve));
  }

  /** The Party Game's payoff moment, held the same way. */
  function showPartyPayoff(p: PartyView): Promise<void> {
    partyPayoff.value = p;
    return new Promise((resolve) => (resume = resolve));
  }

  function continueGame(): void {
    payoff.value = null;
    partyPayoff.value = null;
    const r = resume;
    resume = null;
    r?.();
  }

  function clear(): void {
    callouts.value = [];
    clearEvents();
    oddsShown.value = null;
    revealedLanes.value = null;
    continueGame();
  }

  return {
    callouts,
    moveMs,
    oddsShown,
    revealedLanes,
    payoff,
    partyPayoff,
    callout,
    events,
    tableEvent,
    clearEvents,
    showPayoff,
    showPartyPayoff,
    continueGame,
    clear,
  };
});
