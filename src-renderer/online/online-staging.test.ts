import { describe, expect, it } from 'vitest';
import {
  actionSeenBy,
  plainCopy,
  playerView,
  SPECTATOR,
  type GameState,
  type PlayerView,
} from '../../src-shared/index';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { describe as describeSolo, logForView, type LogEntry } from '../game/log';
import { stepLines } from './online-staging';

/**
 * The log of a whole random Board Game as seat `seat` reads it: as solo play writes it from the
 * states, and as the online table writes it from the seat's views and the actions as it may know them.
 */
function bothLogs(mode: 'family' | 'board', seat: number): { solo: LogEntry[]; online: LogEntry[]; end: PlayerView } {
  const [solo, online]: LogEntry[][] = [[], []];
  let before: GameState | null = null;
  const { state } = playRandomGame(
    { mode, players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 21, starred: mode === 'board' },
    seededRandom(3),
    (s, actions) => {
      const a = actions.at(-1);
      if (before && a) {
        solo.push(...describeSolo(before, a, s, seat));
        const step = { action: actionSeenBy(before, a, seat), view: playerView(s, seat) };
        online.push(...stepLines(playerView(before, seat), step, seat));
      }
      before = plainCopy(s);
    },
  );
  return { solo, online, end: playerView(state, seat) };
}

describe('the online log', () => {
  for (const [mode, seat] of [
    ['family', 0],
    ['family', SPECTATOR],
    ['board', 1],
  ] as const) {
    it(`reads as solo play writes it, but for others' face-down cards, never named (${mode}, seat ${seat})`, () => {
      const { solo, online, end } = bothLogs(mode, seat);
      expect(online.length).toBe(solo.length);
      expect(solo.length).toBeGreaterThan(150);
      // Solo play keeps every face-down card for the views; online another seat's never comes.
      const unnamed = solo.map((e) =>
        e.faceDown && e.faceDown.seat !== seat ? { ...e, faceDown: { ...e.faceDown, card: null } } : e,
      );
      expect(online).toEqual(unnamed);
      const shown = logForView(online, end);
      expect(shown.filter((e) => e.key === 'log.playCardOwn').every((e) => e.seat === seat)).toBe(true);
      if (seat !== SPECTATOR && mode === 'family') expect(shown.some((e) => e.key === 'log.playCardOwn')).toBe(true);
      expect(online.some((e) => ['log.dealtYou', 'log.drewYou'].includes(e.key))).toBe(seat !== SPECTATOR);
    });
  }
});
