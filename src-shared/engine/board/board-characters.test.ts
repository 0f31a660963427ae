import { describe, expect, it } from 'vitest';
import { colorIndex } from '../core/colors';
import { legalActions } from '../core/legal-actions';
import { playerView } from '../core/view';
import { act, boardGame, passRest, toRace, toAct } from '../../testing/board-table';
import { RACE_A, bets, run } from '../../testing/test-helpers';

/** The starred Character cards in the Board Game (en-rulebook "Character cards"; docs/rules.md §4, §6). */

const starred = (chars: string[]) => boardGame(3, { characters: chars }, { starred: true });

describe('starred characters (en-rulebook "Character cards")', () => {
  it('Oliver Oil starts with 6000 and no stable; Miss Double, Eric Change, Miss Paris with 5000; Antonio 3000; Otto 4000', () => {
    const s = newTable(['oliver-oil', 'miss-double', 'eric-change', 'miss-paris', 'antonio-vesuvio', 'otto-von-alt']);
    expect(s.players.map((p) => [p.money, p.stables.length])).toEqual([
      [6000, 0],
      [5000, 0],
      [5000, 0],
      [5000, 0],
      [3000, 0],
      [4000, 0],
    ]);
  });

  it('Miss Paris: a Show bet also wins on the 4th horse (2 × stake and 1 VP)', () => {
    let s = starred(['miss-paris', 'steve-mcskull', 'viktor-von-schadel']);
    s = passRest(s);
    s = toRace(s, { first: { 0: ['green', 'show', 200], 1: ['green', 'show', 200], 2: ['yellow', 'show', 200] } });
    s = run(s, RACE_A);
    expect(s.lastRace!.ranking[3]).toBe('green');
    expect(s.players[0]).toMatchObject({ money: 5000 + 800 - 200 + 400, vpTokens: 2 });
    expect(s.players[1]).toMatchObject({ money: 3600 + 800 - 200, vpTokens: 1 });
  });

  it('Antonio Vesuvio places two second bets, one after the other (each may be passed)', () => {
    let s = starred(['cranio-mercanti', 'antonio-vesuvio', 'viktor-von-schadel']);
    s = passRest(s);
    s = bets(s, { 0: ['white', 'show', 200], 1: ['yellow', 'show', 100], 2: ['yellow', 'show', 200] });
    expect(s.phase).toBe('secondBets');
    // Counter-clockwise from the first player's right: 2, then Antonio twice, then 0.
    expect(s.queue).toEqual([2, 1, 1, 0]);
    s = act(s, { type: 'pass', seat: 2 });
    // Every view tells which of Antonio's turns is his extra bet, so the app can title it.
    expect(playerView(s, 1).extraBet).toBe(false);
    s = act(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 100 });
    expect(toAct(s)).toBe(1);
    expect([playerView(s, 1).extraBet, playerView(s, 0).extraBet]).toEqual([true, true]);
    s = act(s, { type: 'bet', seat: 1, horse: 'black', kind: 'show', stake: 100 });
    expect(toAct(s)).toBe(0);
    expect(playerView(s, 0).extraBet).toBe(false);
    expect(s.bets.filter((b) => b.seat === 1).map((b) => [b.horse, b.kind])).toEqual([
      ['yellow', 'show'],
      ['red', 'win'],
      ['black', 'show'],
    ]);
  });

  it('Eric Change may move one stable two rows after the first bets; the race uses it', () => {
    let s = starred(['eric-change', 'steve-mcskull', 'viktor-von-schadel']);
    s = passRest(s);
    s = bets(s, { 0: ['white', 'show', 100], 1: ['yellow', 'show', 200], 2: ['yellow', 'show', 200] });
    expect(s.phase).toBe('ericChange');
    const moves = legalActions(s);
    // Black is on 1:2 and white on 1:7: they can only move one way.
    expect(
      moves
        .filter((m) => m.type === 'moveOdds' && (m.horse === 'black' || m.horse === 'white'))
        .map((m) => m.type === 'moveOdds' && [m.horse, m.direction]),
    ).toEqual([
      ['black', 'down'],
      ['white', 'up'],
    ]);
    expect(moves.at(-1)).toEqual({ type: 'pass', seat: 0 });
    s = act(s, { type: 'moveOdds', seat: 0, horse: 'white', direction: 'up' });
    expect(s.odds[colorIndex('white')]).toBe(3);
    s = bets(s, {});
    expect(s.phase).toBe('race');
    expect(s.odds[colorIndex('white')]).toBe(3);
  });
});

function newTable(chars: string[]) {
  return boardGame(6, { characters: chars }, { starred: true });
}
