import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { randomDecision } from '../../ai/index';
import { RULESETS, runChance, type AnyGameState, type GameMode } from '../../src-shared/index';
import type { LogEntry } from '../game/log';
import { useStageStore } from '../stores/stage-store';
import { GAME_MODES, isGameMode, modeUi } from './index';

beforeEach(() => setActivePinia(createPinia()));

const players = ['Ann', 'Bob', 'Cy'];
const OTHER: Record<GameMode, GameMode> = { family: 'party', board: 'party', party: 'board' };

/** A new game of `mode` from the registry's own options, its first chance steps run. */
function table(mode: GameMode, starred = false): AnyGameState {
  const s = RULESETS[mode].newGame(modeUi(mode).options({ players, seed: 7, starred }) as never) as AnyGameState;
  runChance(s as never);
  return s;
}

/** What every mode's entry must say, as the engine and the message files have it. */
const EXPECTED = {
  family: { starred: false, boardParts: false, partySettings: false, finalKey: 'saves.finalScore' },
  board: { starred: true, boardParts: true, partySettings: false, finalKey: 'saves.finalScore' },
  party: { starred: false, boardParts: false, partySettings: true, finalKey: 'saves.finalMoney' },
} as const;

describe('the app’s mode registry', () => {
  it('offers every engine mode, in the form’s order, and knows their names', () => {
    expect(GAME_MODES).toEqual(Object.keys(RULESETS));
    expect(GAME_MODES.every(isGameMode)).toBe(true);
    expect([isGameMode('classic'), isGameMode('toString'), isGameMode(3)]).toEqual([false, false, false]);
  });

  it.each(GAME_MODES)('%s: the seat bounds are the ruleset’s, and the options and labels are its own', (mode) => {
    const ui = modeUi(mode);
    expect(ui.mode).toBe(mode);
    expect(ui.seats).toBe(RULESETS[mode].seats);
    expect({
      starred: ui.starred,
      boardParts: ui.boardParts,
      partySettings: ui.partySettings,
      finalKey: ui.finalKey,
    }).toEqual(EXPECTED[mode]);
  });

  it('names each mode’s phases with its own keys', () => {
    expect((['deal', 'race', 'gameOver', 'betting'] as const).map(modeUi('family').phaseKey)).toEqual([
      'phase.deal',
      'phase.race',
      'phase.gameOver',
      'party.phase.betting',
    ]);
    expect(modeUi('board').phaseKey('auction')).toBe('phase.auction');
    expect((['bookmaker', 'race', 'gameOver', 'deal'] as const).map(modeUi('party').phaseKey)).toEqual([
      'party.phase.bookmaker',
      'party.phase.race',
      'party.phase.gameOver',
      'phase.deal',
    ]);
  });

  it('builds options the engine takes, and a rematch keeps the starred option and the Party settings', () => {
    const board = table('board', true);
    expect(board.mode).toBe('board');
    expect(modeUi('board').kept(modeUi('board').options({ players, seed: 1, starred: true }), board)).toEqual({
      starred: true,
    });
    const party = { races: 3, startingMoney: 500 };
    const options = modeUi('party').options({ players, seed: 1, starred: true, party });
    const s = RULESETS.party.newGame(options as never);
    expect(options).toEqual({ mode: 'party', players, seed: 1, partyOptions: party });
    expect(modeUi('party').kept(options, s)).toEqual({ starred: false, party });
    expect(modeUi('family').options({ players, seed: 1, starred: false })).toEqual({
      mode: 'family',
      players,
      seed: 1,
      starred: false,
    });
  });

  it.each(GAME_MODES)('%s: logs an applied action, and nothing for a state of the other ruleset', (mode) => {
    const ui = modeUi(mode);
    const before = table(mode);
    const rules = RULESETS[mode];
    const p = rules.pending(before as never);
    if (p.kind !== 'player') throw new Error('a player decides after the first chance steps');
    const move = randomDecision(rules.playerView(before as never, p.seat), () => 0.5);
    const r = rules.apply(before as never, move);
    if (!r.ok) throw new Error(r.error.code);
    expect(ui.describe(before, move as never, r.state as AnyGameState, 0).length).toBeGreaterThan(0);
    const other = table(OTHER[mode]);
    expect(ui.describe(other, move as never, other, 0)).toEqual([]);
  });

  it('hides another seat’s face-down card from a Family/Board log, and shows the Party log whole', () => {
    const line: LogEntry = { key: 'log.playCard', params: {}, seat: 1, faceDown: { seat: 1, card: 3, horse: 'red' } };
    const family = RULESETS.family.playerView(table('family') as never, 0);
    const party = RULESETS.party.playerView(table('party') as never, 0);
    expect(modeUi('family').logFor([line], family, null)[0]).not.toEqual(line);
    expect(modeUi('party').logFor([line], party, null)).toEqual([line]);
  });

  it.each(GAME_MODES)('%s: stages its own views, never the other ruleset’s', async (mode) => {
    const stage = useStageStore();
    const ctx = { speed: 'normal' as const, skipping: false, live: () => true };
    const view = (m: GameMode) => RULESETS[m].playerView(table(m) as never, 0);
    stage.moveMs = -1;
    await modeUi(mode).present(stage, null, view(OTHER[mode]), null, ctx);
    expect(stage.moveMs).toBe(-1);
    await modeUi(mode).present(stage, null, view(mode), null, ctx);
    expect(stage.moveMs).toBeGreaterThan(0);
  });
});
