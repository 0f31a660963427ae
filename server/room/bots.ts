import { chooseAction, type DecideOptions } from '../../ai/index';
import type { NetBotLevel, PlayerAction } from '../../src-shared/index';
import type { Table } from './table';

/** Work caps for the server's bots (tests cut them down); none plays each level's own amounts. */
export type BotWork = Pick<DecideOptions, 'maxSamples' | 'maxRaces'>;

/**
 * The bot's decision for `seat`, from that seat's view alone. Its work is counted in samples and
 * races (ai/levels.ts), so it is bounded and replays; it runs on the room's event loop, one decision
 * per turn of the loop (docs/server.md "Bots" says when a worker thread will be needed).
 */
export function botDecision(table: Table, seat: number, level: NetBotLevel, work: BotWork): PlayerAction {
  const seed = `${table.options.seed}/bot/${seat}/${table.log.length}`;
  return chooseAction(table.view(seat), level, seed, work);
}
