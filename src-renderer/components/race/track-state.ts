import type { PartyView } from '../../../src-shared/index';
import type { PlayerView } from '../../stores/game-store';
import type { MessageKey } from '../../i18n/keys';
import { familyBoardOf, partyOf } from '../../modes/index';

/**
 * What the racecourse reads from either mode's view: the Family and Board Games run `race`, the
 * Party Game runs `track` (docs/rules.md §11), and their photo finishes differ — the former's
 * photo step, the Party bookmaker's order of a tie at the line.
 */
export interface TrackState {
  /** The squares of the race being run, if one is. */
  live: readonly number[] | undefined;
  /** Where the horses stand before any race is watched: the Party Game keeps the last race's squares. */
  finished: readonly number[] | null;
  /** The round (the Party Game's race) the table is in: a new one puts the horses back (docs/rules.md §6). */
  round: number;
  /** The ranking of the race being run (lane indices), and of the last race (colours). */
  liveRanking: readonly number[] | undefined;
  lastRanking: readonly string[] | undefined;
  turned: number | '';
  next: string;
  photo: boolean;
  /** The photo-finish banner's message key. */
  banner: MessageKey;
}

export function trackState(of: PlayerView | PartyView): TrackState {
  const party = partyOf(of);
  if (party) {
    const track = party.track;
    return {
      live: track?.positions,
      finished: party.lastRace?.positions ?? null,
      round: party.race,
      liveRanking: track?.ranking,
      lastRanking: party.lastRace?.ranking,
      turned: track?.turned.length ?? '',
      next: '',
      // The engine's tie to order shows only while the race is on (not under the payoff).
      photo: party.phase === 'race' && party.tie !== null,
      banner: 'party.tie.banner',
    };
  }
  const family = familyBoardOf(of);
  const race = family?.race;
  return {
    live: race?.positions,
    finished: null,
    round: family?.round ?? 0,
    liveRanking: race?.ranking,
    lastRanking: of.lastRace?.ranking,
    turned: race?.turned ?? '',
    next: race?.next ?? '',
    photo: race?.next === 'photo',
    banner: 'photo.title',
  };
}
