import {
  familyBoardOf,
  playGame,
  type AnyGameOptions,
  type AnyGameRecord,
  type FinalScore,
  type GameMode,
  type GameRecord,
  type Mode,
  type PartyRecord,
  type PartyScore,
  type PlayerAction,
  type PlayerView,
} from '../src-shared/index';
import { nextFloat, seedRng } from '../src-shared/engine/core/rng';
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

export interface GameOutcome<Rec = AnyGameRecord, Score = FinalScore | PartyScore> {
  record: Rec;
  /** Bot index (position in the bot list) of each seat. */
  seatBots: number[];
  /** Final scores (a Party Game's have money and no VP). */
  result: Score[];
}

/** Sees every decision of a Family or Board Game: the deciding seat's view and what its bot chose. */
export type Observer = (view: PlayerView, action: PlayerAction) => void;

/** Plays one whole game of any mode (docs/rules.md §11 for the Party Game); bot names must be in BOTS. */
export function playBotGame(
  mode: Mode,
  botNames: readonly string[],
  seed: string,
  g: number,
  observe?: Observer,
): GameOutcome<GameRecord, FinalScore>;
export function playBotGame(
  mode: 'party',
  botNames: readonly string[],
  seed: string,
  g: number,
): GameOutcome<PartyRecord, PartyScore>;
export function playBotGame(
  mode: GameMode,
  botNames: readonly string[],
  seed: string,
  g: number,
  observe?: Observer,
): GameOutcome;
export function playBotGame(
  mode: GameMode,
  botNames: readonly string[],
  seed: string,
  g: number,
  observe?: Observer,
): GameOutcome {
  const n = botNames.length;
  const seedText = gameSeed(seed, g);
  const seatBots = botNames.map((_, seat) => botForSeat(seat, g, n));
  const options: AnyGameOptions = {
    mode,
    seed: seedText,
    players: seatBots.map((b) => `${botNames[b]}#${b + 1}`),
  };
  const agents = seatBots.map((b, seat) => BOTS[botNames[b]](botRandom(seedText, seat)));
  const { state, actions } = playGame(
    options,
    agents,
    observe &&
      ((_s, log, view) => {
        const seen = view && familyBoardOf(view);
        if (seen) observe(seen, log.at(-1) as PlayerAction);
      }),
  );
  return { record: { options, actions }, seatBots, result: state.result ?? [] };
}
