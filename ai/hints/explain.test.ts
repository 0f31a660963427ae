import { describe, expect, it } from 'vitest';
import {
  legalActions,
  playerView,
  rulesetFor,
  validateAction,
  type GameMode,
  type GameState,
  type PartyState,
} from '../../src-shared/index';
import { seedRng } from '../../src-shared/engine/core/rng';
import { optionsFor, playWithStates } from '../../src-shared/testing/played-games';
import { seededRandom } from '../../src-shared/testing/random-game';
import { chooseAction } from '../index';
import { perturbHidden } from '../testing/perturb-hidden';
import { explainDecision, type Hint } from './explain';

// Hints (docs/replays.md "Hints"): the hard bot's choice and its figures, from the player's view alone.

const CAPS = { maxSamples: 2, maxRaces: 24 };

/** The first state of a random game where the seat to act has a move of `type`, and that seat. */
function stateWith(mode: GameMode, type: string): { s: GameState | PartyState; seat: number } {
  const g = playWithStates(optionsFor(mode, 3, 11), seededRandom(11));
  for (const s of g.states) {
    const p = rulesetFor(s).pending(s);
    if (p.kind === 'player' && legalActions(s).some((m) => m.type === type)) return { s, seat: p.seat };
  }
  throw new Error(`no ${type} decision in the game`);
}

function expectProbabilities(hint: Hint): void {
  const e = hint.explanation;
  const chances = e.kind === 'bet' || e.kind === 'card' ? [...e.horses, ...(e.kind === 'card' ? e.plays : [])] : [];
  for (const c of chances) {
    expect(c.win).toBeGreaterThanOrEqual(0);
    expect(c.win).toBeLessThanOrEqual(c.show);
    expect(c.show).toBeLessThanOrEqual(1);
  }
  if (e.kind === 'bet')
    for (const b of e.bets) {
      expect(b.chance).toBeGreaterThanOrEqual(0);
      expect(b.chance).toBeLessThanOrEqual(1);
      expect(Number.isFinite(b.gain)).toBe(true);
      expect(b.vp).toBeGreaterThanOrEqual(0);
    }
}

describe.each([
  ['family', 'bet', 'bet'],
  ['family', 'playCard', 'card'],
  ['board', 'bet', 'bet'],
  ['board', 'buyStable', 'purchase'],
] as const)('a hint in a %s game, at a %s decision', (mode, type, kind) => {
  const { s, seat } = stateWith(mode, type) as { s: GameState; seat: number };
  const view = playerView(s, seat);
  const hint = explainDecision(view, 'hard', { ...CAPS, seed: 5 });

  it('recommends the hard bot’s own legal choice and explains it with probabilities', () => {
    if (!hint) throw new Error('no hint');
    expect(hint.explanation.kind).toBe(kind);
    expect(hint.action).toEqual(chooseAction(view, 'hard', 5, CAPS));
    expect(validateAction(s, hint.action)).toBeNull();
    expectProbabilities(hint);
    if (hint.explanation.kind === 'bet') expect(hint.explanation.bets.length).toBeGreaterThan(0);
    // The row of the bet the bot chose is figured at the stake it chose, as its headline says.
    if (hint.explanation.kind === 'bet' && hint.action.type === 'bet') {
      const { horse, kind: betKind, stake } = hint.action;
      expect(hint.explanation.bets.find((b) => b.horse === horse && b.kind === betKind)?.stake).toBe(stake);
    }
    if (hint.explanation.kind === 'card') expect(hint.explanation.plays.length).toBeGreaterThan(0);
    if (hint.explanation.kind === 'purchase')
      expect(hint.explanation.options.map((o) => o.action.type)).toContain('buyStable');
  });

  it('is the same whatever the view hides: others’ hands and face-down cards, the deck, the generator', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 3; i++) {
      const other = perturbHidden(s, seat, random);
      expect(other).not.toEqual(s);
      expect(explainDecision(playerView(other, seat), 'hard', { ...CAPS, seed: 5 })).toEqual(hint);
    }
  });
});

describe('a hint in a Party Game', () => {
  const { s, seat } = stateWith('party', 'bet') as { s: PartyState; seat: number };
  const hint = explainDecision(playerView(s, seat), 'hard', { seed: 5 });

  it('gives the exact chances of equally likely horses and the hard bot’s legal bet (docs/rules.md §11)', () => {
    if (!hint || hint.explanation.kind !== 'bet') throw new Error('no bet hint');
    expect(validateAction(s, hint.action)).toBeNull();
    expect(hint.action).toEqual(chooseAction(playerView(s, seat), 'hard', 5));
    for (const h of hint.explanation.horses) expect([h.win, h.show]).toEqual([1 / 6, 1 / 2]);
    // Win pays 6 to 1 on one horse in six, Show 2 to 1 on three in six: every bet is even.
    for (const b of hint.explanation.bets) expect(b.gain).toBeCloseTo(0, 9);
    expectProbabilities(hint);
  });

  it('is the same with another generator, the one thing a Party view hides', () => {
    const other = { ...s, rng: seedRng('other') };
    expect(explainDecision(playerView(other, seat), 'hard', { seed: 5 })).toEqual(hint);
  });

  it('has nothing to say to a seat that is not to act', () => {
    expect(explainDecision(playerView(s, (seat + 1) % 3))).toBeNull();
  });
});
