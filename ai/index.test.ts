import { describe, expect, it } from 'vitest';
import {
  applyActionInPlace,
  cloneState,
  newGame,
  pending,
  playerView,
  runChance,
  type GameState,
  type Mode,
} from '../src-shared/index';
import { seedRng } from '../src-shared/rng';
import { mulberry32 } from '../src-shared/testing/random-game';
import { chooseAction, type BotLevel } from './index';

const NO_CAP = { budgetMs: Number.POSITIVE_INFINITY };

/** Plays a whole game, seat i by levels[i]; every action must be legal. */
function play(
  mode: Mode,
  levels: BotLevel[],
  seed: string,
  onDecision?: (s: GameState, seat: number) => void,
  opts = NO_CAP,
): GameState {
  const s = newGame({ mode, seed, players: levels.map((l, i) => `${l}${i}`) });
  let n = 0;
  for (;;) {
    const p = pending(s);
    if (p.kind === 'over') return s;
    if (p.kind === 'chance') {
      runChance(s);
      continue;
    }
    onDecision?.(s, p.seat);
    const a = chooseAction(playerView(s, p.seat), levels[p.seat], `${seed}/${n++}`, opts);
    const e = applyActionInPlace(s, a);
    if (e) throw new Error(`${levels[p.seat]} chose an illegal action ${JSON.stringify(a)}: ${e.message}`);
  }
}

/** Changes what `seat` cannot see: other hands, others' face-down cards, the generator. */
function perturbHidden(s: GameState, seat: number, random: () => number): GameState {
  const t = cloneState(s);
  t.rng = seedRng(`other-${random()}`);
  t.players.forEach((p, i) => {
    if (i === seat || p.hand.length === 0 || t.actionDeck.length === 0) return;
    const a = Math.floor(random() * p.hand.length),
      b = Math.floor(random() * t.actionDeck.length);
    [p.hand[a], t.actionDeck[b]] = [t.actionDeck[b], p.hand[a]];
  });
  for (const c of t.played) {
    if (c.seat === seat || t.actionDeck.length === 0) continue;
    const b = Math.floor(random() * t.actionDeck.length);
    [c.card, t.actionDeck[b]] = [t.actionDeck[b], c.card];
  }
  return t;
}

describe('bots', () => {
  it('see nothing hidden: a hidden change consistent with the view leaves the decision unchanged', () => {
    const random = mulberry32(7);
    let checked = 0,
      changed = 0;
    for (const mode of ['family', 'board'] as const) {
      play(mode, ['normal', 'easy', 'hard', 'random'], `peek-${mode}`, (s, seat) => {
        if (random() > 0.3) return;
        const t = perturbHidden(s, seat, random);
        if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
        expect(playerView(t, seat)).toEqual(playerView(s, seat));
        for (const level of ['easy', 'normal', 'hard'] as const) {
          const seed = `d${checked}`;
          expect(chooseAction(playerView(t, seat), level, seed, NO_CAP)).toEqual(
            chooseAction(playerView(s, seat), level, seed, NO_CAP),
          );
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(10);
  }, 300_000);

  it('replay the identical game from the same seeds and level', () => {
    for (const mode of ['family', 'board'] as const) {
      const a = play(mode, ['hard', 'normal', 'easy', 'random'], `det-${mode}`);
      const b = play(mode, ['hard', 'normal', 'easy', 'random'], `det-${mode}`);
      expect(b).toEqual(a);
    }
  }, 300_000);

  it('smoke tournament: every level finishes seeded games with legal moves, and hard beats random clearly', () => {
    for (const mode of ['family', 'board'] as const) {
      // Capped decisions keep CI quick; legality and the margin over random do not depend on the cap.
      const capped = { budgetMs: 50 };
      let hardWins = 0;
      const games = 16;
      for (let g = 0; g < games; g++) {
        // Seats rotate so the hard bot sits everywhere.
        const levels: BotLevel[] = ['random', 'random', 'random', 'random'];
        levels[g % 4] = 'hard';
        const s = play(mode, levels, `smoke-${mode}-${g}`, undefined, capped);
        if (s.result!.find((r) => r.place === 1)!.seat === g % 4) hardWins++;
      }
      // Random play would win a quarter (4 of 16); 10 or more happens by chance with probability 0.0002.
      expect(hardWins, mode).toBeGreaterThanOrEqual(10);
      for (let g = 0; g < 8; g++)
        play(mode, ['easy', 'normal', 'hard', 'random'], `smoke-mix-${mode}-${g}`, undefined, capped);
    }
  }, 900_000);
});
