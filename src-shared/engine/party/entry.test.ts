import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyActionInPlace,
  describeError,
  chanceOutcomes,
  legalActions,
  newGame,
  pending,
  playerView,
  replay,
  runChance,
  sampleChance,
  validateAction,
  type PartyAction,
} from '../../index';

// The Party Game goes through the same entry points as the other modes (docs/rules.md §11).

describe('Party Game through the shared engine entry points', () => {
  it('plays a game with newGame, pending, legalActions, applyAction, chance steps, playerView and replay', () => {
    const options = {
      mode: 'party' as const,
      players: ['Ann', 'Bob', 'Cid'],
      seed: 7,
      partyOptions: { races: 2, startingMoney: 1000 },
    };
    let s = newGame(options);
    expect(s.mode).toBe('party');
    expect(chanceOutcomes(s)).toHaveLength(3);
    const log: PartyAction[] = [];
    for (let guard = 0; guard < 500 && pending(s).kind !== 'over'; guard++) {
      const p = pending(s);
      if (p.kind === 'chance') {
        const c = sampleChance(s);
        log.push(c);
        const r = applyAction(s, c);
        if (!r.ok) throw new Error(describeError(r.error));
        s = r.state;
        continue;
      }
      const view = playerView(s, p.kind === 'player' ? p.seat : 0);
      expect(view.mode).toBe('party');
      expect(view.moves).toEqual(legalActions(s));
      const m = legalActions(s)[0];
      const a: PartyAction =
        m.type === 'bet'
          ? { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake: m.minStake }
          : { type: 'photoOrder', seat: m.seat, order: m.type === 'photoOrder' ? m.tied : [] };
      expect(validateAction(s, a)).toBeNull();
      log.push(a);
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(describeError(r.error));
      s = r.state;
    }
    expect(s.phase).toBe('gameOver');
    expect(replay({ options, actions: log })).toEqual(s);
    const again = newGame(options);
    runChance(again);
    expect(applyActionInPlace(again, { type: 'pass', seat: 0 })?.code).toBe('BAD_ACTION');
  });
});
