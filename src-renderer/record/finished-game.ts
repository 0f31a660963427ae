import { familyBoardOf, partyOf, type AnyGameOptions, type AnyGameState } from '../../src-shared/index';
import type { SaveAids } from '../../src-shared/save/save-file';
import type { Seating } from '../game/session';
import { dailyDateOf, slotDate } from './daily-race';
import type { RecordEntry } from './record-schema';

/** A game as the store holds it when its final scores come out. */
export interface FinishedGame {
  slot: string;
  options: AnyGameOptions;
  seating: Seating;
  state: AnyGameState;
  /** Undos and hints the game used (none when not given). */
  aids?: SaveAids;
  /** Played online: the player's own seat (the other people played theirs on other screens). */
  online?: { seat: number };
}

/**
 * The record's entry for a finished game, or null when it is not recorded: a game not over, or
 * one shared by several people (pass-and-play: the record is one player's, docs/record.md). A game
 * played online is the player's own seat's, marked online.
 */
export function entryOf(game: FinishedGame, now: Date): RecordEntry | null {
  const { options, seating, state, slot } = game;
  const humans = game.online ? [game.online.seat] : seating.bots.flatMap((b, seat) => (b === null ? [seat] : []));
  if (humans.length !== 1) return null;
  const seat = humans[0]!;
  const family = familyBoardOf(state);
  const mine = family
    ? family.result?.find((r) => r.seat === seat)
    : partyOf(state)?.result?.find((r) => r.seat === seat);
  if (!mine) return null;
  const bots = seating.bots.filter((b) => b !== null);
  const starred = family ? family.starred : false;
  const startedAt = slotDate(slot) ?? now;
  return {
    id: `${slot}/${options.seed}`,
    finishedAt: now.toISOString(),
    mode: state.mode,
    players: options.players.length,
    bots,
    place: mine.place,
    vp: 'vp' in mine ? mine.vp : null,
    money: mine.money,
    won: mine.place === 1,
    hints: game.aids?.hints ?? 0,
    undos: game.aids?.undos ?? 0,
    daily: dailyDateOf(
      { mode: state.mode, seed: Number(options.seed), players: options.players.length, bots: seating.bots, starred },
      startedAt,
    ),
    slot,
    ...(game.online ? { online: true } : {}),
  };
}
