import type { GameMode } from '../../src-shared/index';
import type { PartySettings } from '../modes/index';
import type { BotLevel } from './bot-brain';

export type { GameMode };

/** One seat of a table being set up. */
export interface SeatSetup {
  name: string;
  /** null: a human (several humans share the screen: pass-and-play). */
  bot: BotLevel | null;
}

/** A new game as the form, a rematch or the tutorial asks the game store for it. */
export interface NewGameSetup {
  mode: GameMode;
  seats: SeatSetup[];
  starred: boolean;
  /** The Party Game's settings (docs/rules.md §11); the engine's defaults when left out. */
  party?: PartySettings;
  /** Blank in the form means "pick one at random". */
  seed: number | null;
  /** Bots decide without the app's time cap, so this seed plays out the same way every time (the tutorial). */
  repeatable?: boolean;
}

/** Default seat list: the human first, then bots. */
export function defaultSeats(playerName: string, playerCount: number, level: BotLevel = 'easy'): SeatSetup[] {
  const human = playerName.trim() || 'Player';
  return [
    { name: human, bot: null },
    ...Array.from({ length: playerCount - 1 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: level })),
  ];
}
