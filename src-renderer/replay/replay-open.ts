import { useGameStore } from '../stores/game-store';
import { useReplayStore } from './replay-store';

/**
 * Opens the game on the table in the Replay screen (from its final scores), from the save file text
 * the game keeps in memory. The stores are reached when pressed, so the screens offering it need
 * no store of their own. Returns why it could not, or null.
 */
export function replayGameOnTable(): string | null {
  const text = useGameStore().gameText();
  return text === null ? null : useReplayStore().openText(text, 'game.json');
}
