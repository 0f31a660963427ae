import {
  actionCard,
  colorIndex,
  minimumBetForVp,
  oddsLabel,
  type Phase,
  type PlayerView,
} from '../../src-shared/index';
import { colorParam, type MessageParam } from '../game/message-text';
import type { MessageKey, SubKey } from '../i18n/keys';
import { backedHorse, favourite, suggestFirstBet, suggestPlay, suggestSecondBet } from './tutorial-moves';

/** What the coach reads: the table as the player sees it and whether the payoff moment is up. */
export interface TutorialContext {
  view: PlayerView;
  payoff: boolean;
}

type Params = Record<string, MessageParam>;

/** A step's id: its title and body are `tutorial.<id>.title` and `.body` in the messages. */
type StepId = SubKey<'tutorial'> extends infer K ? (K extends `${infer Id}.title` ? Id : never) : never;

export interface TutorialMessage {
  key: MessageKey;
  params: Params;
}

export interface TutorialStep {
  id: StepId;
  /** CSS selector of the table element the mark points at; null: the middle of the table. */
  target: string | null;
  /** Shown once the game has come this far. */
  ready(c: TutorialContext): boolean;
  /** The game has moved past what the step explains (the player played on): it is left behind. */
  passed(c: TutorialContext): boolean;
  /**
   * A move step asks the player for a move and has no Next: it ends when `passed` does.
   * An info step ends on Next.
   */
  move?: boolean;
  /** A narrow note, to fit in the margin beside a panel that fills the table (the payoff moment). */
  narrow?: boolean;
  /** The game waits while the step shows (the race starts on Next). */
  holds?: boolean;
  /** The controls of the move it suggests, in the order to use them (CSS selectors), ringed on the table. */
  spots?(c: TutorialContext): string[];
  /** The text's parameters from the table now (which move and why). */
  params?(c: TutorialContext): Params;
}

// The Family Game's round in order (docs/rules.md §2); later rounds count as past all of it.
const ORDER: readonly Phase[] = ['deal', 'firstBets', 'ericChange', 'fixing', 'secondBets', 'race'];
/** The first round is past `phase`. */
function beyond({ view }: TutorialContext, phase: Phase): boolean {
  return view.round > 1 || view.phase === 'gameOver' || ORDER.indexOf(view.phase) > ORDER.indexOf(phase);
}
const myTurn = ({ view }: TutorialContext, phase: Phase): boolean =>
  view.round === 1 && view.phase === phase && view.moves.length > 0;
const firstBetPlaced = (c: TutorialContext): boolean =>
  beyond(c, 'firstBets') || c.view.bets.some((b) => b.seat === c.view.seat);
const testid = (id: string): string => `[data-testid="${id}"]`;
const me = ({ view }: TutorialContext) => view.players[view.seat]!;
const horseAt = (c: TutorialContext, h: ReturnType<typeof favourite>): Params => ({
  horse: colorParam(h),
  odds: oddsLabel(c.view.odds[colorIndex(h)] ?? 0),
});

/**
 * The guided first round of a Family Game (en-rulebook "The Family Game"; docs/rules.md §2–§6), in
 * the order things come up: the odds, the player's seat, bets and the minimum bet, Action cards and
 * fixing, the race, payoffs, the new odds.
 */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'welcome',
    target: null,
    ready: (c) => c.view.round === 1 && c.view.phase === 'firstBets',
    passed: firstBetPlaced,
  },
  {
    id: 'odds',
    target: '[data-testid="blackboard"]',
    ready: (c) => c.view.round === 1 && c.view.phase === 'firstBets',
    passed: firstBetPlaced,
    params: (c) => horseAt(c, favourite(c.view)),
  },
  {
    id: 'seat',
    target: '[data-testid="player-panel"].me',
    ready: (c) => c.view.round === 1 && c.view.phase === 'firstBets',
    passed: firstBetPlaced,
    params: (c) => ({
      money: me(c).money,
      vp: me(c).vp,
      stables: me(c).stables.map(colorParam),
    }),
  },
  {
    id: 'bets',
    target: '[data-testid="bet-panel"]',
    ready: (c) => myTurn(c, 'firstBets'),
    passed: firstBetPlaced,
    params: (c) => ({ vp: me(c).vp, min: minimumBetForVp(me(c).vp) }),
  },
  {
    id: 'firstBet',
    target: '[data-testid="bet-panel"]',
    move: true,
    ready: (c) => myTurn(c, 'firstBets'),
    passed: firstBetPlaced,
    spots: (c) => {
      const bet = suggestFirstBet(c.view);
      return bet ? [testid(`bet-option-${bet.horse}-${bet.kind}`), testid('bet-confirm')] : [];
    },
    params: (c) => {
      const bet = suggestFirstBet(c.view);
      const labels = { show: { t: 'bet.show' }, place: { t: 'bet.place' } } as const;
      const stake = bet?.stake ?? minimumBetForVp(me(c).vp);
      return { ...labels, ...horseAt(c, bet?.horse ?? favourite(c.view)), stake };
    },
  },
  {
    id: 'cards',
    target: '[data-testid="my-cards"]',
    ready: (c) => myTurn(c, 'fixing'),
    passed: (c) => beyond(c, 'fixing') || c.view.hand.length < 2,
  },
  {
    id: 'fix',
    target: '[data-testid="card-placement"]',
    move: true,
    ready: (c) => myTurn(c, 'fixing'),
    passed: (c) => beyond(c, 'fixing') || c.view.hand.length === 0,
    spots: (c) => {
      const play = suggestPlay(c.view);
      return play
        ? [`${testid('hand-card')}[data-card="${play.card}"]`, `${testid('place-horse')}[data-color="${play.horse}"]`]
        : [];
    },
    params: (c): Params => {
      const play = suggestPlay(c.view);
      if (!play) return {};
      // Which card does what: a newcomer picks the one the note names, not the first in the hand.
      const helpful = (card: number): boolean => actionCard(card).lean === 'helpful';
      const helps = helpful(play.card);
      const hand = [...c.view.hand]
        .sort((a, b) => Number(helpful(b)) - Number(helpful(a)))
        .map((card) => ({
          t: helpful(card) ? ('tutorial.fix.helpsCard' as const) : ('tutorial.fix.harmsCard' as const),
          params: { card: { card } },
        }));
      return {
        hand,
        card: { card: play.card },
        horse: colorParam(play.horse),
        why: { t: helps ? 'tutorial.fix.helps' : 'tutorial.fix.harms', params: { horse: colorParam(play.horse) } },
      };
    },
  },
  {
    id: 'secondBet',
    target: '[data-testid="bet-panel"]',
    move: true,
    ready: (c) => myTurn(c, 'secondBets'),
    passed: (c) => beyond(c, 'secondBets'),
    spots: (c) => {
      const bet = suggestSecondBet(c.view);
      return bet.type === 'bet' ? [testid(`bet-option-${bet.horse}-win`), testid('bet-confirm')] : [testid('bet-pass')];
    },
    params: (c): Params => {
      const bet = suggestSecondBet(c.view);
      const backed = backedHorse(c.view) ?? favourite(c.view);
      if (bet.type === 'bet')
        return { advice: { t: 'tutorial.secondBet.win', params: { ...horseAt(c, bet.horse), stake: bet.stake } } };
      return {
        advice: { t: 'tutorial.secondBet.pass', params: { horse: colorParam(backed), pass: { t: 'bet.pass' } } },
      };
    },
  },
  {
    id: 'race',
    target: '[data-testid="race-track"]',
    holds: true,
    ready: (c) => c.view.round === 1 && c.view.phase === 'race',
    passed: (c) => beyond(c, 'race'),
  },
  {
    id: 'payoff',
    target: '[data-testid="payoff-moment"]',
    move: true,
    narrow: true,
    ready: (c) => c.payoff,
    passed: (c) => beyond(c, 'race') && !c.payoff,
    spots: () => [testid('payoff-continue')],
    params: () => ({ cont: { t: 'show.continue' } }),
  },
  {
    id: 'newOdds',
    target: '[data-testid="blackboard"]',
    ready: (c) => beyond(c, 'race') && !c.payoff,
    passed: (c) => c.view.round > 2 || c.view.phase === 'gameOver',
  },
  {
    id: 'end',
    target: null,
    ready: () => true,
    passed: () => false,
    params: (c) => ({ rounds: c.view.rounds, rules: { t: 'table.rules' }, library: { t: 'library.open' } }),
  },
];

/** The step to show from `index` on: move steps the player has made, and steps left behind, are skipped. */
export function settle(index: number, c: TutorialContext, steps: readonly TutorialStep[] = TUTORIAL_STEPS): number {
  let i = index;
  while (i < steps.length - 1 && steps[i]!.passed(c)) i++;
  return i;
}

/** Whether Back may return to the step before `index`: an info step that still applies. */
export function canGoBack(index: number, c: TutorialContext, steps: readonly TutorialStep[] = TUTORIAL_STEPS): boolean {
  const prev = steps[index - 1];
  return !!prev && !prev.move && prev.ready(c) && !prev.passed(c);
}

/** The step's text key and parameters for the table now. */
export function messageOf(step: TutorialStep, c: TutorialContext): TutorialMessage {
  return { key: `tutorial.${step.id}.body`, params: step.params?.(c) ?? {} };
}
