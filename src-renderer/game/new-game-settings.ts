import { BOT_LEVELS, type BotLevel } from './bot-brain';

/** The New game form as last used, remembered between sessions (localStorage, as the other settings). */
export interface NewGameSettings {
  mode: string;
  /** Every seat, the first included: a name and a bot level, null for a person. */
  seats: { name: string; bot: BotLevel | null }[];
  starred: boolean;
  /** The Party Game's options as last set (checked by the engine when a game starts). */
  party?: { races: number; startingMoney: number };
}

const KEY = 'horse-fever:new-game';
/** The most seats any mode has (the Party Game's 12): a stored list longer than that is damaged. */
const MOST_SEATS = 12;
const NAME_LENGTH = 24;

/** The remembered settings, or null when none are stored or they are damaged (the form's defaults apply). */
export function loadNewGameSettings(
  store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): NewGameSettings | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== 'object') return null;
  const { mode, seats, starred, party } = raw as Record<string, unknown>;
  if (typeof mode !== 'string' || !Array.isArray(seats) || seats.length < 1 || seats.length > MOST_SEATS) return null;
  const list: NewGameSettings['seats'] = [];
  for (const s of seats as unknown[]) {
    if (s === null || typeof s !== 'object') return null;
    const { name, bot } = s as Record<string, unknown>;
    if (typeof name !== 'string') return null;
    if (bot !== null && !BOT_LEVELS.includes(bot as BotLevel)) return null;
    list.push({ name: name.slice(0, NAME_LENGTH), bot: bot as BotLevel | null });
  }
  return { mode, seats: list, starred: starred === true, ...partyOf(party) };
}

function partyOf(raw: unknown): Pick<NewGameSettings, 'party'> {
  if (raw === null || typeof raw !== 'object') return {};
  const { races, startingMoney } = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(races) || !Number.isSafeInteger(startingMoney)) return {};
  return { party: { races: races as number, startingMoney: startingMoney as number } };
}

export function saveNewGameSettings(
  s: NewGameSettings,
  store: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    const seats = s.seats.map((x) => ({ name: x.name, bot: x.bot }));
    const party = s.party && { races: s.party.races, startingMoney: s.party.startingMoney };
    store?.setItem(KEY, JSON.stringify({ mode: s.mode, seats, starred: s.starred, ...(party ? { party } : {}) }));
  } catch {
    // Storage full or refused: the form just starts from its defaults next time.
  }
}
