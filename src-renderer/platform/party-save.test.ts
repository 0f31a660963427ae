import { describe, expect, it } from 'vitest';
import { applyActionInPlace, newGame, runChance, type PartyAction, type PartyOptions } from '../../src-shared/index';
import { makeSave, serializeSave } from '../../src-shared/save-file';
import { loadGame } from './saved-games';
import { createWebPlatform, memoryStore } from './web-platform';

// A saved Party Game (docs/rules.md §11) is kept and listed like any save; the app cannot show one yet.

describe('Party Game saves in the app', () => {
  it('are listed, and opening one says it is played with hf', async () => {
    const options: PartyOptions = { mode: 'party', players: ['Ann', 'Bob', 'Cid'], seed: 'app' };
    const s = newGame(options);
    const actions: PartyAction[] = runChance(s);
    const first = s.queue[0];
    const bet: PartyAction = { type: 'bet', seat: first, kind: 'win', horse: 'red', stake: 300 };
    expect(applyActionInPlace(s, bet)).toBeNull();
    actions.push(bet);
    const seats = [
      { kind: 'human' as const },
      { kind: 'bot' as const, level: 'hard' as const },
      { kind: 'bot' as const, level: 'easy' as const },
    ];
    const p = createWebPlatform(memoryStore());
    await p.writeSave('party', serializeSave(makeSave({ options, actions }, s, new Date(), 'Party', seats)));
    expect(await p.listSaves()).toMatchObject([{ slot: 'party', ok: true, snapshot: { mode: 'party' } }]);
    expect(await loadGame(p, 'party')).toEqual({
      ok: false,
      problem: 'party.json: a Party Game; this version plays it only with hf play --mode party',
    });
  });
});
