import { describe, expect, it } from 'vitest';
import { deckCards } from '../cards/decks';
import { forfeit } from '../core/forfeit';
import { enterPhase } from '../core/phases';
import { endGame } from '../core/round-end';
import { legalActions } from '../core/legal-actions';
import { act, boardGame, buyActions, draws, give, lineups, passRest } from '../../testing/board-table';
import { playerView } from '../core/view';

/** What each player may see in the Board Game (docs/rules.md §7, §10) and Board Game forfeits (docs/rules.md §9). */

describe('visibility (docs/rules.md §10; en-rulebook "Purchase a Goal card": face down)', () => {
  it('a Goal purchase: others see the option and the count, never the drawn, kept or returned cards', () => {
    let s = boardGame(3);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'goal', shuffle: false });
    s = draws(s, [46, 50, 54, 58]);
    const mine = playerView(s, 0),
      theirs = playerView(s, 1);
    expect(mine.purchase!.draw).toEqual({ seat: 0, deck: 'goal', left: 0, drawnCount: 4, drawn: [46, 50, 54, 58] });
    expect(theirs.purchase!.draw).toEqual({ seat: 0, deck: 'goal', left: 0, drawnCount: 4, drawn: null });
    expect(mine.moves.map((m) => m.type === 'keep' && m.card)).toEqual([46, 50, 54, 58]);
    expect(theirs.moves).toEqual([]);
    s = act(s, { type: 'keep', seat: 0, card: 54 });
    const after = playerView(s, 1);
    expect(after.purchase!.taken[0]).toEqual(['goal', null]);
    expect(after.players[0].goalCount).toBe(1);
    expect(after.goals).toEqual([]);
    expect(playerView(s, 0).goals).toEqual([54]);
    expect(after.deckCounts.goal).toBe(13);
    // Neither the kept card nor the returned ones (46, 50, 58) appear anywhere in another seat's view.
    const text = JSON.stringify(after);
    for (const key of ['goalDeck', 'assistantDeck', 'horseDeck', 'rng', '"drawn":[']) expect(text).not.toContain(key);
  });

  it('a kept Assistant or Horse card is face up for everyone', () => {
    let s = boardGame(3);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'assistant', shuffle: false });
    s = draws(s, [23, 24, 25, 26]);
    s = act(s, { type: 'keep', seat: 0, card: 26 });
    s = act(s, { type: 'buyCard', seat: 1, deck: 'horse', shuffle: false });
    s = draws(s, [36, 37, 38, 39]);
    s = act(s, { type: 'keep', seat: 1, card: 38 });
    const v = playerView(s, 2);
    expect([v.players[0].assistants, v.players[1].horseCards]).toEqual([[26], [38]]);
    expect(v.purchase!.taken.slice(0, 2)).toEqual([
      ['assistant', null],
      ['horse', null],
    ]);
  });

  it('drawn Action cards stay in the drawer’s hand: others see only how many', () => {
    let s = boardGame(3);
    s = buyActions(s, 0, [5, 12]);
    expect(playerView(s, 0).hand).toEqual([5, 12]);
    const v = playerView(s, 1);
    expect(v.hand).toEqual([]);
    expect(v.players[0].handCount).toBe(2);
    expect(v.purchase!.taken[0]).toEqual(['actions', null]);
  });

  it('a Goal card sold by a player becomes visible to its buyer only', () => {
    let s = boardGame(3);
    give(s, 2, [50, 56]);
    s = act(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'goal' } });
    // The offer names no card: the seller picks.
    expect(playerView(s, 1).purchase!.offer).toEqual({
      buyer: 0,
      seller: 2,
      item: { kind: 'goal' },
      price: 800,
      value: 400,
    });
    s = act(s, { type: 'answer', seat: 2, accept: true, goal: 56 });
    expect(playerView(s, 0).goals).toEqual([56]);
    expect(playerView(s, 2).goals).toEqual([50]);
    expect(playerView(s, 1).goals).toEqual([]);
    expect(playerView(s, 1).players.map((p) => p.goalCount)).toEqual([1, 0, 1]);
  });
});

describe('forfeit in the Board Game (docs/rules.md §9)', () => {
  it('cards go back under their decks, loans are freed, lined-up horses leave, stables become unowned', () => {
    let s = boardGame(3);
    give(s, 1, [29, 40, 50]);
    s.players[1].loans = ['bank', 'mob'];
    s = passRest(s);
    s = lineups(s, { 1: [{ card: 40, horse: 'green' }] });
    expect(s.lineup).toHaveLength(1);
    forfeit(s, 1);
    expect(s.players[1]).toMatchObject({
      stables: [],
      assistants: [],
      horseCards: [],
      goals: [],
      loans: [],
      forfeited: true,
    });
    expect(s.lineup).toEqual([]);
    expect(s.assistantDeck.at(-1)).toEqual([29]);
    expect(s.horseDeck.at(-1)).toEqual([40]);
    expect(s.goalDeck.at(-1)).toEqual([50]);
    expect(deckCards(s.assistantDeck)).toHaveLength(13);
  });

  it('freed loans and stables are available again in the next purchase', () => {
    const s = boardGame(4);
    s.players[1].loans = ['bank', 'mob'];
    s.players[2].loans = ['bank', 'mob'];
    s.players[3].loans = ['bank', 'mob'];
    expect(legalActions(s).some((m) => m.type === 'loan')).toBe(false);
    forfeit(s, 3);
    s.players[0].money = 5000;
    expect(
      legalActions(s)
        .filter((m) => m.type === 'loan' || m.type === 'buyStable')
        .map((m) => (m.type === 'loan' ? m.kind : m.type === 'buyStable' && m.horse)),
    ).toEqual(['blue', 'yellow', 'white', 'bank', 'mob']);
  });
});

describe('the end of the game (en-rulebook "End of the Game"; docs/rules.md §9, §10)', () => {
  it('everyone sees the Goal cards that scored; unfulfilled and duplicate ones stay face down', () => {
    const s = boardGame(3);
    for (const p of s.players) Object.assign(p, { money: 3000, vpTokens: 1, stables: [] });
    s.players[0].stables = ['black', 'white'];
    give(s, 0, [46, 47]); // most stables: 46 scores 2 VP, its duplicate 47 none
    give(s, 1, [52]); // most Horse cards: nobody has one, no VP
    enterPhase(s, endGame(s));
    expect(s.phase).toBe('gameOver');
    for (const seat of [0, 1, 2]) {
      const goals = playerView(s, seat).result!.map((r) => [r.seat, r.goals, r.goalVp]);
      expect(goals).toEqual([
        [0, [{ card: 46, vp: 2 }], 2],
        [1, [], 0],
        [2, [], 0],
      ]);
    }
    // Each player still sees their own Goal cards in their hand of cards.
    expect(playerView(s, 0).goals).toEqual([46, 47]);
  });
});
