import { beforeAll, describe, expect, it } from 'vitest';
import { chooseAction } from '../../ai/index';
import { actionCard, type PlayerAction, type PlayerView } from '../../src-shared/index';
import type { BotClient } from '../../ai/runtime/bot-client';
import { GameSession } from '../game/session';
import { createAppI18n, MESSAGES } from '../i18n';
import { cardName } from '../game/card-text';
import { messageText } from '../game/message-text';
import { defaultSeats } from '../stores/game-store';
import { suggestFirstBet, suggestPlay, suggestSecondBet } from './tutorial-moves';
import { canGoBack, messageOf, settle, TUTORIAL_STEPS, type TutorialContext } from './tutorial-steps';
import { TUTORIAL_PLAYERS, TUTORIAL_SEED } from './tutorial-store';

/** The worker's easy bots, called directly with no time cap (as the tutorial's `uncapped` brain does). */
const easyBots: BotClient = {
  decide: (view, level, seed, opts) =>
    Promise.resolve(chooseAction(view, level, seed, { personality: opts?.personality })),
  forecast: () => Promise.reject(new Error('not used')),
  hint: () => Promise.reject(new Error('not used')),
  cancel: () => {},
  dispose: () => {},
};

/** The tutorial's seat's view: its game is a Family Game, never a Party Game. */
function classic(s: GameSession): PlayerView {
  const v = s.view(0);
  if (v.mode === 'party') throw new Error('the tutorial is a Family Game');
  return v;
}

function tutorialSession(): GameSession {
  const seats = defaultSeats('Ann', TUTORIAL_PLAYERS, 'easy');
  const options = { mode: 'family' as const, players: seats.map((s) => s.name), seed: TUTORIAL_SEED, starred: false };
  return GameSession.create(options, { bots: seats.map((s) => s.bot) }, easyBots, async () => {});
}

/** Plays the tutorial's round as a player following every coach mark: Next on info steps, the suggested moves. */
async function followTheCoach() {
  const s = tutorialSession();
  let index = 0;
  const shown: string[] = [];
  const moves: PlayerAction[] = [];
  /** The fixing note as the player reads it, with the hand it speaks of. */
  const fixNotes: { hand: number[]; text: string }[] = [];
  const { t } = createAppI18n('en').global;
  const see = (c: TutorialContext): void => {
    index = settle(index, c);
    const step = TUTORIAL_STEPS[index]!;
    if (step.ready(c) && shown.at(-1) !== step.id) shown.push(step.id);
  };
  // Info steps are read and closed with Next while they are ready.
  const read = (c: TutorialContext): void => {
    see(c);
    while (!TUTORIAL_STEPS[index]!.move && TUTORIAL_STEPS[index]!.ready(c) && index < TUTORIAL_STEPS.length - 1) {
      index++;
      see(c);
    }
  };
  for (let guard = 0; guard < 500 && classic(s).round === 1; guard++) {
    const before = classic(s);
    const r = await s.step();
    const view = classic(s);
    if (before.phase === 'race' && view.phase !== 'race') {
      read({ view, payoff: true }); // the payoff moment, closed with Continue
      read({ view, payoff: false });
      break;
    }
    read({ view, payoff: false });
    if (r.kind !== 'human') continue;
    const step = TUTORIAL_STEPS[index]!;
    expect(step.move, `a move step asks for the human's move (${step.id})`).toBe(true);
    if (step.id === 'fix') {
      const m = messageOf(step, { view, payoff: false });
      fixNotes.push({ hand: view.hand.slice(), text: messageText(t, m.key, m.params) });
    }
    const move =
      view.phase === 'firstBets'
        ? suggestFirstBet(view)
        : view.phase === 'fixing'
          ? suggestPlay(view)
          : view.phase === 'secondBets'
            ? suggestSecondBet(view)
            : null;
    expect(move, `a suggestion in ${view.phase}`).not.toBeNull();
    expect(s.act(move!)).toBeNull();
    moves.push(move!);
  }
  return { session: s, shown, moves, index, fixNotes };
}

describe('the tutorial round (fixed seed, easy bots)', () => {
  // en-rulebook "The Family Game"; docs/rules.md §2 (deal, betting, race, end of round), §4, §6.
  it('brings up every coach mark in order and the suggested moves pay off', async () => {
    const { session, shown, moves, index } = await followTheCoach();
    expect(shown).toEqual([
      'welcome',
      'odds',
      'seat',
      'bets',
      'firstBet',
      'cards',
      'fix',
      'secondBet',
      'race',
      'payoff',
      'newOdds',
      'end',
    ]);
    expect(TUTORIAL_STEPS[index]!.id).toBe('end');
    // The situations the texts describe: a Show bet on the 1:2 favourite, one card helping it and
    // one harming its strongest rival, then no token left for a second bet on it.
    expect(moves).toEqual([
      { type: 'bet', seat: 0, horse: 'green', kind: 'show', stake: 200 },
      { type: 'playCard', seat: 0, card: expect.any(Number), horse: 'green' },
      { type: 'playCard', seat: 0, card: expect.any(Number), horse: 'red' },
      { type: 'pass', seat: 0 },
    ]);
    const [, help, harm] = moves as Extract<PlayerAction, { type: 'playCard' }>[];
    expect([actionCard(help!.card).lean, actionCard(harm!.card).lean]).toEqual(['helpful', 'harmful']);
    // The race: the backed favourite finishes in the first 3, and the player's stable places.
    const last = classic(session).lastRace!;
    expect(last.ranking.slice(0, 3)).toContain('green');
    const line = last.payoffs.find((p) => p.seat === 0)!;
    expect(line.items.map((i) => i.kind)).toEqual(['show', 'stablePrize']);
    expect(line.vp).toBe(1);
  });
});

describe('the fixing note', () => {
  it('says which card in the hand helps and which harms, then which to play where', async () => {
    const { fixNotes } = await followTheCoach();
    expect(fixNotes.length).toBe(2);
    const first = fixNotes[0]!;
    expect(first.hand.length).toBe(2);
    for (const card of first.hand) {
      const does = actionCard(card).lean === 'helpful' ? 'helps' : 'harms';
      expect(first.text).toContain(`${cardName(card, (k) => k)} ${does} its horse`);
    }
    expect(first.text).toMatch(
      /^In your hand: .+ helps its horse, .+ harms its horse\. Put .+ on Green: it helps its horse/,
    );
  });
});

describe('settle and Back', () => {
  let dealt: TutorialContext['view'];
  beforeAll(async () => {
    const s = tutorialSession();
    while ((await s.step()).kind !== 'human');
    dealt = classic(s);
  });
  /** The dealt table at the human's first bet, with the fields a case changes. */
  const at = (patch: Partial<TutorialContext['view']>, payoff = false): TutorialContext => ({
    view: { ...dealt, ...patch },
    payoff,
  });

  it('skips the steps the player has played past, never the one in front of them', () => {
    const start = at({ phase: 'firstBets' });
    expect(settle(0, start)).toBe(0);
    // The player bet without reading: the betting notes are left behind, the fixing ones come next.
    const fixing = at({ phase: 'fixing', bets: [{ seat: 0, horse: 'green', kind: 'show', stake: 200 }] });
    expect(TUTORIAL_STEPS[settle(0, fixing)]!.id).toBe('cards');
    // Later rounds leave the whole first round behind, up to the new odds.
    expect(TUTORIAL_STEPS[settle(0, at({ round: 2, phase: 'firstBets' }))]!.id).toBe('newOdds');
    // The last step stays until the player closes it.
    expect(settle(TUTORIAL_STEPS.length - 1, at({ round: 3 }))).toBe(TUTORIAL_STEPS.length - 1);
  });

  it('goes back only to an info step that still applies', () => {
    const idx = (id: string) => TUTORIAL_STEPS.findIndex((s) => s.id === id);
    const myBet = at({ phase: 'firstBets' });
    expect(canGoBack(idx('odds'), myBet)).toBe(true);
    expect(canGoBack(0, myBet)).toBe(false);
    // From the race, the second bet (a move, and over) is not a place to go back to.
    expect(canGoBack(idx('race'), at({ phase: 'race' }))).toBe(false);
  });
});

describe('tutorial texts', () => {
  it('every step has a title and a text in English, French and Italian, and its parameters are known keys', () => {
    const session = tutorialSession();
    const c = { view: classic(session), payoff: false };
    for (const locale of Object.values(MESSAGES)) {
      const tutorial = locale.tutorial as unknown as Record<string, { title: string; body: string }>;
      for (const step of TUTORIAL_STEPS) {
        expect(tutorial[step.id]?.title, `${step.id}.title`).toBeTruthy();
        expect(tutorial[step.id]?.body, `${step.id}.body`).toBeTruthy();
      }
    }
    // The keys the parameters name (button labels, sub-texts) exist.
    const keys = JSON.stringify(TUTORIAL_STEPS.map((s) => messageOf(s, c).params)).matchAll(/"t":"([\w.]+)"/g);
    const lookup = (path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], MESSAGES.en);
    for (const [, key] of keys) expect(typeof lookup(key!), key).toBe('string');
  });
});
