import { describe, expect, it } from 'vitest';
import { plainCopy, playerView, type GameState, type PlayerAction } from '../../src-shared/index';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { createAppI18n } from '../i18n';
import { messageText } from './message-text';
import { tableEvents, type TableEvent } from './table-events';

/** Every move of a random Board Game as the human at seat 0 sees it at the table. */
function boardEvents(seed: number): { action: PlayerAction; events: TableEvent[] }[] {
  const out: { action: PlayerAction; events: TableEvent[] }[] = [];
  let before: GameState | null = null;
  playRandomGame(
    { mode: 'board', players: ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], seed, starred: true },
    seededRandom(seed),
    (s, actions) => {
      const a = actions.at(-1);
      if (before && a && a.type !== 'chance')
        out.push({ action: a, events: tableEvents(playerView(before, 0), a, playerView(s, 0)) });
      before = plainCopy(s);
      return s.round > 2 ? 'stop' : undefined;
    },
  );
  return out;
}

describe('what the table tells of each move', () => {
  const { t } = createAppI18n('fr').global;
  const moves = [1, 2, 3].flatMap(boardEvents);

  it('words every move at its player’s seat, in full', () => {
    for (const { action, events } of moves) {
      expect(events.length).toBe(1);
      const e = events[0]!;
      // An answer is told at the seller's seat, every other move at the mover's.
      if (action.type !== 'answer') expect(e.seat).toBe(action.seat);
      const text = messageText(t, e.key, e.params);
      expect(text).not.toMatch(/[{}]|events\./);
    }
  });

  it('tells an offer with its price, then the answer, and what changed hands', () => {
    const offers = moves.filter((m) => m.action.type === 'offer');
    const answers = moves.filter((m) => m.action.type === 'answer');
    expect(offers.length).toBeGreaterThan(0);
    expect(answers.length).toBe(offers.length);
    for (const { events } of offers) expect(events[0]!.params.price).toEqual(expect.any(Number));
    for (const { action, events } of answers) {
      const e = events[0]!;
      if (action.type !== 'answer') continue;
      expect(e.tone).toBe(action.accept ? 'good' : 'bad');
      expect(e.key).toMatch(action.accept ? /^events\.accepted/ : /^events\.refused/);
      // The seller is paid only when they accept.
      if (action.accept) expect(e.money).toBeGreaterThan(0);
      else expect(e.money).toBeNull();
    }
  });

  it('never names another player’s face-down card, kept Goal card or hidden draw', () => {
    for (const { action, events } of moves) {
      if (action.seat === 0) continue;
      const json = JSON.stringify(events);
      if (action.type === 'playCard') expect(json).not.toContain('"card"');
      if (action.type === 'keep' && events[0]!.key !== 'events.keep') expect(json).not.toContain('"card"');
    }
    expect(moves.some((m) => m.events[0]!.key === 'events.keepGoal')).toBe(true);
  });

  it('counts what a move cost or paid', () => {
    const stable = moves.find((m) => m.action.type === 'buyStable')!;
    expect(stable.events[0]!.money).toBeLessThan(0);
    const pass = moves.find((m) => m.events[0]!.key === 'events.passPurchase')!;
    expect(pass.events[0]!.money).toBeGreaterThan(0);
  });
});
