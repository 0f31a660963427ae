import { describe, expect, it } from 'vitest';
import { parseAction } from './action-schema';
import { validateAction } from './engine';
import { EngineException } from './errors';
import { parsePartyAction } from '../party/action-schema';
import { parseSave, readSaveText } from '../../save/save-file';
import { newGame } from './setup';
import { sampleSave } from '../../testing/sample-save';

/** `-0` as every loader sees it: what JSON.parse makes of the text "-0". */
const minusZero = JSON.parse('-0') as number;

describe('seats are whole numbers and -0 is refused', () => {
  it('in an action, classic or Party, before the rules look at it', () => {
    expect(Object.is(minusZero, -0)).toBe(true);
    expect(parseAction({ type: 'pass', seat: minusZero })).toEqual({ field: 'seat' });
    expect(parseAction({ type: 'swap', seat: 1, target: minusZero, card: 3 })).toEqual({ field: 'target' });
    expect(parseAction({ type: 'chance', kind: 'tieBreak', seat: minusZero })).toEqual({ field: 'seat' });
    expect(parseAction({ type: 'pass', seat: 0.5 })).toEqual({ field: 'seat' });
    expect(parseAction({ type: 'pass', seat: 0 })).toEqual({ action: { type: 'pass', seat: 0 } });
    const s = newGame({ mode: 'family', players: ['Ann', 'Bob'], seed: 1 });
    expect(validateAction(s, { type: 'pass', seat: minusZero })).toEqual({
      code: 'BAD_ACTION',
      params: { field: 'seat' },
    });
    expect(parsePartyAction({ type: 'chance', kind: 'bookmaker', seat: minusZero })).toEqual({ field: 'seat' });
    expect(parsePartyAction({ type: 'photoOrder', seat: minusZero, order: ['red', 'blue'] })).toEqual({
      field: 'seat',
    });
  });

  it('in the options: the first player', () => {
    const options = { mode: 'family' as const, players: ['Ann', 'Bob'], seed: 1 };
    expect(() => newGame({ ...options, setup: { firstPlayer: minusZero } })).toThrow(EngineException);
    expect(newGame({ ...options, setup: { firstPlayer: 0 } }).firstPlayer).toBe(0);
  });

  it('in a save: a logged action or the options, so no -0 reaches the replayed state', () => {
    const { text } = sampleSave(6);
    expect(text).toMatch(/"seat": 0\b/);
    const action = parseSave(text.replace(/"seat": 0\b/, '"seat": -0'), 'g.json');
    expect(action).toMatchObject({ ok: false, problem: expect.stringMatching(/^g\.json: .*actions\[\d+\]/) });
    const options = text.replace('"options": {', '"options": { "setup": { "firstPlayer": -0 },');
    expect(readSaveText(options, 'g.json')).toMatchObject({ ok: false, problem: expect.stringMatching(/options/) });
    // The same file with 0 is a save of another game (its first player chosen): refused for its log, not its shape.
    expect(readSaveText(options.replace('"firstPlayer": -0', '"firstPlayer": 0'), 'g.json')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/action log/),
    });
  });
});
