import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { replay, runChance } from '../engine/core/replay';
import {
  ENGINE_VERSION,
  describeSave,
  latestSave,
  loadSave,
  makeSave,
  migrateSave,
  migrateV1,
  newSlotId,
  parseSave,
  readSaveText,
  renamed,
  serializeSave,
  SLOT_ID,
  type SaveEntry,
  type SaveFile,
} from './save-file';
import { newGame } from '../engine/core/setup';
import { seededRandom, playRandomGame, playRandomSteps } from '../testing/random-game';
import type { Action, GameOptions, GameState } from '../engine/core/types';

const options: GameOptions = { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed: 42 };

/** A game in progress: `steps` random player actions, chance steps logged as they happen. */
function midGame(steps: number, opts = options): { state: GameState; actions: Action[] } {
  return playRandomSteps(opts, steps, seededRandom(7));
}

const NOW = new Date('2026-11-22T10:00:00.000Z');

function saved(steps = 12): { save: SaveFile; state: GameState } {
  const { state, actions } = midGame(steps);
  return { save: makeSave({ options, actions }, state, NOW), state };
}

describe('save file', () => {
  it('carries the app version from package.json', () => {
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('round-trips through text and resumes the exact state (hidden cards, generator, future draws)', () => {
    const { save, state } = saved();
    expect(save.snapshot).toMatchObject({ names: ['Ann', 'Bob', 'Cy'], mode: 'family', round: state.round });
    const parsed = parseSave(serializeSave(save), 'a.json');
    if (!parsed.ok) throw new Error(parsed.problem);
    const loaded = loadSave(parsed.save, 'a.json');
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.state).toEqual(state);
    expect(runChance(loaded.state)).toEqual(runChance(state));
  });

  it('round-trips a Board Game too', () => {
    const board: GameOptions = { mode: 'board', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: 'b' };
    const { state, actions } = midGame(30, board);
    const text = serializeSave(makeSave({ options: board, actions }, state, NOW));
    const entry = describeSave('slot-1', text, 'slot-1.json');
    expect(entry).toMatchObject({ ok: true, snapshot: { mode: 'board', names: board.players } });
  });

  it('a finished game lists its final scores by place; one saved before they were listed still loads', () => {
    const { state, actions } = playRandomGame(options, seededRandom(5));
    expect(state.phase).toBe('gameOver');
    const save = makeSave({ options, actions }, state, NOW);
    expect(save.snapshot.final).toEqual(
      state.result!.map((r) => ({ name: state.players[r.seat].name, vp: r.vp, money: r.money, place: r.place })),
    );
    const entry = describeSave('done', serializeSave(save), 'done.json');
    expect(entry).toMatchObject({ ok: true, snapshot: { final: save.snapshot.final } });
    const { final: _, ...older } = save.snapshot;
    const loaded = loadSave({ ...save, snapshot: older }, 'older.json');
    expect(loaded.ok && loaded.state).toEqual(state);
    // A wrong final score is a snapshot mismatch like any other.
    const wrong = { ...save, snapshot: { ...save.snapshot, final: [{ ...save.snapshot.final![0], vp: 99 }] } };
    expect(loadSave(wrong, 'wrong.json')).toMatchObject({ ok: false });
  });

  it('names the file and the problem for damaged, truncated or foreign files', () => {
    const text = serializeSave(saved().save);
    const cases: [string, RegExp][] = [
      ['', /x\.json: the file is empty/],
      [text.slice(0, text.length / 2), /x\.json: not valid JSON, the file is damaged or truncated/],
      ['[1,2]', /x\.json: not a Horse Fever save/],
      ['{"hello":"world"}', /x\.json: not a Horse Fever save \(no "format"/],
      [text.replace('"schemaVersion": 3', '"schemaVersion": 9'), /newer Horse Fever \(save schema 9/],
      [text.replace('"savedAt": "2026', '"savedAt": "yesterday'), /x\.json: does not match the save format: savedAt:/],
      [
        JSON.stringify({ ...JSON.parse(text), actions: [{ type: 'cheat', seat: 0 }] }),
        /does not match the save format: actions\[0\]/,
      ],
      [JSON.stringify(newGame(options)), /engine state from an early build/],
      // The Family Game never has starred cards (docs/rules.md §1, §2).
      [
        JSON.stringify({ ...JSON.parse(text), options: { ...options, starred: true } }),
        /does not match the save format: options\.starred: the Family Game has no starred cards/,
      ],
    ];
    for (const [bad, message] of cases) {
      const r = parseSave(bad, 'x.json');
      expect(r.ok, bad.slice(0, 40)).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(message);
    }
  });

  it('refuses a log that does not reach its snapshot, or does not replay at all', () => {
    const { save } = saved();
    const tampered = {
      ...save,
      snapshot: { ...save.snapshot, scores: save.snapshot.scores.map((s) => ({ ...s, money: s.money + 1 })) },
    };
    expect(loadSave(tampered, 't.json')).toEqual({
      ok: false,
      problem: 't.json: the action log does not lead to the saved position (snapshot mismatch)',
    });
    const illegal = { ...save, actions: [...save.actions, { type: 'pass' as const, seat: 5 }] };
    const r = loadSave(illegal, 't.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/^t\.json: the action log does not replay: Action \d+ \(pass\)/);
  });

  it("keeps the seating: which seat is human and each bot's level", () => {
    const { state, actions } = midGame(4);
    const seats = [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'random' }] as const;
    const r = parseSave(serializeSave(makeSave({ options, actions }, state, NOW, 'Mine', [...seats])), 's.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save.seats).toEqual(seats);
  });

  it('keeps several human seats (pass-and-play, docs/rules.md §10)', () => {
    const { save } = saved();
    const seats = [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'human' }];
    const r = parseSave(JSON.stringify({ ...save, seats }), 'p.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save.seats).toEqual(seats);
  });

  it('refuses seats that do not match the players or have no human', () => {
    const { save } = saved();
    const bad: [unknown, RegExp][] = [
      [[{ kind: 'human' }, { kind: 'bot', level: 'easy' }], /seats: 2 seats for 3 players/],
      [
        [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
        /seats: no human seat; at least one is needed/,
      ],
      [[{ kind: 'human' }, { kind: 'bot', level: 'genius' }, { kind: 'bot', level: 'easy' }], /seats\[1\]\.level/],
      [[{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot', level: 'easy' }], /seats\[1\]\.level/],
      [undefined, /seats:/],
    ];
    for (const [seats, message] of bad) {
      const r = parseSave(JSON.stringify({ ...save, seats }), 'x.json');
      expect(r.ok, JSON.stringify(seats)).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(message);
    }
  });

  it('migrates a schema-1 save through schema 2 (the seating the app then used) to schema 3 (pure)', () => {
    const { save } = saved();
    const { seats: _, ...rest } = save;
    const v1 = { ...rest, schemaVersion: 1 };
    const frozen = JSON.stringify(v1);
    const v2 = migrateV1(v1);
    expect(JSON.stringify(v1)).toBe(frozen);
    expect(v2).toEqual({
      ...v1,
      schemaVersion: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
    });
    const r = parseSave(JSON.stringify(v1), 'v1.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save).toEqual({ ...v2, schemaVersion: 3 });
    expect(loadSave(r.save, 'v1.json').ok).toBe(true);
    expect(migrateV1({ ...v1, options: 'nope' })).not.toHaveProperty('seats');
  });

  it('migrates a schema-0 game record through schemas 1 and 2 to schema 3 by replaying it', () => {
    const { state, actions } = midGame(8);
    const m = migrateSave({ options, actions });
    expect(m.ok).toBe(true);
    const r = parseSave(JSON.stringify({ options, actions }), 'old.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save).toMatchObject({
      format: 'horse-fever-save',
      schemaVersion: 3,
      savedAt: '1970-01-01T00:00:00.000Z',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
    });
    expect(r.save.snapshot.round).toBe(state.round);
    expect(replay(r.save)).toEqual(state);
    const bad = migrateSave({ options, actions: [{ type: 'pass', seat: 9 }] });
    expect(bad).toMatchObject({ ok: false, problem: expect.stringMatching(/^game record \(schema 0\): actions\[0\]/) });
  });

  it('keeps the undos and hints a game used (schema 3), and reads a schema-2 file as one that used none', () => {
    const { save, state } = saved();
    expect(save).not.toHaveProperty('aids');
    const aided = makeSave({ options, actions: save.actions }, state, NOW, 'Aided', save.seats, false, {
      undos: 2,
      hints: 5,
    });
    const r = readSaveText(serializeSave(aided), 'a.json');
    if (!r.ok) throw new Error(r.problem);
    expect(r.save.aids).toEqual({ undos: 2, hints: 5 });
    const v2 = parseSave(JSON.stringify({ ...save, schemaVersion: 2 }), 'v2.json');
    expect(v2).toMatchObject({ ok: true, save: { schemaVersion: 3 } });
    if (v2.ok) expect(v2.save).not.toHaveProperty('aids');
    const negative = parseSave(JSON.stringify({ ...aided, aids: { undos: -1, hints: 0 } }), 'n.json');
    expect(negative).toMatchObject({ ok: false, problem: expect.stringMatching(/aids\.undos/) });
  });

  it('passes a current save through migration unchanged', () => {
    const { save } = saved();
    expect(migrateSave(save)).toEqual({ ok: true, value: save });
  });

  it('renames without touching the game', () => {
    const { save } = saved();
    const r = renamed(save, '  Friday night  ');
    expect(r.name).toBe('Friday night');
    expect(r.actions).toBe(save.actions);
  });

  it('makes valid, distinct slot ids', () => {
    const random = seededRandom(1);
    const a = newSlotId(NOW, random);
    const b = newSlotId(NOW, random);
    expect(a).toMatch(SLOT_ID);
    expect(a).toMatch(/^20261122-100000-/);
    expect(a).not.toBe(b);
    for (const bad of ['', '../x', 'A', '.hidden', 'a/b', 'a'.repeat(65)]) expect(bad).not.toMatch(SLOT_ID);
  });

  it('continues the newest good save; damaged ones never hide it', () => {
    const entries: SaveEntry[] = [
      { slot: 'b', ok: false, problem: 'b.json: damaged' },
      { slot: 'old', ok: true, name: 'x', savedAt: '2026-01-01T00:00:00.000Z', snapshot: saved(0).save.snapshot },
      { slot: 'new', ok: true, name: 'y', savedAt: '2026-02-01T00:00:00.000Z', snapshot: saved(0).save.snapshot },
    ];
    expect(latestSave(entries)?.slot).toBe('new');
    expect(latestSave([entries[0]])).toBeNull();
  });
});
