// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { applyActionInPlace, newGame, runChance, type PartyAction, type PartyOptions } from '../../src-shared/index';
import { makeSave, serializeSave } from '../../src-shared/save/save-file';
import { useGameStore } from '../stores/game-store';
import { setPlatform } from './current-platform';
import { loadGame } from './saved-games';
import { createWebPlatform, memoryStore } from './web-platform';

// A saved Party Game (docs/rules.md §11) is kept, listed and resumed at the table like any save.

describe('Party Game saves in the app', () => {
  it('are listed, load, and resume into the Party table where they stopped', async () => {
    const options: PartyOptions = { mode: 'party', players: ['Ann', 'Bob', 'Cid'], seed: 'app' };
    const s = newGame(options);
    const actions: PartyAction[] = runChance(s);
    const first = s.queue[0]!;
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
    expect(await loadGame(p, 'party')).toMatchObject({ ok: true, slot: 'party', state: { mode: 'party', race: 1 } });

    setPlatform(p);
    setActivePinia(createPinia());
    const game = useGameStore();
    game.speed = 'instant';
    expect(await game.loadSlot('party')).toBe(true);
    expect(game.view).toBeNull();
    const { type: _, ...placed } = bet;
    expect(game.partyView).toMatchObject({ mode: 'party', seat: 0, race: 1, bets: [placed] });
    // Ann is this race's bookmaker: the bots go on from the save, the race runs, and she orders a tie.
    expect(game.partyView!.bookmaker).toBe(0);
    await vi.waitFor(() => expect(game.partyView?.moves.length).toBeGreaterThan(0), { timeout: 60_000, interval: 5 });
    expect(game.partyView!.moves[0]).toMatchObject({ type: 'photoOrder', seat: 0 });
    await game.leave();
  });
});
