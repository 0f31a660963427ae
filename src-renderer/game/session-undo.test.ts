import { describe, expect, it } from 'vitest';
import { concreteAction, type AnyGameRecord, type AnyGameState, type PlayerAction } from '../../src-shared/index';
import type { SaveAids } from '../../src-shared/save/save-file';
import type { BotClient } from '../../ai/runtime/bot-client';
import { BotCancelledError } from '../../ai/runtime/bot-client';
import { createRandomClient } from './bot-brain';
import { GameSession, type Seating } from './session';

// Undo against bots and the hints counted (docs/replays.md): what the session offers the Undo and
// Hint buttons, and what it saves.

/** Seed 1: Ann bets first, so her first bet leaves the bot to bet next in the same phase. */
const options = { mode: 'family' as const, players: ['Ann', 'Bot'], seed: 1 };

/**
 * Random bots that, once `hold` is set, think until cancelled: the moment after the person's move,
 * before any bot has answered.
 */
function thinkingBots(): BotClient & { hold: boolean } {
  const waiting = new Set<(e: Error) => void>();
  const random = createRandomClient();
  return {
    ...random,
    hold: false,
    decide(view, level, seed) {
      if (!this.hold) return random.decide(view, level, seed);
      return new Promise<PlayerAction>((_, reject) => void waiting.add(reject));
    },
    cancel: () => {
      for (const reject of waiting) reject(new BotCancelledError());
      waiting.clear();
    },
  };
}

interface Written {
  record: AnyGameRecord;
  state: AnyGameState;
  aids: SaveAids;
}

function session(seating: Seating, brain: BotClient, written: Written[] = []): GameSession {
  return GameSession.create(options, seating, brain, async (record, state, aids) => {
    written.push({ record, state, aids });
  });
}

async function toHuman(s: GameSession): Promise<number> {
  for (;;) {
    const r = await s.step();
    if (r.kind === 'human') return r.seat;
    if (r.kind !== 'chance' && r.kind !== 'bot') throw new Error(`stopped: ${r.kind}`);
  }
}

/** The person's first legal move (a first bet: compulsory, so always one). */
function firstMove(s: GameSession, seat: number): PlayerAction {
  return concreteAction(s.view(seat).moves[0]!, () => 0);
}

describe('GameSession undo (docs/replays.md "Undo")', () => {
  it('takes back the person’s move while the bot still thinks, to the very state before it, and saves that', async () => {
    const written: Written[] = [];
    const bots = thinkingBots();
    const s = session({ bots: [null, 'hard'] }, bots, written);
    const seat = await toHuman(s);
    bots.hold = true;
    const before = structuredClone(s.state);
    const log = s.log.length;
    expect(s.undoTarget()).toBeNull();
    expect(s.act(firstMove(s, seat))).toBeNull();
    const botTurn = s.step();
    expect(s.undoTarget()).toEqual({ index: s.actions.length - 1, steps: 1 });
    expect(s.undo()).toBe(true);
    expect(await botTurn).toEqual({ kind: 'cancelled' });
    expect(s.state).toEqual(before);
    expect(s.log).toHaveLength(log);
    expect(s.undoTarget()).toBeNull();
    expect(s.aids).toEqual({ undos: 1, hints: 0 });
    await s.flush();
    const last = written.at(-1)!;
    expect(last.aids).toEqual({ undos: 1, hints: 0 });
    expect(last.record.actions).toEqual(s.actions);
    // The save replays to the state on the table, and the game goes on from it.
    const again = GameSession.restore(last.record, s.seating, createRandomClient(), async () => {}, last.aids);
    expect(again.state).toEqual(s.state);
    expect(again.aids).toEqual({ undos: 1, hints: 0 });
    expect(await again.step()).toEqual({ kind: 'human', seat });
  });

  it('offers nothing once a bot has answered, and nothing in pass-and-play', async () => {
    const alone = session({ bots: [null, 'random'] }, createRandomClient());
    const seat = await toHuman(alone);
    alone.act(firstMove(alone, seat));
    expect(await alone.step()).toMatchObject({ kind: 'bot' });
    expect(alone.undoTarget()).toBeNull();
    expect(alone.undo()).toBe(false);

    const shared = session({ bots: [null, null] }, createRandomClient());
    const first = await toHuman(shared);
    shared.act(firstMove(shared, first));
    expect(shared.undoTarget()).toBeNull();
    expect(shared.undo()).toBe(false);
  });

  it('counts a hint once per decision asked, and saves the count', async () => {
    const written: Written[] = [];
    const s = session({ bots: [null, 'random'] }, createRandomClient(), written);
    const seat = await toHuman(s);
    s.countHint();
    s.countHint();
    expect(s.aids).toEqual({ undos: 0, hints: 1 });
    s.act(firstMove(s, seat));
    await toHuman(s);
    s.countHint();
    expect(s.aids).toEqual({ undos: 0, hints: 2 });
    await s.flush();
    expect(written.at(-1)!.aids).toEqual({ undos: 0, hints: 2 });
  });
});
