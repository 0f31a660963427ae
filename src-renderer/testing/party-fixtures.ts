import { newGame, playerView, runChance, type PartyView } from '../../src-shared/index';

/** A real view of a fresh Party Game of `n` seats at its first bet, as seat 0 sees it, with the fields a test cares about replaced. */
export function partyViewWith(n: number, patch: Partial<PartyView> = {}): PartyView {
  const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
  const s = newGame({ mode: 'party', players, seed: 5, partyOptions: { startingMoney: 1000 } });
  runChance(s);
  return { ...playerView(s, 0), ...patch };
}

/** The same table during a race that has turned `n` Movement cards (each dealt black, blue, green, red, yellow, white). */
export function partyInRace(n: number, patch: Partial<PartyView> = {}): PartyView {
  const order = ['black', 'blue', 'green', 'red', 'yellow', 'white'] as const;
  const turned = Array.from({ length: n }, (_, i) => ({ card: (i % 23) + 1, order: [...order] }));
  return partyViewWith(4, {
    phase: 'race',
    lastRace: null,
    track: { positions: [0, 0, 0, 0, 0, 0], ranking: [], turned, arriving: [] },
    ...patch,
  });
}
