import { describe, expect, it } from 'vitest';
import { legalActions } from '../core/legal-actions';
import { pending } from '../core/pending';
import { act, boardGame, buyAndKeep, give, passRest, refused, toAct } from '../../testing/board-table';
import type { GameState } from '../core/types';

/**
 * Buying from another player, the clearance sale, Miss Double and the Cédric / Troy swap:
 * en-rulebook "1.0 Purchase phase" and "Assistant/Horse cards"; docs/rules.md §7.
 */

const money = (s: GameState): number[] => s.players.map((p) => p.money);

describe('buying from another player (en-rulebook "Buying from Another Player"; docs/rules.md §7)', () => {
  it('the Mark example: a Horse card bought from Paul, then one from the deck, but not from a player again', () => {
    let s = boardGame(3);
    give(s, 1, [40]);
    give(s, 2, [41]);
    s = act(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'horse', card: 40 } });
    s = act(s, { type: 'answer', seat: 1, accept: true });
    expect(s.players[0].horseCards).toEqual([40]);
    expect(money(s)).toEqual([3400 - 800, 3600 + 800, 3800]);
    s = passRest(s, 'step2');
    expect(refused(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'horse', card: 41 } })).toBe('ONCE_PER_PHASE');
    expect(legalActions(s).some((m) => m.type === 'offer')).toBe(false);
    s = buyAndKeep(s, 0, 'horse', [36, 37, 38, 39], 36);
    expect(s.players[0].horseCards).toEqual([40, 36]);
  });

  it('the seller answers; the price is twice the base value (a stable: twice its current price)', () => {
    const s = boardGame(3);
    give(s, 2, [30]);
    const offers = legalActions(s).flatMap((m) => (m.type === 'offer' ? [[m.seller, m.item, m.price]] : []));
    // Green (1:3) would cost 3800: more than seat 0's 3400, so it is not offered.
    expect(offers).toEqual([
      [2, { kind: 'stable', horse: 'red' }, 3400],
      [2, { kind: 'assistant', card: 30 }, 800],
    ]);
    const t = act(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'stable', horse: 'red' } });
    expect(pending(t)).toEqual({ kind: 'player', seat: 2 });
    // The seller sees the price and the base value it doubles.
    expect(t.purchase!.offer).toMatchObject({ price: 3400, value: 1700 });
    expect(legalActions(t)).toEqual([
      { type: 'answer', seat: 2, accept: true },
      { type: 'answer', seat: 2, accept: false },
    ]);
    expect(refused(t, { type: 'answer', seat: 0, accept: true })).toBe('NOT_YOUR_TURN');
    const u = act(t, { type: 'answer', seat: 2, accept: true });
    expect(u.players[0].stables).toEqual(['black', 'red']);
    expect(u.players[2].stables).toEqual([]);
    expect(money(u)).toEqual([0, 3600, 3800 + 3400]);
  });

  it('a refusal gives the buyer the step back, but no second offer in that step', () => {
    let s = boardGame(3);
    give(s, 1, [30]);
    s = act(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 30 } });
    s = act(s, { type: 'answer', seat: 1, accept: false });
    expect(pending(s)).toEqual({ kind: 'player', seat: 0 });
    expect(money(s)).toEqual([3400, 3600, 3800]);
    expect(refused(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'stable', horse: 'red' } })).toBe(
      'OFFER_REFUSED',
    );
    expect(legalActions(s).some((m) => m.type === 'offer')).toBe(false);
    s = act(s, { type: 'pass', seat: 0 });
    expect(s.players[0].money).toBe(3800);
    // The refused offer did not use the once-per-phase option: it may be made in step 2.
    s = passRest(s, 'step2');
    s = act(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 30 } });
    expect(pending(s)).toEqual({ kind: 'player', seat: 1 });
    // Every offer of the phase is on record, both steps (the bots make one per phase).
    expect(s.purchase!.offered).toEqual([0, 0]);
  });

  it('a Goal card: the seller picks which', () => {
    let s = boardGame(3);
    give(s, 1, [46, 58]);
    s = act(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'goal' } });
    expect(legalActions(s).map((m) => m.type === 'answer' && [m.accept, m.goal])).toEqual([
      [true, 46],
      [true, 58],
      [false, undefined],
    ]);
    expect(refused(s, { type: 'answer', seat: 1, accept: true })).toBe('GOAL_NEEDED');
    expect(refused(s, { type: 'answer', seat: 1, accept: true, goal: 48 })).toBe('GOAL_NEEDED');
    s = act(s, { type: 'answer', seat: 1, accept: true, goal: 58 });
    expect(s.players[0].goals).toEqual([58]);
    expect(s.players[1].goals).toEqual([46]);
    expect(money(s)).toEqual([2600, 4400, 3800]);
  });

  it('discounts do not apply: Franz Galopp and Francisco Caballos pay the full double price', () => {
    let s = boardGame(3);
    give(s, 0, [25, 26]);
    give(s, 2, [38]);
    const prices = legalActions(s).flatMap((m) => (m.type === 'offer' && m.seller === 2 ? [m.price] : []));
    expect(prices).toEqual([3400, 800]);
    s = act(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'horse', card: 38 } });
    s = act(s, { type: 'answer', seat: 2, accept: true });
    expect(s.players[0].money).toBe(3400 - 800);
  });

  it('only what the buyer can pay, never Action cards, never oneself', () => {
    const s = boardGame(3);
    s.players[1].hand = [5];
    s.players[0].money = 3399;
    expect(refused(s, { type: 'offer', seat: 0, seller: 2, item: { kind: 'stable', horse: 'red' } })).toBe(
      'NOT_ENOUGH_MONEY',
    );
    expect(refused(s, { type: 'offer', seat: 0, seller: 0, item: { kind: 'stable', horse: 'black' } })).toBe(
      'NO_SUCH_SELLER',
    );
    expect(refused(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'goal' } })).toBe('NOT_OWNED');
    expect(refused(s, { type: 'offer', seat: 0, seller: 1, item: { kind: 'action', card: 5 } } as never)).toBe(
      'BAD_ACTION',
    );
  });
});

describe('clearance sale (en-rulebook "Clearance Sale"; docs/rules.md §7)', () => {
  it('half the base value rounded down to 100: a card 200, a 1:2 stable 1000, a 1:3 stable 900', () => {
    const s = boardGame(3);
    give(s, 0, [30, 40, 50]);
    s.players[0].stables.push('green');
    s.players[1].stables = [];
    const values = legalActions(s).flatMap((m) => (m.type === 'clearance' ? [[m.item, m.value]] : []));
    expect(values).toEqual([
      [{ kind: 'stable', horse: 'black' }, 1000],
      [{ kind: 'stable', horse: 'green' }, 900],
      [{ kind: 'assistant', card: 30 }, 200],
      [{ kind: 'horse', card: 40 }, 200],
      [{ kind: 'goal', card: 50 }, 200],
    ]);
  });

  it('the card goes under its deck; a stable becomes unowned and can be bought', () => {
    let s = boardGame(3);
    give(s, 0, [30]);
    s = act(s, { type: 'clearance', seat: 0, item: { kind: 'assistant', card: 30 } });
    expect(s.players[0]).toMatchObject({ money: 3600, assistants: [] });
    expect(s.assistantDeck).toEqual([[23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35], [30]]);
    s = act(s, { type: 'clearance', seat: 1, item: { kind: 'stable', horse: 'green' } });
    expect(s.players[1]).toMatchObject({ money: 3600 + 900, stables: [] });
    expect(legalActions(s).some((m) => m.type === 'buyStable' && m.horse === 'green' && m.price === 1900)).toBe(true);
  });

  it('once per phase, even for Miss Double', () => {
    let s = boardGame(3, { characters: ['miss-double', 'steve-mcskull', 'viktor-von-schadel'] }, { starred: true });
    give(s, 0, [30, 31]);
    s = act(s, { type: 'clearance', seat: 0, item: { kind: 'assistant', card: 30 } });
    s = passRest(s, 'step2');
    expect(refused(s, { type: 'clearance', seat: 0, item: { kind: 'assistant', card: 31 } })).toBe('ONCE_PER_PHASE');
    expect(legalActions(s).some((m) => m.type === 'clearance')).toBe(false);
  });

  it('only a card one owns', () => {
    const s = boardGame(3);
    expect(refused(s, { type: 'clearance', seat: 0, item: { kind: 'stable', horse: 'green' } })).toBe('NOT_OWNED');
    expect(refused(s, { type: 'clearance', seat: 0, item: { kind: 'horse', card: 40 } })).toBe('NOT_OWNED');
  });
});

describe('Miss Double (Character card ★; docs/rules.md §7)', () => {
  const missDouble = (): GameState => {
    const s = boardGame(3, { characters: ['miss-double', 'steve-mcskull', 'viktor-von-schadel'] }, { starred: true });
    s.players[0].money = 20000;
    return s;
  };

  it('repeats a Goal / Assistant / Horse purchase in the second step', () => {
    const cases = [
      ['goal', [46, 47, 48, 49]],
      ['assistant', [23, 24, 25, 26]],
      ['horse', [36, 37, 38, 39]],
    ] as const;
    for (const [deck, drawn] of cases) {
      let s = missDouble();
      s = buyAndKeep(s, 0, deck, [...drawn], drawn[0]);
      s = passRest(s, 'step2');
      s = buyAndKeep(s, 0, deck, [drawn[0] + 4, drawn[0] + 5, drawn[0] + 6, drawn[0] + 7], drawn[0] + 4);
      expect(s.players[0][deck === 'goal' ? 'goals' : deck === 'assistant' ? 'assistants' : 'horseCards']).toEqual([
        drawn[0],
        drawn[0] + 4,
      ]);
    }
  });

  it('repeats a stable purchase and a purchase from a player', () => {
    let s = missDouble();
    give(s, 1, [30, 31]);
    s = act(s, { type: 'buyStable', seat: 0, horse: 'white' });
    s = passRest(s, 'step2');
    s = act(s, { type: 'buyStable', seat: 0, horse: 'yellow' });
    expect(s.players[0].stables).toEqual(['white', 'yellow']);
    let t = missDouble();
    give(t, 1, [30, 31]);
    t = act(t, { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 30 } });
    t = act(t, { type: 'answer', seat: 1, accept: true });
    t = passRest(t, 'step2');
    t = act(t, { type: 'offer', seat: 0, seller: 1, item: { kind: 'assistant', card: 31 } });
    t = act(t, { type: 'answer', seat: 1, accept: true });
    expect(t.players[0].assistants).toEqual([30, 31]);
  });

  it('other characters may not', () => {
    let s = boardGame(3);
    s.players[0].money = 20000;
    s = act(s, { type: 'buyStable', seat: 0, horse: 'white' });
    s = passRest(s, 'step2');
    expect(refused(s, { type: 'buyStable', seat: 0, horse: 'yellow' })).toBe('ONCE_PER_PHASE');
  });
});

describe('Cédric Copieur and Troy (en-rulebook "34 - Cédric Copieur", "45 - Troy"; docs/rules.md §7)', () => {
  it('Cédric kept from the deck is swapped at once for another player’s Assistant card of the buyer’s choice', () => {
    let s = boardGame(3);
    give(s, 1, [29]);
    give(s, 2, [33, 28]);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'assistant', shuffle: false });
    s = act(s, { type: 'chance', kind: 'draw', card: 34 });
    s = act(s, { type: 'chance', kind: 'draw', card: 23 });
    s = act(s, { type: 'chance', kind: 'draw', card: 24 });
    s = act(s, { type: 'chance', kind: 'draw', card: 25 });
    s = act(s, { type: 'keep', seat: 0, card: 34 });
    expect(toAct(s)).toBe(0);
    expect(legalActions(s).map((m) => m.type === 'swap' && [m.target, m.card])).toEqual([
      [1, 29],
      [2, 33],
      [2, 28],
    ]);
    expect(refused(s, { type: 'pass', seat: 0 })).toBe('WRONG_PHASE');
    s = act(s, { type: 'swap', seat: 0, target: 2, card: 33 });
    expect(s.players[0].assistants).toEqual([33]);
    expect(s.players[2]).toMatchObject({ assistants: [28, 34], dormant: [34] });
    expect(toAct(s)).toBe(1);
  });

  it('no swap when no other player has a card of that kind (Assistant cards elsewhere do not count for Troy)', () => {
    let s = boardGame(3);
    s = buyAndKeep(s, 0, 'assistant', [34, 23, 24, 25], 34);
    expect(s.players[0].assistants).toEqual([34]);
    expect(toAct(s)).toBe(1);
    s = buyAndKeep(s, 1, 'horse', [45, 36, 37, 38], 45);
    expect(s.players[1].horseCards).toEqual([45]);
    expect(toAct(s)).toBe(2);
  });

  it('the victim’s copy has no power until sold; sold to another player, that buyer swaps', () => {
    let s = boardGame(3);
    give(s, 1, [29]);
    give(s, 2, [24]);
    s = buyAndKeep(s, 0, 'assistant', [34, 23, 25, 26], 34);
    s = act(s, { type: 'swap', seat: 0, target: 1, card: 29 });
    expect(s.players[1]).toMatchObject({ assistants: [34], dormant: [34] });
    // Seat 1 keeps the dormant Cédric: it does nothing to seat 1's purchases.
    s = passRest(s, 'step2');
    s = act(s, { type: 'pass', seat: 0 });
    s = act(s, { type: 'pass', seat: 1 });
    s = act(s, { type: 'offer', seat: 2, seller: 1, item: { kind: 'assistant', card: 34 } });
    s = act(s, { type: 'answer', seat: 1, accept: true });
    // The buyer has Cédric with his power back: seat 2 must swap him at once.
    expect(toAct(s)).toBe(2);
    expect(s.players[1]).toMatchObject({ assistants: [], dormant: [] });
    expect(legalActions(s).map((m) => m.type === 'swap' && [m.target, m.card])).toEqual([[0, 29]]);
    s = act(s, { type: 'swap', seat: 2, target: 0, card: 29 });
    expect(s.players[2]).toMatchObject({ assistants: [24, 29], dormant: [] });
    expect(s.players[0]).toMatchObject({ assistants: [34], dormant: [34] });
  });

  it('Troy swaps for another player’s Horse card, from the deck and when bought from a player', () => {
    let s = boardGame(3);
    give(s, 1, [40]);
    s = buyAndKeep(s, 0, 'horse', [45, 36, 37, 38], 45);
    expect(legalActions(s).map((m) => m.type === 'swap' && [m.target, m.card])).toEqual([[1, 40]]);
    s = act(s, { type: 'swap', seat: 0, target: 1, card: 40 });
    expect(s.players[0].horseCards).toEqual([40]);
    expect(s.players[1]).toMatchObject({ horseCards: [45], dormant: [45] });
    s = act(s, { type: 'offer', seat: 1, seller: 0, item: { kind: 'horse', card: 40 } });
    s = act(s, { type: 'answer', seat: 0, accept: true });
    // Seat 1 bought The Fury back; Troy stays dormant with seat 1 (no power until sold).
    expect(s.players[1]).toMatchObject({ horseCards: [45, 40], dormant: [45] });
    expect(toAct(s)).toBe(2);
    s = act(s, { type: 'offer', seat: 2, seller: 1, item: { kind: 'horse', card: 45 } });
    s = act(s, { type: 'answer', seat: 1, accept: true });
    expect(legalActions(s).map((m) => m.type === 'swap' && [m.target, m.card])).toEqual([[1, 40]]);
  });

  it('François Riche pays 800 when kept from the deck, not when bought from a player', () => {
    let s = boardGame(3);
    s = buyAndKeep(s, 0, 'assistant', [35, 23, 24, 25], 35);
    expect(s.players[0].money).toBe(3400 - 400 + 800);
    s = act(s, { type: 'offer', seat: 1, seller: 0, item: { kind: 'assistant', card: 35 } });
    s = act(s, { type: 'answer', seat: 0, accept: true });
    expect(money(s)).toEqual([3800 + 800, 3600 - 800, 3800]);
  });
});
