import { describe, expect, it } from 'vitest';
import { STRATEGY_NAMES } from '../ai/strategies/fixed-strategies';
import { RULESETS, type GameMode } from '../src-shared/index';
import { botsFor } from './bots';
import { playBotGame } from './game-runner';
import { CLI_MODE_NAMES, cliMode, isGameMode, summarize } from './modes';

/** What each mode's entry must say. */
const EXPECTED = {
  family: { name: 'Family', strategies: STRATEGY_NAMES, workers: 'family', vp: true },
  board: { name: 'Board', strategies: STRATEGY_NAMES, workers: 'board', vp: true },
  party: { name: 'Party', strategies: [], workers: null, vp: false },
} as const;

describe('the cli’s mode registry', () => {
  it('takes every engine mode by name, and nothing else', () => {
    expect(CLI_MODE_NAMES).toEqual(Object.keys(RULESETS));
    expect(CLI_MODE_NAMES.every(isGameMode)).toBe(true);
    expect([isGameMode('poker'), isGameMode('toString')]).toEqual([false, false]);
  });

  it.each(CLI_MODE_NAMES)('%s: its name, strategies, threads and report columns', (mode: GameMode) => {
    const { name, strategies, workers, vp } = cliMode(mode);
    expect({ name, strategies, workers, vp }).toEqual(EXPECTED[mode]);
    const bots = botsFor(mode);
    expect(bots).toContain('random');
    expect(STRATEGY_NAMES.filter((s) => bots.includes(s))).toEqual(EXPECTED[mode].strategies);
  });

  it.each(CLI_MODE_NAMES)('%s: summarizes a finished game with its own columns', (mode: GameMode) => {
    const players = RULESETS[mode].seats.min;
    const out = playBotGame(mode, Array<string>(players).fill('random'), 'modes', 0);
    const s = RULESETS[mode].replay(out.record as never);
    const text = summarize('g.json', s, false).stdout;
    expect(text).toContain(mode === 'party' ? 'Party Game over' : 'game over after');
    expect(text.includes('VP')).toBe(EXPECTED[mode].vp);
    const json = JSON.parse(summarize('g.json', s, true).stdout) as { over: boolean };
    expect(json.over).toBe(true);
  });
});
