import { rulesetFor, type AnyGameRecord, type LobbyMessage } from '../../src-shared/index';
import { defaultSaveName } from '../../src-shared/save/save-file';
import { saveTextOf } from '../platform/saved-games';
import { seatsOf } from '../game/seating';
import type { Seating } from '../game/session';
import type { FinishedGame } from '../record/finished-game';

/**
 * A game played online, once the server sent its whole record at the end: the save file's text
 * the Replay screen opens (any seat may be watched then), and the player's record entry, marked
 * online (null for a spectator, who played no seat, and for a device several players shared).
 */
export function finishedOnline(
  record: AnyGameRecord,
  lobby: LobbyMessage,
): { text: string; game: FinishedGame | null } {
  const state = rulesetFor(record.options).replay(record as never);
  // The bots are the room's bot seats; every friend's seat is a person's, whoever played it.
  const seating: Seating = { bots: lobby.seats.map((s) => (s.kind === 'bot' ? s.level : null)) };
  const text = saveTextOf(record, state, defaultSaveName(record.options), seatsOf(seating));
  // A spectator played no seat; a device holding several seats was shared, which the record leaves
  // out as it does a game passed and played here (docs/record.md).
  if (lobby.you === null || lobby.yours.length !== 1) return { text, game: null };
  return {
    text,
    game: { slot: `online-${lobby.code}`, options: record.options, seating, state, online: { seat: lobby.you } },
  };
}
