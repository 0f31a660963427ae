import {
  applyActionInPlace,
  newGame,
  pending,
  playerView,
  runChance,
  type Action,
  type FinalScore,
  type GameOptions,
  type GameRecord,
  type PlayerAction,
  type PlayerView,
} from '../src-shared/index';
import { nextFloat, seedRng } from '../src-shared/rng';
import { BOTS, type Agent } from './bots';

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
export function playGame(
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
  const agents: Agent[] = seatBots.map((b, seat) => BOTS[botNames[b]](botRandom(seedText, seat)));
  const s = newGame(options);
  const actions: Action[] = [];
  for (;;) {
    const p = pending(s);
    if (p.kind === 'over') break;
    if (p.kind === 'chance') {
      actions.push(...runChance(s));
      continue;
    }
    const view = playerView(s, p.seat);
    const a = agents[p.seat](view);
    observe?.(view, a);
    const e = applyActionInPlace(s, a);
    if (e) throw new Error(`Bot ${options.players[p.seat]} (seat ${p.seat}) chose an illegal action: ${e.message}`);
    actions.push(a);
  }
  return { record: { options, actions }, seatBots, result: s.result ?? [] };
}
