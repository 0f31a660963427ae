import type { HeldView, PlayerAction } from '../../src-shared/index';

/**
 * A game played on a server, as the game store sees it (online/online-store.ts): the table shows
 * the views the server sends, and the player's moves go there to be checked; nothing is played here.
 */
export interface RemoteTable {
  act(action: PlayerAction): void;
  /** The player left the table (the toolbar's Leave, the end screen's New game). */
  leave(): void;
  /**
   * The end screen's Rematch: the host opens a new room with the same options and bots, and the
   * others at the table follow to it; false when this player cannot (only the host can).
   */
  rematch(): Promise<boolean>;
}

/**
 * A device holding several seats of an online game (pass-and-play): its seats, and their own views
 * at the step shown (none between the steps being staged, when the public view shows).
 */
export interface RemoteDevice {
  seats: readonly number[];
  held: readonly HeldView[];
}
