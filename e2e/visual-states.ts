import { expect, type Page } from '@playwright/test';
import {
  concreteAction,
  pending,
  playGame,
  playerView,
  type Agent,
  type GameState,
  type PartyOptions,
  type PartyView,
  type PlayerView,
} from '../src-shared/index';
import { makeSave, serializeSave, type Seat } from '../src-shared/save/save-file';
import { randomPartyAction } from '../src-shared/engine/party/testing/random-party';
import { seededRandom } from '../src-shared/testing/random-game';
import type { GameOptions } from '../src-shared/engine/core/types';

/**
 * Prepared tables for the screenshot baselines: a seeded game played by the engine (every seat a
 * random but modest player) up to the human's decision wanted, written as the newest save into
 * the web build's storage, then resumed with Continue. No phase is clicked through.
 */
export type Want = (s: GameState, view: PlayerView) => boolean;

const SAVE_KEY = 'horse-fever:save:';

/** Random legal moves, betting the minimum and never borrowing or trading, so tables look ordinary. */
function modestAgent(random: () => number): Agent {
  return (view) => {
    const calm = view.moves.filter((m) => m.type !== 'loan' && m.type !== 'offer');
    const moves = calm.length ? calm : view.moves;
    const m = moves[Math.floor(random() * moves.length)]!;
    if (m.type === 'bet') return { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake: m.minStake };
    return concreteAction(m, random);
  };
}

/** The save text of the first position where seat 0 (the human) must decide and `want` holds. */
/** `hour` sets when it was saved, which orders the Saved games list; `humans` are the seats people play (pass-and-play when several). */
export function preparedSave(
  options: GameOptions,
  want: Want | 'over',
  name: string,
  hour = 20,
  humans: readonly number[] = [0],
): string {
  const random = seededRandom(Number(options.seed ?? 1));
  let found = false;
  const agent = modestAgent(random);
  const { state, actions } = playGame(
    options,
    options.players.map(() => agent),
    (s) => {
      if (want === 'over') return undefined;
      const p = pending(s);
      if (p.kind !== 'player' || p.seat !== 0) return undefined;
      found = want(s, playerView(s, 0));
      return found ? 'stop' : undefined;
    },
  );
  if (want !== 'over' && !found) throw new Error(`no such position in the seeded game ${options.seed}`);
  return serializeSave(makeSave({ options, actions }, state, savedAt(hour), name, seatsOf(options.players, humans)));
}

/** The same for a Party Game: played at random (minimum stakes) until seat 0 must decide and `want` holds. */
export function preparedPartySave(
  options: PartyOptions,
  want: (view: PartyView) => boolean,
  name: string,
  humans: readonly number[] = [0],
): string {
  const random = seededRandom(Number(options.seed ?? 1));
  let found = false;
  const agent = (view: PartyView) => {
    const m = view.moves[Math.floor(random() * view.moves.length)]!;
    return m.type === 'bet' ? { ...randomPartyAction(m, random), stake: m.minStake } : randomPartyAction(m, random);
  };
  const { state, actions } = playGame(
    options,
    options.players.map(() => agent),
    (s) => {
      const p = pending(s);
      if (p.kind !== 'player' || p.seat !== 0) return undefined;
      found = want(playerView(s, 0));
      return found ? 'stop' : undefined;
    },
  );
  if (!found) throw new Error(`no such position in the seeded Party Game ${options.seed}`);
  return serializeSave(makeSave({ options, actions }, state, savedAt(20), name, seatsOf(options.players, humans)));
}

const savedAt = (hour: number): Date => new Date(Date.UTC(2026, 10, 1, hour, 0));
const seatsOf = (players: readonly string[], humans: readonly number[]): Seat[] =>
  players.map((_, i) => (humans.includes(i) ? { kind: 'human' } : { kind: 'bot', level: 'easy' }));

/** Replaces every save with `saves` (slot → text) and reloads the title screen. */
export async function withSaves(page: Page, saves: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ saves, prefix }) => {
      for (const k of Object.keys(localStorage)) if (k.startsWith(prefix)) localStorage.removeItem(k);
      for (const [slot, text] of Object.entries(saves)) localStorage.setItem(prefix + slot, text);
    },
    { saves, prefix: SAVE_KEY },
  );
  await page.reload();
}

/** Opens the prepared game with Continue, at instant race speed unless told otherwise. */
export async function continueWith(page: Page, save: string): Promise<void> {
  await withSaves(page, { '20261101-200000-visual': save });
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
}
