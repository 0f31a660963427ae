import { pending, type GameState, type Mode } from '../../src-shared/index';
import { playGame } from '../../src-shared/engine/core/play-game';
import { chooseAction, type BotLevel, type DecideOptions } from '../index';

/**
 * A whole game between level bots, seat i played by levels[i], decision n seeded `${seed}/${n}`;
 * playGame throws on any illegal action. `beforeDecision` sees the state before each player decision.
 */
export function botGame(
  mode: Mode,
  levels: readonly BotLevel[],
  seed: string,
  opts: DecideOptions,
  beforeDecision?: (s: GameState, seat: number) => void,
): GameState {
  let n = 0;
  const options = { mode, seed, players: levels.map((l, i) => `${l}${i}`) };
  return playGame(
    options,
    levels.map((level) => (view) => chooseAction(view, level, `${seed}/${n++}`, opts)),
    (s) => {
      const p = pending(s);
      if (p.kind === 'player') beforeDecision?.(s, p.seat);
    },
  ).state;
}
