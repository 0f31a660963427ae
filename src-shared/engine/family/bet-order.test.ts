import { describe, expect, it } from 'vitest';
import { betTurnsToCome, type BetTurn } from './bet-order';
import { playGame, type Agent } from '../core/play-game';
import { seededRandom, randomAgent } from '../../testing/random-game';

// en-rulebook, "Betting": first bets clockwise from the first player; second bets counter-clockwise,
// the first player last; Antonio Vesuvio places two second bets.
describe('the bet turns still to come', () => {
  it('are the turns the engine then gives, in order, in seeded random Family Games', () => {
    let checked = 0,
      doubled = 0;
    for (let g = 0; g < 12; g++) {
      const random = seededRandom(g + 1);
      const agent = randomAgent(random);
      // Every bet turn taken, with its round, and every forecast made with how many turns were taken by then.
      const taken: (BetTurn & { round: number })[] = [];
      const forecasts: { at: number; round: number; acting: number; turns: BetTurn[] }[] = [];
      const seat: Agent = (view) => {
        if (['firstBets', 'ericChange', 'fixing', 'secondBets'].includes(view.phase))
          forecasts.push({
            at: taken.length,
            round: view.round,
            acting: view.seat,
            turns: betTurnsToCome(view, view.seat),
          });
        if (view.phase === 'firstBets' || view.phase === 'secondBets')
          taken.push({ seat: view.seat, first: view.phase === 'firstBets', round: view.round });
        // Always the minimum stake on a bet, never a pass: every seat can bet at each of its turns.
        const bet = view.moves.filter((m) => m.type === 'bet');
        if (bet.length > 0) {
          const m = bet[Math.floor(random() * bet.length)];
          if (m.type === 'bet')
            return { type: 'bet', seat: view.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
        }
        return agent(view);
      };
      const players = ['a', 'b', 'c', 'd', 'e'].slice(0, 2 + (g % 4));
      playGame(
        { mode: 'family', seed: `turns-${g}`, players },
        players.map(() => seat),
      );
      for (const f of forecasts) {
        const after = taken
          .slice(f.at + (taken[f.at]?.seat === f.acting && taken[f.at]?.round === f.round ? 1 : 0))
          .filter((t) => t.round === f.round && t.seat !== f.acting)
          .map(({ seat: s, first }) => ({ seat: s, first }));
        expect(f.turns).toEqual(after);
        checked++;
        if (f.turns.some((t, i) => i > 0 && t.seat === f.turns[i - 1].seat)) doubled++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // Antonio Vesuvio's two second bets were among them.
    expect(doubled).toBeGreaterThan(0);
  });
});
