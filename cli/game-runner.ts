import {
  playGame,
  type FinalScore,
  type GameOptions,
  type GameRecord,
  type PlayerAction,
  type PlayerView,
} from '../src-shared/index';
import { nextFloat, seedRng } from '../src-shared/rng';
import { BOTS } from './bots';

/** Headless games between bots: seats, seeds and the game loop. */

/** Game g's seed, from the match seed. */
export function gameSeed(seed: string, g: number): string {
  return `${seed}/game-${g + 1}`;
}

/** Seat i of game g is played by bot index (i + g) mod n: every bot sits in every seat equally. */
export function botForSeat(seat: number, game: number, bots: number): number {
  return (seat + game) % bots;
}

/** Each bot's own generator, from the game seed and its seat. */
export function botRandom(gameSeedText: string, seat: number): () => number {
  const s = seedRng(`${gameSeedText}/seat-${seat}`);
  return () => nextFloat(s);
}

export interface GameOutcome {
  record: GameRecord;
  /** Bot index (position in the bot list) of each seat. */
  seatBots: number[];
  result: FinalScore[];
}

/** Sees every decision: the deciding seat's view and what its bot chose. */
export type Observer = (view: PlayerView, action: PlayerAction) => void;

/** Plays one whole game; bot names must be in BOTS. */
export function playBotGame(
  mode: GameOptions['mode'],
  botNames: readonly string[],
  seed: string,
  g: number,
  observe?: Observer,
): GameOutcome {
  const n = botNames.length;
  const seedText = gameSeed(seed, g);
  const seatBots = botNames.map((_, seat) => botForSeat(seat, g, n));
  const options: GameOptions = {
    mode,
    seed: seedText,
    players: seatBots.map((b) => `${botNames[b]}#${b + 1}`),
  };
  const agents = seatBots.map((b, seat) => BOTS[botNames[b]](botRandom(seedText, seat)));
  const { state, actions } = playGame(options, agents, (_s, log, view) => {
    if (view && observe) observe(view, log.at(-1) as PlayerAction);
  });
  return { record: { options, actions }, seatBots, result: state.result ?? [] };
}
