import { describe, expect, it } from 'vitest';
import { applyActionInPlace } from '../engine/core/engine';
import { runChance } from '../engine/core/replay';
import { describeSave, makeSave, migrateV1, parseSave, readSaveText, serializeSave, SLOT_ID } from './save-file';
import { newGame } from '../engine/core/setup';
import { seededRandom, playRandomSteps } from '../testing/random-game';
import type { ChanceAction, GameOptions } from '../engine/core/types';

const options: GameOptions = { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 42 };
const NOW = new Date('2026-11-22T10:00:00.000Z');

/** A save after `steps` random player actions, chance steps drawn by the seed and logged. */
function savedGame(steps: number) {
  const { state, actions } = playRandomSteps(options, steps, seededRandom(7));
  return makeSave({ options, actions }, state, NOW, 'Game');
}

describe('save file format (docs/saves.md)', () => {
  it('accepts a UTF-8 byte-order mark before the JSON', () => {
    const text = serializeSave(savedGame(3));
    const r = readSaveText(`\uFEFF${text}`, 'bom.json');
    expect(r.ok).toBe(true);
    expect(describeSave('bom', `\uFEFF${text}`, 'bom.json')).toMatchObject({ ok: true, name: 'Game' });
  });

  it('keeps the seats a schema-1 file carries, or refuses them; never replaces them silently', () => {
    const save = savedGame(3);
    const seats = [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'normal' }];
    const v1 = { ...save, schemaVersion: 1, seats };
    expect(migrateV1(v1)).toMatchObject({ schemaVersion: 2, seats });
    const r = parseSave(JSON.stringify(v1), 'v1.json');
    expect(r).toMatchObject({ ok: true, save: { seats } });
    const bad = parseSave(JSON.stringify({ ...v1, seats: [{ kind: 'human' }] }), 'v1.json');
    expect(bad).toMatchObject({ ok: false, problem: expect.stringMatching(/^v1\.json: .*seats/) });
  });

  it('refuses a save whose chance steps are not what its seed draws (a hand-edited file)', () => {
    const save = savedGame(40);
    const i = save.actions.findIndex((a) => a.type === 'chance' && a.kind === 'dice');
    expect(i).toBeGreaterThan(0);
    const real = save.actions[i] as ChanceAction & { kind: 'dice' };
    const chosen: ChanceAction = {
      type: 'chance',
      kind: 'dice',
      dice: [real.dice[1], real.dice[1] === 'red' ? 'blue' : 'red'],
    };
    const actions = save.actions.slice(0, i).concat(chosen);
    const state = newGame(options);
    for (const a of actions) expect(applyActionInPlace(state, a)).toBeNull();
    runChance(state);
    // The edited log replays (every outcome is possible) and reaches its own snapshot...
    const edited = makeSave({ options, actions }, state, NOW);
    expect(readSaveText(serializeSave(edited), 'e.json')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(
        /^e\.json: the action log does not replay: Action \d+ \(chance\): NOT_SEEDED .*dice:/,
      ),
    });
    // ...and loads only when the save says its outcomes are forced on purpose (e.g. a tutorial).
    const forced = makeSave({ options, actions }, state, NOW, undefined, undefined, true);
    expect(forced.forcedOutcomes).toBe(true);
    expect(readSaveText(serializeSave(forced), 'f.json').ok).toBe(true);
    // A field order of its own does not count as an edit.
    const reordered = {
      ...save,
      actions: save.actions.map((a) => (a.type === 'chance' ? { ...a, type: 'chance' } : a)),
    };
    expect(readSaveText(JSON.stringify(reordered), 'r.json').ok).toBe(true);
  });

  it('lists from the snapshot without replaying the log (the load replays and checks it)', () => {
    const save = savedGame(10);
    const tampered = { ...save, actions: [...save.actions, { type: 'pass', seat: 2 }] };
    expect(describeSave('t', JSON.stringify(tampered), 't.json')).toMatchObject({ ok: true, name: 'Game' });
    expect(readSaveText(JSON.stringify(tampered), 't.json').ok).toBe(false);
    expect(describeSave('t', JSON.stringify({ ...save, snapshot: 1 }), 't.json')).toMatchObject({ ok: false });
  });
});

describe('slot ids (docs/saves.md)', () => {
  it('refuse the names Windows reserves for devices, on every OS', () => {
    for (const bad of ['con', 'nul', 'aux', 'prn', 'com1', 'com9', 'lpt1', 'lpt9']) expect(bad).not.toMatch(SLOT_ID);
    for (const good of ['con1', 'console', 'nul-2', 'com10', 'lpt0', 'com0', 'a']) expect(good).toMatch(SLOT_ID);
  });
});
