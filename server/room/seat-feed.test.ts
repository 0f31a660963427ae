import { describe, expect, it } from 'vitest';
import { SPECTATOR, actionSeenBy, concreteAction, legalActions, type AnyGameState } from '../../src-shared/index';
import { SeatFeed } from './seat-feed';
import { Table } from './table';

/** Plays `n` moves of the seat to act (its first legal move, the lowest stake). */
function play(table: Table, n: number): void {
  for (let i = 0; i < n; i++) {
    const p = table.pending();
    if (p.kind !== 'player') return;
    const r = table.act(
      p.seat,
      concreteAction(legalActions(table.state as never)[0]!, () => 0),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
}

/** The views and seen actions of `seat` after each step of the table's log, from a fresh replay. */
function truth(table: Table, seat: number) {
  const state: AnyGameState = table.rules.newGame(table.options);
  const views = [table.rules.playerView(state, seat)];
  const seen = table.log.map((a) => {
    const s = actionSeenBy(state, a, seat);
    table.rules.applyInPlace(state, a);
    views.push(table.rules.playerView(state, seat));
    return s;
  });
  return { views, seen };
}

describe('what each connection is told of the game', () => {
  const start = () => Table.start({ mode: 'family', players: ['A', 'B', 'C'], seed: 'feed' });

  it('tells those there at the start every step from the first, with their opening view', () => {
    const table = start();
    const feed = new SeatFeed(table, ['a', 'b']);
    const told = feed.catchUp([
      { id: 'a', seat: 0 },
      { id: 'b', seat: null },
    ]);
    for (const [id, seat] of [
      ['a', 0],
      ['b', SPECTATOR],
    ] as const) {
      const { views, seen } = truth(table, seat);
      const m = told.get(id)!;
      expect(m.from).toBe(0);
      expect(m.opening).toEqual(views[0]);
      expect(m.steps.map((s) => s.action)).toEqual(seen);
      expect(m.steps.map((s) => s.view)).toEqual(views.slice(1));
      expect(m.record).toBeNull();
    }
  });

  it('tells a connection back from a drop what it missed, and one new to the game nothing before it came', () => {
    const table = start();
    const feed = new SeatFeed(table, ['a', 'b']);
    feed.catchUp([
      { id: 'a', seat: 0 },
      { id: 'b', seat: 1 },
    ]);
    const dropped = table.log.length;
    play(table, 4);
    // Only `a` is connected meanwhile.
    feed.catchUp([{ id: 'a', seat: 0 }]);
    play(table, 3);
    const told = feed.catchUp([
      { id: 'a', seat: 0 },
      { id: 'b', seat: 1 },
      { id: 'late', seat: null },
    ]);
    const { views, seen } = truth(table, 1);
    expect(told.get('b')!.from).toBe(dropped);
    expect(told.get('b')!.steps.map((s) => s.action)).toEqual(seen.slice(dropped));
    expect(told.get('b')!.steps.map((s) => s.view)).toEqual(views.slice(dropped + 1));
    expect(told.get('b')!.opening).toBeNull();
    expect(told.get('late')!).toMatchObject({ from: table.log.length, steps: [], opening: null });
    expect(told.get('a')!.steps.map((s) => s.view)).toEqual(truth(table, 0).views.slice(-told.get('a')!.steps.length));
  });

  it('tells a connection whose app lost the beginning the whole game again, when it asks', () => {
    const table = start();
    const feed = new SeatFeed(table, ['a']);
    play(table, 5);
    feed.catchUp([{ id: 'a', seat: 2 }]);
    feed.rewind('a');
    const m = feed.catchUp([{ id: 'a', seat: 2 }]).get('a')!;
    const { views, seen } = truth(table, 2);
    expect(m.from).toBe(0);
    expect(m.opening).toEqual(views[0]);
    expect(m.steps.map((s) => s.action)).toEqual(seen);
    expect(m.steps.map((s) => s.view)).toEqual(views.slice(1));
  });

  it('gives the whole game once it is over', () => {
    const table = Table.start({ mode: 'party', players: ['A', 'B'], seed: 'feed', partyOptions: { races: 1 } });
    const feed = new SeatFeed(table, ['a']);
    play(table, 500);
    expect(table.pending().kind).toBe('over');
    expect(feed.catchUp([{ id: 'a', seat: 0 }]).get('a')!.record).toEqual({
      options: table.options,
      actions: table.log,
    });
  });
});
