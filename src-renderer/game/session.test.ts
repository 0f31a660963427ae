import { describe, expect, it } from 'vitest';
import { concreteAction, type AnyGameRecord } from '../../src-shared/index';
import { seededRandom } from '../../src-shared/testing/random-game';
import { createRandomClient } from './bot-brain';
import { GameSession } from './session';

async function playOut(session: GameSession, random: () => number): Promise<number> {
  let humanMoves = 0;
  for (let guard = 0; guard < 20000; guard++) {
    const r = await session.step();
    if (r.kind === 'over') return humanMoves;
    if (r.kind !== 'human') continue;
    const moves = session.view(r.seat).moves;
    const action = concreteAction(moves[Math.floor(random() * moves.length)]!, random);
    expect(session.act(action)).toBeNull();
    humanMoves++;
  }
  throw new Error('game did not end');
}

describe('GameSession', () => {
  for (const mode of ['family', 'board'] as const) {
    it(`plays a whole ${mode} game against random bots, autosaves it and restores it`, async () => {
      const saves: AnyGameRecord[] = [];
      const persist = async (record: AnyGameRecord): Promise<void> => void saves.push(record);
      const seating = { bots: [null, 'random', 'random', 'random'] as const };
      const session = GameSession.create(
        { mode, players: ['Ann', 'B1', 'B2', 'B3'], seed: 42 },
        { ...seating, bots: [...seating.bots] },
        createRandomClient(),
        persist,
      );
      const humanMoves = await playOut(session, seededRandom(1));
      await session.flush();
      expect(humanMoves).toBeGreaterThan(4);
      expect(session.view(0).result).not.toBeNull();
      expect(session.log.some((l) => l.key === 'log.ranking')).toBe(true);
      // Board Game: both auctions of every race are logged, once each.
      const races = session.log.filter((l) => l.key === 'log.ranking').length;
      expect(session.log.filter((l) => l.key.startsWith('auctionResult.')).length).toBe(
        mode === 'board' ? 2 * races : 0,
      );
      expect(saves.at(-1)!.actions).toEqual(session.actions);
      const restored = GameSession.restore(saves.at(-1)!, session.seating, createRandomClient(), persist);
      expect(restored.state).toEqual(session.state);
      expect(restored.log).toEqual(session.log);
    });
  }

  it('refuses an illegal human action with the engine refusal and leaves the state alone', async () => {
    const session = GameSession.create(
      { mode: 'family', players: ['Ann', 'Bot'], seed: 3 },
      { bots: [null, 'random'] },
      createRandomClient(),
      async () => {},
    );
    while ((await session.step()).kind !== 'human');
    const before = session.state;
    const refusal = session.act({ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 1 });
    expect(refusal).toMatchObject({ code: 'BAD_STAKE', params: { stake: 1 } });
    expect(session.state).toBe(before);
    expect(session.explain({ type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 1 })).toEqual(refusal);
  });

  it('hides the bots\u2019 face-down cards from the log', async () => {
    const session = GameSession.create(
      { mode: 'family', players: ['Ann', 'B1', 'B2'], seed: 9 },
      { bots: [null, 'random', 'random'] },
      createRandomClient(),
      async () => {},
    );
    await playOut(session, seededRandom(2));
    const botPlays = session.log.filter((l) => l.key.startsWith('log.playCard') && l.seat !== 0);
    expect(botPlays.length).toBeGreaterThan(0);
    expect(botPlays.every((l) => l.key === 'log.playCard' && !('card' in l.params))).toBe(true);
  });

  it('lets every human seat play its own turns, and only its own (pass-and-play, docs/rules.md §10)', async () => {
    const session = GameSession.create(
      { mode: 'family', players: ['Ann', 'B1', 'Ben', 'B2'], seed: 12 },
      { bots: [null, 'random', null, 'random'] },
      createRandomClient(),
      async () => {},
    );
    expect(session.humans).toEqual([0, 2]);
    const seen = new Set<number>();
    const random = seededRandom(6);
    for (let i = 0; i < 6; i++) {
      let r = await session.step();
      while (r.kind !== 'human') r = await session.step();
      seen.add(r.seat);
      const other = r.seat === 0 ? 2 : 0;
      const move = session.view(r.seat).moves[0]!;
      expect(session.act({ ...concreteAction(move, random), seat: other })).toMatchObject({ code: 'NOT_YOUR_TURN' });
      expect(session.act(concreteAction(move, random))).toBeNull();
    }
    expect([...seen].sort()).toEqual([0, 2]);
    // The log is shared by both: no one's own card is named in it.
    await playOut(session, random);
    expect(session.log.some((l) => l.key === 'log.playCardOwn' || l.key === 'log.dealtYou')).toBe(false);
    expect(session.log.some((l) => l.key === 'log.playCard')).toBe(true);
  });

  it('returns cancelled for a bot decision that finishes after dispose', async () => {
    let release: () => void = () => {};
    const quick = createRandomClient();
    const brain = {
      ...quick,
      decide: (...args: Parameters<typeof quick.decide>) =>
        new Promise<Awaited<ReturnType<typeof quick.decide>>>((res) => {
          release = () => void quick.decide(...args).then(res);
        }),
    };
    const session = GameSession.create(
      { mode: 'family', players: ['Bot', 'Ann'], seed: 5 },
      { bots: ['random', null] },
      brain,
      async () => {},
    );
    const random = seededRandom(4);
    for (let p = session.whoActs(); !(p.kind === 'player' && p.seat === 0); p = session.whoActs()) {
      if (p.kind === 'chance') await session.step();
      else {
        const moves = session.view(1).moves;
        session.act(concreteAction(moves[Math.floor(random() * moves.length)]!, random));
      }
    }
    const actionsBefore = session.actions.length;
    const pendingStep = session.step();
    expect(session.thinking).toBe(0);
    session.dispose();
    expect(session.thinking).toBeNull();
    release();
    expect((await pendingStep).kind).toBe('cancelled');
    expect(session.actions.length).toBe(actionsBefore);
  });
});
