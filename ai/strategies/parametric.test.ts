import { describe, expect, it } from 'vitest';
import {
  pending,
  playerView,
  type GameState,
  type Mode,
  type PlayerAction,
  type PlayerView,
} from '../../src-shared/index';
import { COLORS, colorIndex } from '../../src-shared/engine/core/colors';
import { isHelpful } from '../../src-shared/engine/cards/action-cards';
import { playGame } from '../../src-shared/engine/core/play-game';
import { seededRandom } from '../../src-shared/testing/random-game';
import { chooseAction } from '../index';
import { perturbHidden } from '../testing/perturb-hidden';
import { PARAMS, START, clip, named, paramsFor, parametricAction } from './parametric';

/** A vector drawn uniformly inside the bounds. */
function randomVector(random: () => number): number[] {
  return PARAMS.map((p) => p.min + random() * (p.max - p.min));
}

function withParams(values: Record<string, number>): number[] {
  return PARAMS.map((p, i) => values[p.name] ?? START[i]);
}

/**
 * A game with the strategy of `v` in seat 0 and easy bots in the others; playGame throws on an
 * illegal action. `seen` gets each of seat 0's decisions, `before` the state before each of them.
 */
function game(
  mode: Mode,
  v: readonly number[],
  seed: string,
  seen?: (view: PlayerView, a: PlayerAction) => void,
  before?: (s: GameState) => void,
): GameState {
  let n = 0;
  return playGame(
    { mode, seed, players: ['found', 'e1', 'e2', 'e3'] },
    [0, 1, 2, 3].map((seat) => (view: PlayerView) => {
      const a = seat === 0 ? parametricAction(v, view, `${seed}/${n++}`) : chooseAction(view, 'easy', `${seed}/${n++}`);
      if (seat === 0) seen?.(view, a);
      return a;
    }),
    (s) => {
      const p = pending(s);
      if (p.kind === 'player' && p.seat === 0) before?.(s);
    },
  ).state;
}

describe('parametric strategies', () => {
  it('make only legal decisions in seeded random games of both modes, with vectors anywhere in their bounds', () => {
    const random = seededRandom(33);
    for (const mode of ['family', 'board'] as const)
      for (let k = 0; k < 3; k++) {
        const s = game(mode, randomVector(random), `legal-${mode}-${k}`);
        expect(s.phase).toBe('gameOver');
      }
  });

  it('bet, lay cards and buy as their parameters say', () => {
    // Backs the favourite with minimum Show bets, harms the favourite when it can, buys Action cards whenever it can.
    const v = withParams({ favourite: 2, crowd: 0, ownCards: 0, showFirst: 1, stakeFirst: 0, secondBet: -1 });
    const harm = withParams({ ...named(v), harmCrowd: 0, harmFavourite: 2, actionsReserve: 0 });
    let firstBets = 0,
      passes = 0,
      cards = 0,
      buys = 0;
    game('board', harm, 'rules', (view, a) => {
      const favourite = Math.min(...view.odds);
      if (view.phase === 'firstBets' && a.type === 'bet') {
        const min = view.moves.find((m) => m.type === 'bet');
        expect(a.kind).toBe('show');
        expect(a.stake).toBe(min?.type === 'bet' ? min.minStake : NaN);
        expect(view.odds[colorIndex(a.horse)]).toBe(favourite);
        firstBets++;
      }
      if (view.phase === 'secondBets') {
        expect(a.type).toBe('pass');
        passes++;
      }
      if (a.type === 'playCard') {
        const mine = view.bets.filter((b) => b.seat === 0).map((b) => b.horse);
        if (isHelpful(a.card)) expect(a.horse).toBe(mine[0]);
        else {
          // The harmful card goes on the best-rated horse it has not backed.
          expect(mine).not.toContain(a.horse);
          const others = COLORS.filter((c) => !mine.includes(c)).map((c) => view.odds[colorIndex(c)]);
          expect(view.odds[colorIndex(a.horse)]).toBe(Math.min(...others));
        }
        cards++;
      }
      if (a.type === 'buyActions') buys++;
      if (view.phase === 'purchase' && view.moves.some((m) => m.type === 'buyActions'))
        expect(a.type).toBe('buyActions');
    });
    expect(firstBets).toBeGreaterThan(2);
    expect(passes).toBeGreaterThan(2);
    expect(cards).toBeGreaterThan(2);
    expect(buys).toBeGreaterThan(0);
  });

  it('see nothing hidden: a hidden change consistent with the view leaves the decision unchanged', () => {
    const random = seededRandom(5);
    // Every feature used, its own forecast included.
    const v = withParams({ forecast: 1, crowd: 1, ownCards: 1, actionsReserve: 2, goalReserve: 3, loanBelow: 2 });
    let checked = 0,
      changed = 0;
    for (const mode of ['family', 'board'] as const)
      game(mode, v, `peek-${mode}`, undefined, (s) => {
        if (random() > 0.4) return;
        const t = perturbHidden(s, 0, random);
        if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
        expect(playerView(t, 0)).toEqual(playerView(s, 0));
        expect(parametricAction(v, playerView(t, 0), `d${checked}`)).toEqual(
          parametricAction(v, playerView(s, 0), `d${checked}`),
        );
        checked++;
      });
    expect(checked).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(5);
  });

  it('clips vectors into their bounds and names the parameters of each mode', () => {
    const wild = clip(PARAMS.map((p) => p.max + 10));
    expect(wild).toEqual(PARAMS.map((p) => p.max));
    expect(paramsFor('board')).toHaveLength(PARAMS.length);
    expect(paramsFor('family').map((i) => PARAMS[i].name)).not.toContain('actionsReserve');
    expect(Object.keys(named(START))).toEqual(PARAMS.map((p) => p.name));
  });
});
