import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { COLORS } from './colors';
import { applyAction } from './engine';
import { plainCopy } from './plain-copy';
import { legalActions } from './legal-actions';
import { pending } from './pending';
import { replay } from './replay';
import { invariantProblems } from '../../testing/invariants';
import { propertyRuns } from '../../testing/property-runs';
import { seededRandom, playRandomGame } from '../../testing/random-game';
import type { Action, GameOptions, GameState } from './types';
import { playerView } from './view';

/** A random action of any shape, mostly illegal: the engine must refuse it and change nothing. */
function randomAction(r: () => number, s: GameState): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const seat = pick([
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    -1,
    pending(s).kind === 'player' ? (pending(s) as { seat: number }).seat : 0,
  ]);
  const horse = pick([...COLORS, 'purple']);
  const card = Math.floor(r() * 62);
  switch (pick(['bet', 'pass', 'moveOdds', 'playCard', 'photoOrder', 'chance', 'junk', 'board', 'board'])) {
    case 'board':
      return pick([
        { type: 'buyActions', seat },
        { type: 'buyCard', seat, deck: pick(['goal', 'assistant', 'horse', 'action']), shuffle: r() < 0.5 },
        { type: 'keep', seat, card },
        { type: 'swap', seat, target: pick([0, 1, 2, 7]), card },
        { type: 'buyStable', seat, horse },
        { type: 'loan', seat, kind: pick(['bank', 'mob', 'friend']) },
        {
          type: 'offer',
          seat,
          seller: pick([0, 1, 2, 3]),
          item: pick([{ kind: 'goal' }, { kind: 'stable', horse }, { kind: 'horse', card }]),
        },
        { type: 'answer', seat, accept: r() < 0.5, goal: card },
        {
          type: 'clearance',
          seat,
          item: pick([
            { kind: 'goal', card },
            { kind: 'stable', horse },
            { kind: 'assistant', card },
          ]),
        },
        { type: 'lineup', seat, placements: [{ card, horse }] },
        { type: 'bid', seat, accept: r() < 0.5 },
      ]);
    case 'bet':
      return {
        type: 'bet',
        seat,
        horse,
        kind: pick(['win', 'show', 'place']),
        stake: pick([0, 50, 100, 300, 1000, 99999, -100, 1.5]),
      };
    case 'pass':
      return { type: 'pass', seat };
    case 'moveOdds':
      return { type: 'moveOdds', seat, horse, direction: pick(['up', 'down', 'sideways']) };
    case 'playCard':
      return { type: 'playCard', seat, card: Math.floor(r() * 25), horse };
    case 'photoOrder':
      return { type: 'photoOrder', seat, order: [horse, pick(COLORS)] };
    case 'chance':
      return pick([
        { type: 'chance', kind: 'deal', card: Math.floor(r() * 25) },
        { type: 'chance', kind: 'movement', card: Math.floor(r() * 25) },
        { type: 'chance', kind: 'dice', dice: [pick(COLORS), horse] },
        { type: 'chance', kind: 'tieBreak', seat },
        { type: 'chance', kind: 'draw', card },
      ]);
    default:
      return pick([null, 42, 'bet', { type: 'bet' }, { seat: 0 }, []]);
  }
}

/** A legal player action must be one of the legal moves (the two views of the rules agree). */
function matchesLegalMove(s: GameState, a: Action): boolean {
  if (a.type === 'chance') return true;
  return legalActions(s).some((m) => {
    if (m.type !== a.type || m.seat !== a.seat) return false;
    if (m.type === 'bet' && a.type === 'bet') {
      return m.horse === a.horse && m.kind === a.kind && a.stake >= m.minStake && a.stake <= m.maxStake;
    }
    if (m.type === 'photoOrder' || m.type === 'lineup') return true;
    const { price: _p, value: _v, ...move } = m as Record<string, unknown>;
    const { shuffle: _s, ...act } = a as Record<string, unknown>;
    return JSON.stringify(move) === JSON.stringify(act);
  });
}

/** Hidden information another seat holds, changed consistently: the view must not change. */
function perturbHidden(s: GameState, viewer: number): GameState {
  const t = plainCopy(s);
  t.rng = [1, 2, 3, 4];
  t.actionDeck.reverse();
  const other = t.players.findIndex((p, i) => i !== viewer && p.hand.length > 0);
  if (other >= 0 && t.actionDeck.length > 0) {
    const tmp = t.players[other].hand[0];
    t.players[other].hand[0] = t.actionDeck[0];
    t.actionDeck[0] = tmp;
  }
  const otherGoals = t.players.findIndex((p, i) => i !== viewer && p.goals.length > 0);
  const goalPile = t.goalDeck.find((g) => g.length > 0);
  if (otherGoals >= 0 && goalPile) {
    const tmp = t.players[otherGoals].goals[0];
    t.players[otherGoals].goals[0] = goalPile[0];
    goalPile[0] = tmp;
  }
  for (const d of [t.goalDeck, t.assistantDeck, t.horseDeck]) for (const g of d) g.reverse();
  if (t.phase !== 'race') {
    const hidden = t.played.findIndex((c) => c.seat !== viewer);
    if (hidden >= 0 && t.actionDeck.length > 0) {
      const tmp = t.played[hidden].card;
      t.played[hidden].card = t.actionDeck[0];
      t.actionDeck[0] = tmp;
    }
  }
  return t;
}

function checkStep(options: GameOptions, s: GameState, log: readonly Action[], r: () => number): void {
  expect(invariantProblems(s)).toEqual([]);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  const before = JSON.stringify(s);
  const a = randomAction(r, s);
  const res = applyAction(s, a);
  expect(JSON.stringify(s)).toBe(before);
  if (res.ok) expect(matchesLegalMove(s, a as Action) ? 'legal move' : JSON.stringify(a)).toBe('legal move');
  else expect(Object.keys(res.error).sort()).toEqual(['code', 'params']);
  const viewer = Math.floor(r() * s.players.length);
  const view = playerView(s, viewer);
  expect(Object.keys(view)).not.toContain('rng');
  expect(view.played.every((c) => c.seat === viewer || c.card === null)).toBe(true);
  expect(playerView(perturbHidden(s, viewer), viewer)).toEqual(view);
  // A save made at any player decision resumes there: the log so far replays to this very state (sampled, as replay is slow).
  if (pending(s).kind !== 'chance' && r() < 0.01) expect(replay({ options, actions: [...log] })).toEqual(s);
}

describe.each([
  ['family', propertyRuns(8, 40)],
  ['board', propertyRuns(5, 25)],
] as const)('random %s games (docs/rules.md §2–§10 invariants on every step)', (mode, numRuns) => {
  it('conserve money, cards and tokens, survive JSON, refuse illegal actions, hide secrets, and replay exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        (seed, n, starred) => {
          const options: GameOptions = {
            mode,
            players: Array.from({ length: n }, (_, i) => `P${i}`),
            seed,
            // The Family Game never has starred cards (docs/rules.md §1, §2).
            starred: mode === 'board' && starred,
          };
          const r = seededRandom(seed);
          const { state, actions: log } = playRandomGame(options, r, (s, l) => checkStep(options, s, l, r));
          expect(state.phase).toBe('gameOver');
          expect(state.result?.[0].place).toBe(1);
          expect(replay({ options, actions: log })).toEqual(state);
          const playerOnly = log.filter((a) => a.type !== 'chance');
          expect(replay({ options, actions: playerOnly })).toEqual(state);
        },
      ),
      // npm test's few games are always the same ones; npm run test:bots draws its many afresh.
      { numRuns, ...(inject('propertyRuns') === 'full' ? {} : { seed: 2026 }) },
    );
  });
});
