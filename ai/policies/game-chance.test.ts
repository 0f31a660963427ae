import { describe, expect, it } from 'vitest';
import { COLORS } from '../../src-shared/engine/core/colors';
import { newGame, pending, playerView, runChance, type GameState, type PlayerAction } from '../../src-shared/index';
import { chanceBet, foreseen, inChanceRounds } from './game-chance';
import type { Det } from '../simulation/outcomes';
import type { Clock } from '../search/anytime';
import type { SearchBudget } from '../search/search';
import { LEVELS, NO_LEAN, PERSONALITY_NAMES, type Lean } from '../levels';
import { botGame } from '../testing/bot-game';
import { chooseAction } from '../index';

const clock = { deadline: Number.POSITIVE_INFINITY };

function seeded(): () => number {
  let x = 1;
  return () => (x = (x * 16807) % 2147483647) / 2147483647;
}

/** A 2-player Family Game at the first bet of its last round, the bot `lead` VP ahead of its rival. */
function lastRound(seed: string, lead: number): { s: GameState; me: number; rival: number } {
  const s = newGame({ mode: 'family', seed, players: ['bot', 'rival'] });
  while (pending(s).kind === 'chance') runChance(s);
  const p = pending(s);
  if (p.kind !== 'player' || s.phase !== 'firstBets') throw new Error('expected a first bet');
  s.round = s.rounds;
  const me = p.seat,
    rival = 1 - me;
  s.players[me].vpTokens = 6 + lead;
  s.players[rival].vpTokens = 6;
  for (const pl of s.players) pl.money = 3000;
  return { s, me, rival };
}

/** Hard's search at a quarter of its samples and races: the bets below are decided by VP, not by a close call. */
const HARD = { ...LEVELS.hard.search, dets: 5, races: 100 };

/** The bets on the table alone: the others' bets still to come this round, and the bot's own, not weighed. */
const TABLE_ONLY = { ...HARD, restOfRound: false };

/** The bot's bet, which must not depend on the order the legal moves come in. */
function bet(
  s: GameState,
  me: number,
  lean: Lean = NO_LEAN,
  budget: SearchBudget = TABLE_ONLY,
  timed: () => Clock = () => clock,
): Extract<PlayerAction, { type: 'bet' }> {
  const view = playerView(s, me);
  const [a, b] = [view.moves, [...view.moves].reverse()].map((moves) =>
    chanceBet(view, moves, budget, false, lean, seeded(), timed()),
  );
  if (!a || a.type !== 'bet') throw new Error(`expected a bet, got ${JSON.stringify(a)}`);
  expect(b).toEqual(a);
  return a;
}

// The Family Game is won on VP alone, money breaking ties (en-rulebook "The Family Game", end of the game):
// in the last round only the VP a bet can bring matter.
describe('bets by the chance of winning the game', () => {
  it('a bot 2 VP behind in the last round bets to win (3 VP): a show bet (1 VP) cannot catch up', () => {
    for (const seed of ['gc-1', 'gc-2', 'gc-3']) {
      const { s, me } = lastRound(seed, -2);
      expect(bet(s, me).kind, seed).toBe('win');
    }
  });

  it('still bets to win 2 VP behind when its deadline has passed after the first unit of work (a clock counting its checks)', () => {
    for (const seed of ['gc-1', 'gc-2', 'gc-3']) {
      const { s, me } = lastRound(seed, -2);
      let checks = 0;
      const late = (): Clock => ({ deadline: 0, now: () => checks++ });
      expect(bet(s, me, NO_LEAN, TABLE_ONLY, late).kind, seed).toBe('win');
      // Its first determinization's races and one option's score, then the scout: not the whole search.
      expect(checks).toBeLessThan(10);
    }
  });

  it("a bot 2 VP ahead covers the rival's win bet by betting to win on the same horse", () => {
    for (const [i, seed] of ['gc-4', 'gc-5', 'gc-6'].entries()) {
      const { s, me, rival } = lastRound(seed, 2);
      // Not the favourite, so covering it is not simply the best bet anyway.
      const horse = COLORS[[1, 3, 5][i]];
      s.bets.push({ seat: rival, horse, kind: 'win', stake: 600 });
      const a = bet(s, me);
      expect({ horse: a.horse, kind: a.kind }, seed).toEqual({ horse, kind: 'win' });
    }
  });

  // en-rulebook, "Betting": a bet needs a bet token of its colour; with 2 players there is one per colour.
  it("a bot 1 VP ahead, first to bet in the last round, takes the favourite's only token, which its rival would back", () => {
    let checked = 0;
    for (const seed of ['gc-1', 'gc-2', 'gc-3']) {
      const { s, me } = lastRound(seed, 1);
      const view = playerView(s, me);
      if (view.firstPlayer !== me) continue;
      // With nothing on the table the bot leads whatever it bets; its rival's first bet, still to
      // come, would be a likely 3 VP on the favourite.
      const favourite = COLORS[view.odds.indexOf(0)];
      expect(bet(s, me, NO_LEAN, HARD).horse, seed).toBe(favourite);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("a lean towards Win or Show bets is added to their chance of winning (a personality's taste)", () => {
    const { s, me } = lastRound('gc-8', 0);
    expect(bet(s, me, { winBet: 1, feint: 0 }).kind).toBe('win');
    expect(bet(s, me, { winBet: -1, feint: 0 }).kind).toBe('show');
  });

  it("applies to the Family Game's last rounds only", () => {
    const { s, me } = lastRound('gc-7', 0);
    expect(inChanceRounds(playerView(s, me), 1)).toBe(true);
    s.round = s.rounds - 1;
    expect(inChanceRounds(playerView(s, me), 1)).toBe(false);
    expect(inChanceRounds(playerView(s, me), 2)).toBe(true);
    s.mode = 'board';
    expect(inChanceRounds(playerView(s, me), 99)).toBe(false);
  });
});

describe("first bets that foresee the others' cards", () => {
  it("plays the others' hands out as the placement model expects once the bet is down, the same cards for every bet", () => {
    const s = newGame({ mode: 'family', seed: 'foresee', players: ['bot', 'rival', 'third'] });
    while (pending(s).kind === 'chance') runChance(s);
    const view = playerView(s, s.queue[0]);
    expect(view.phase).toBe('firstBets');
    // Every card goes where the other players (the bot among them) have most at stake: the sixth feature.
    const budget = { ...LEVELS.hard.search, familyModel: Array.from({ length: 23 }, () => [0, 0, 0, 0, 0, 40]) };
    const dets: Det[] = [1, 2, 3].map((k) => ({ table: [], words: [k, 2 * k, 3 * k, 4 * k] }));
    const tables = [1, 4].map((h) =>
      foreseen(view, dets, budget, { seat: view.seat, horse: COLORS[h], kind: 'win', stake: 100 }),
    );
    tables.forEach((seen, i) => {
      for (const d of seen) {
        const theirs = d.table.filter((p) => p.seat !== view.seat);
        expect(theirs.length).toBe(view.players.reduce((n, p, seat) => n + (seat === view.seat ? 0 : p.handCount), 0));
        for (const p of theirs) expect(p.horse).toBe(COLORS[[1, 4][i]]);
      }
    });
    const cards = (seen: Det[]): number[][] => seen.map((d) => d.table.map((p) => p.card));
    expect(cards(tables[0])).toEqual(cards(tables[1]));
  });
});

describe("hard's personalities in the Family Game", () => {
  it('each chooses differently from the level itself somewhere in a game, where stakes and rivalry play no part', () => {
    const caps = { maxSamples: 1, maxRaces: 24 };
    // The personalities not yet seen choosing differently: one that has is not asked again (the
    // answer stays yes), which spared most of the test's work.
    const same = new Set(PERSONALITY_NAMES);
    let n = 0;
    botGame('family', ['hard', 'hard', 'hard', 'hard'], 'lean', caps, (s, seat) => {
      const seed = `lean/${n++}`;
      if (!same.size) return;
      const view = playerView(s, seat);
      const own = JSON.stringify(chooseAction(view, 'hard', seed, caps));
      for (const p of [...same])
        if (JSON.stringify(chooseAction(view, 'hard', seed, { ...caps, personality: p })) !== own) same.delete(p);
    });
    expect([...same]).toEqual([]);
    // A whole game with four decisions per turn: seconds on a loaded machine, counted in races, not time.
  });
});
