import {
  applyActionInPlace,
  describeError,
  newGame,
  pending,
  playerView,
  runChance,
  type PartyAction,
  type PartyOptions,
  type PartyRecord,
  type PartyScore,
} from '../src-shared/index';
import { BOTS } from './bots';
import { botForSeat, botRandom, gameSeed } from './game-runner';

/** One Party Game between bots (docs/rules.md §11), seated and seeded as the other modes' games are. */
export interface PartyOutcome {
  record: PartyRecord;
  seatBots: number[];
  result: PartyScore[];
}

export function playPartyGame(botNames: readonly string[], seed: string, g: number): PartyOutcome {
  const n = botNames.length;
  const seedText = gameSeed(seed, g);
  const seatBots = botNames.map((_, seat) => botForSeat(seat, g, n));
  const options: PartyOptions = {
    mode: 'party',
    seed: seedText,
    players: seatBots.map((b) => `${botNames[b]}#${b + 1}`),
  };
  const agents = seatBots.map((b, seat) => BOTS[botNames[b]](botRandom(seedText, seat)));
  const s = newGame(options);
  const actions: PartyAction[] = [];
  for (;;) {
    actions.push(...runChance(s));
    const p = pending(s);
    if (p.kind !== 'player') break;
    const a = agents[p.seat](playerView(s, p.seat));
    const e = applyActionInPlace(s, a);
    if (e)
      throw new Error(`Bot ${options.players[p.seat]} (seat ${p.seat}) chose an illegal action: ${describeError(e)}`);
    actions.push(a as PartyAction);
  }
  return { record: { options, actions }, seatBots, result: s.result ?? [] };
}
