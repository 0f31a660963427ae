import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH, nestingDepth, parseBoundedJson } from './bounded-json';
import { describeSave, makeSave, parseSave, readSaveText, serializeSave } from './save-file';
import { seededRandom, playRandomGame } from '../testing/random-game';

const limits = { maxChars: 1000, maxDepth: 3 };
/** 4 MB of nested brackets: valid JSON that held the main process for 3–6 s in JSON.parse. */
const deep = (n = 2 * 1024 * 1024) => `${'['.repeat(n)}${']'.repeat(n)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('JSON limits before parsing', () => {
  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(nestingDepth('{"a":[1,{"b":[]}]}', 10)).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{","b":"\\"[[[["}', 10)).toBe(1);
    expect(nestingDepth('"\\\\"[[]]', 10)).toBe(2);
    // It stops counting past the limit: the scan of a huge text ends at its first brackets.
    expect(nestingDepth(deep(), 3)).toBe(4);
  });

  it('refuses too deep or too long text without calling JSON.parse', () => {
    const parse = vi.spyOn(JSON, 'parse');
    expect(parseBoundedJson('[[[[]]]]', limits)).toEqual({
      ok: false,
      problem: 'nested more than 3 levels deep; not a save',
    });
    expect(parseBoundedJson(deep(), limits)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^larger than/),
    });
    expect(parseBoundedJson(`[${' '.repeat(1000)}]`, limits)).toMatchObject({ ok: false });
    expect(parse).not.toHaveBeenCalled();
    expect(parseBoundedJson('{"a":[["[[[[["]]}', limits)).toEqual({ ok: true, value: { a: [['[[[[[']] } });
    expect(parseBoundedJson('[[[', limits)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^not valid JSON/),
    });
  });

  it('refuses a save of nested brackets on every loader, before parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const text = deep(MAX_JSON_DEPTH + 1);
    const problem = `deep.json: nested more than ${MAX_JSON_DEPTH} levels deep; not a save`;
    expect(readSaveText(text, 'deep.json')).toEqual({ ok: false, problem });
    expect(parseSave(text, 'deep.json')).toEqual({ ok: false, problem });
    expect(describeSave('deep', text, 'deep.json')).toEqual({ slot: 'deep', ok: false, problem });
    // The 4 MB file of the report is under the size cap: the nesting limit is what refuses it.
    expect(describeSave('deep', deep(), 'deep.json')).toEqual({ slot: 'deep', ok: false, problem });
    expect(parse).not.toHaveBeenCalled();
  });

  it('leaves room in the limit for every save the game writes (Board Game lineups nest deepest)', () => {
    const options = { mode: 'board' as const, players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 3 };
    const { state, actions } = playRandomGame(options, seededRandom(3));
    expect(actions.some((a) => a.type === 'lineup')).toBe(true);
    const text = serializeSave(makeSave({ options, actions }, state, new Date(0)));
    expect(nestingDepth(text, MAX_JSON_DEPTH)).toBe(5);
    expect(readSaveText(text, 'board.json').ok).toBe(true);
  });
});
