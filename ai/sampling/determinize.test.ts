import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { COLORS } from '../../src-shared/engine/core/colors';
import {
  applyActionInPlace,
  plainCopy,
  newGame,
  pending,
  playerView,
  runChance,
  type GameState,
  type PlayedCard,
  type PlayerView,
} from '../../src-shared/index';
import { propertyRuns } from '../../src-shared/testing/property-runs';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { FAMILY_PLACEMENT } from '../opponent-model/family-placement';
import { sampleTable, unseenActionCards, type BeliefOptions } from './determinize';
import { chooseAction } from '../index';

const PHASES = new Set(['fixing', 'secondBets', 'firstBets']);
const OPTIONS: BeliefOptions[] = [
  { model: true, futurePlays: true },
  { model: false, futurePlays: false },
  { model: true, futurePlays: true, familyModel: FAMILY_PLACEMENT },
  { model: true, futurePlays: true },
  { model: true, futurePlays: true, familyModel: FAMILY_PLACEMENT },
];

/** Changes only what `seat` cannot see: swaps between other hands, the deck and others' face-down cards. */
function perturbHidden(s: GameState, seat: number, random: () => number): GameState {
  const t = plainCopy(s);
  const pick = <T>(xs: T[]): number => Math.floor(random() * xs.length);
  const others = t.players.filter((p, i) => i !== seat && p.hand.length > 0);
  if (others.length >= 2) {
    const [p, q] = others;
    const a = pick(p.hand),
      b = pick(q.hand);
    [p.hand[a], q.hand[b]] = [q.hand[b], p.hand[a]];
  }
  for (const p of others) {
    if (t.actionDeck.length === 0) break;
    const a = pick(p.hand),
      b = pick(t.actionDeck);
    [p.hand[a], t.actionDeck[b]] = [t.actionDeck[b], p.hand[a]];
  }
  for (const c of t.played) {
    if (c.seat === seat || t.actionDeck.length === 0) continue;
    const b = pick(t.actionDeck);
    [c.card, t.actionDeck[b]] = [t.actionDeck[b], c.card];
  }
  return t;
}

/** Every property a sampled table must have, given the view it was sampled from. */
function checkTable(view: PlayerView, table: PlayedCard[], opts: BeliefOptions): number {
  // The view's entries come first, in order, on the same horse and seat; face-up cards are kept.
  expect(table.length).toBeGreaterThanOrEqual(view.played.length);
  view.played.forEach((p, i) => {
    expect({ horse: table[i].horse, seat: table[i].seat }).toEqual({ horse: p.horse, seat: p.seat });
    if (p.card !== null) expect(table[i].card).toBe(p.card);
  });
  // No card twice among the bot's hand and the table; hidden cards only from the unseen ones.
  const cards = [...view.hand, ...table.map((c) => c.card)];
  expect(new Set(cards).size).toBe(cards.length);
  const unseen = new Set(unseenActionCards(view));
  table.forEach((c, i) => {
    if (i >= view.played.length || view.played[i].card === null) expect(unseen.has(c.card)).toBe(true);
  });
  // Future plays: only in 'fixing', only by other active players, at most their hand.
  const extra = table.slice(view.played.length);
  if (!opts.futurePlays || view.phase !== 'fixing') expect(extra).toEqual([]);
  view.players.forEach((pl, seat) => {
    const n = extra.filter((c) => c.seat === seat).length;
    expect(n).toBeLessThanOrEqual(seat === view.seat || pl.forfeited ? 0 : pl.handCount);
  });
  return extra.length;
}

describe.each([
  ['family', propertyRuns(5, 20)],
  ['board', propertyRuns(4, 14)],
] as const)('determinize on random %s games (docs/rules.md §10: what each player may see)', (mode, numRuns) => {
  it('samples tables consistent with the view, deterministically, and from the view alone', () => {
    let checked = 0,
      perturbed = 0,
      hidden = 0,
      future = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        (seed, n, starred) => {
          const r = seededRandom(seed);
          const options = {
            mode,
            players: Array.from({ length: n }, (_, i) => `P${i}`),
            seed,
            starred: mode === 'board' && starred,
          };
          playRandomGame(options, r, (s) => {
            const p = pending(s);
            if (p.kind !== 'player' || !PHASES.has(s.phase)) return;
            const view = playerView(s, p.seat);
            const t = perturbHidden(s, p.seat, r);
            if (JSON.stringify(t) !== JSON.stringify(s)) perturbed++;
            const other = playerView(t, p.seat);
            expect(other).toEqual(view);
            hidden += view.played.filter((c) => c.card === null).length;
            for (const opts of OPTIONS) {
              for (let k = 0; k < 3; k++) {
                const sampleSeed = Math.floor(r() * 2 ** 31);
                const table = sampleTable(view, seededRandom(sampleSeed), opts);
                future += checkTable(view, table, opts);
                expect(sampleTable(view, seededRandom(sampleSeed), opts)).toEqual(table);
                expect(sampleTable(other, seededRandom(sampleSeed), opts)).toEqual(table);
              }
            }
            checked++;
          });
        },
      ),
      // npm test's few games are always the same ones (a random few sometimes bit too little, 19
      // perturbed positions of the 20 asked); npm run test:bots draws its many afresh.
      { numRuns, ...(inject('propertyRuns') === 'full' ? {} : { seed: 2026 }) },
    );
    // The checks must have bitten: many decisions, hidden cards sampled, hidden information changed, future plays dealt.
    expect(checked).toBeGreaterThan(50);
    expect(hidden).toBeGreaterThan(20);
    expect(perturbed).toBeGreaterThan(20);
    expect(future).toBeGreaterThan(20);
  });
});

describe('determinize with a measured placement model', () => {
  /** A Family view in the second bets where the rival, who bet on `horse` or not, has one face-down card on it. */
  function rivalCardView(backed: boolean): { view: PlayerView; horse: number } {
    const s = newGame({ mode: 'family', seed: 'placement', players: ['bot', 'rival'] });
    while (pending(s).kind === 'chance') runChance(s);
    const view = playerView(s, s.queue[0]);
    const rival = 1 - view.seat;
    const horse = COLORS.find((h) => !view.players[rival].stables.includes(h))!;
    return {
      horse: COLORS.indexOf(horse),
      view: {
        ...view,
        phase: 'secondBets',
        played: [{ horse, seat: rival, card: null }],
        bets: backed ? [{ seat: rival, horse, kind: 'win', stake: 100 }] : [],
        firstBetCount: backed ? 1 : 0,
      },
    };
  }

  it('reads a face-down card by how likely its player would have put each card there', () => {
    const share = (backed: boolean, card: number): number => {
      const { view } = rivalCardView(backed);
      // `card` goes where its player backs the horse (first feature: relative interest), every other card anywhere.
      const model = Array.from({ length: 23 }, (_, c) => (c === card ? [10, 0, 0, 0, 0, 0] : [0, 0, 0, 0, 0, 0]));
      const opts: BeliefOptions = { model: true, futurePlays: true, familyModel: model };
      const r = seededRandom(7);
      let hits = 0;
      for (let k = 0; k < 400; k++) if (sampleTable(view, r, opts)[0].card === card) hits++;
      return hits / 400;
    };
    const card = unseenActionCards(rivalCardView(true).view)[0];
    // Backed: this card is about 6 times likelier there than each of the ~15 others (1 against 1/6): about 30%.
    expect(share(true, card)).toBeGreaterThan(0.2);
    // Not backed: far less likely there than anywhere the rival backs.
    expect(share(false, card)).toBeLessThan(0.03);
  });

  it("plays the others' remaining hands where the model puts each card", () => {
    const s = newGame({ mode: 'family', seed: 'future', players: ['bot', 'rival'] });
    for (let p = pending(s); s.phase !== 'fixing'; p = pending(s)) {
      if (p.kind === 'chance') runChance(s);
      else if (p.kind === 'player') applyActionInPlace(s, chooseAction(playerView(s, p.seat), 'easy', 1));
    }
    const view = playerView(s, s.queue[0]);
    const rival = 1 - view.seat;
    // Every card goes on the horse with the longest odds (the lowest favour, third feature).
    const model = Array.from({ length: 23 }, () => [0, 0, -300, 0, 0, 0]);
    const outsider = view.odds.indexOf(Math.max(...view.odds));
    const table = sampleTable(view, seededRandom(3), { model: true, futurePlays: true, familyModel: model });
    const theirs = table.filter((p) => p.seat === rival);
    expect(theirs.length).toBe(view.players[rival].handCount);
    for (const p of theirs) expect(COLORS.indexOf(p.horse)).toBe(outsider);
  });
});
