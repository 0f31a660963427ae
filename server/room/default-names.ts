import type { RoomLanguage } from '../../src-shared/index';

/**
 * The words of a room's default names, in each language a room may have (the app's: the server
 * does not read the app's messages, so its few words are here).
 */
const WORDS: Record<RoomLanguage, Record<DefaultName, string>> = {
  en: { open: 'Seat', bot: 'Bot', local: 'Player' },
  fr: { open: 'Place', bot: 'Bot', local: 'Joueur' },
  it: { open: 'Posto', bot: 'Bot', local: 'Giocatore' },
};

/** Whose default name: an empty open seat's, a bot's, another player of a device's. */
export type DefaultName = 'open' | 'bot' | 'local';

/** The default name of seat `seat` (counted from 0, shown from 1) in the room's language. */
export function defaultName(language: RoomLanguage, kind: DefaultName, seat: number): string {
  return `${WORDS[language][kind]} ${seat + 1}`;
}
