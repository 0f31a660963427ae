import { describe, expect, it } from 'vitest';
import type { AnyGameRecord, AnyGameState } from '../../src-shared/index';
import { makeSave, readSaveText, serializeSave } from '../../src-shared/save/save-file';
import { SaveFailure } from '../../src-shared/save/save-problem';
import { seededRandom } from '../../src-shared/testing/random-game';
import { concreteAction } from '../../src-shared/engine/core/concrete-action';
import { createRandomClient } from './bot-brain';
import { GameSession, type Persist } from './session';

const options = { mode: 'family' as const, players: ['Ann', 'B1', 'B2'], seed: 11 };
const seating = { bots: [null, 'random', 'random'] as ('random' | null)[] };
const macrotask = () => new Promise<void>((r) => setTimeout(r, 0));

/** Steps the game like the store at "instant" speed (or Skip): a zero pause (a macrotask) between steps. */
async function play(session: GameSession, random: () => number, maxHumanMoves = Infinity): Promise<void> {
  let moves = 0;
  for (let guard = 0; guard < 20000; guard++) {
    const r = await session.step();
    await macrotask();
    if (r.kind === 'over' || r.kind === 'cancelled') return;
    if (r.kind !== 'human') continue;
    if (moves++ >= maxHumanMoves) return;
    const legal = session.view(0).moves;
    expect(session.act(concreteAction(legal[Math.floor(random() * legal.length)]!, random))).toBeNull();
  }
}

describe('GameSession autosave (docs/saves.md)', () => {
  it('writes only positions the loader accepts, even when writes are slower than the race', async () => {
    const written: { record: AnyGameRecord; state: AnyGameState }[] = [];
    // Each write takes a few macrotasks (IPC, the disk) while the game keeps stepping.
    const persist: Persist = async (record, state) => {
      for (let i = 0; i < 3; i++) await macrotask();
      written.push({ record, state });
    };
    const session = GameSession.create(options, seating, createRandomClient(), persist);
    await play(session, seededRandom(3));
    await session.flush();
    expect(written.length).toBeGreaterThan(10);
    const refused = written.filter(
      (w) => !readSaveText(serializeSave(makeSave(w.record, w.state, new Date())), 's.json').ok,
    );
    expect(refused).toEqual([]);
    expect(written.at(-1)!.record.actions).toEqual(session.actions);
  });

  it('tells about a failed autosave, keeps the game in memory, and writes it again on retry', async () => {
    let full = true;
    const failures: unknown[] = [];
    const written: AnyGameRecord[] = [];
    const persist: Persist = async (record) => {
      if (full) throw new SaveFailure({ code: 'diskFull', params: { file: 'g.json' } });
      written.push(record);
    };
    const session = GameSession.create(options, seating, createRandomClient(), persist);
    session.onSave((e) => failures.push(e));
    await play(session, seededRandom(5), 3);
    await session.flush();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((e) => e instanceof SaveFailure && e.problem.code === 'diskFull')).toBe(true);
    // Play went on; the newest point can be exported.
    expect(session.savePoint()!.record.actions).toEqual(session.actions);
    full = false;
    await session.retrySave();
    expect(failures.at(-1)).toBeNull();
    expect(written.at(-1)!.actions).toEqual(session.actions);
  });

  it('once closed, writes nothing more: a deleted game does not come back', async () => {
    // Each write waits until the test lets it finish.
    const started: (() => void)[] = [];
    const persist: Persist = () => new Promise<void>((r) => void started.push(r));
    const session = GameSession.create(options, seating, createRandomClient(), persist);
    const playing = play(session, seededRandom(8), 2);
    for (let i = 0; i < 1000 && started.length === 0; i++) await macrotask();
    expect(started).toHaveLength(1);
    const closing = session.close();
    let closed = false;
    void closing.then(() => (closed = true));
    await macrotask();
    // The write under way is waited for...
    expect(closed).toBe(false);
    started[0]!();
    await closing;
    // ...and after that the session neither plays nor writes.
    expect((await session.step()).kind).toBe('cancelled');
    expect(session.act({ type: 'pass', seat: 0 })).toEqual({ code: 'GAME_ELSEWHERE', params: {} });
    await playing;
    for (let i = 0; i < 20; i++) await macrotask();
    expect(started).toHaveLength(1);
  });
});
