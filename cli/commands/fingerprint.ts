import { createHash } from 'node:crypto';
import type { GameMode } from '../../src-shared/index';
import { parse } from '../args';
import { json, ok, type CliResult } from '../cli-result';
import { playBotGame } from '../game-runner';

export const FINGERPRINT_USAGE = 'hf fingerprint [--quick] [--json]';

/** One line of the suite: `games` seeded games of one mode between these bots (seats rotate). */
interface Suite {
  mode: GameMode;
  bots: string[];
  games: number;
  /** In the quick suite too (easy, random, a fixed strategy and the Party Game: about a second). */
  quick: boolean;
}

/**
 * Every level in every mode, the personalities and a few fixed strategies: the games a change
 * meant to keep every bot decision (a refactor, a speed-up) must replay byte for byte. The hard
 * games take most of the time (minutes on a 2-core machine).
 */
const SUITE: readonly Suite[] = [
  { mode: 'family', bots: ['easy', 'easy', 'easy', 'easy'], games: 5, quick: true },
  { mode: 'board', bots: ['easy', 'easy', 'easy', 'easy'], games: 5, quick: true },
  { mode: 'board', bots: ['easy', 'random', 'easy', 'random'], games: 2, quick: true },
  { mode: 'family', bots: ['normal', 'normal', 'normal', 'normal'], games: 3, quick: false },
  { mode: 'board', bots: ['normal', 'normal', 'normal', 'normal'], games: 3, quick: false },
  { mode: 'family', bots: ['hard', 'hard', 'hard', 'hard'], games: 2, quick: false },
  { mode: 'board', bots: ['hard', 'hard', 'hard', 'hard'], games: 2, quick: false },
  { mode: 'family', bots: ['hard', 'normal', 'easy', 'random'], games: 1, quick: false },
  { mode: 'board', bots: ['hard', 'normal', 'easy', 'random'], games: 1, quick: false },
  { mode: 'family', bots: ['normal-cautious', 'normal-bold', 'normal-tricky', 'hard-tricky'], games: 1, quick: false },
  { mode: 'board', bots: ['hard-cautious', 'hard-bold', 'normal-tricky', 'normal-bold'], games: 1, quick: false },
  { mode: 'family', bots: ['bluffer', 'normal', 'value', 'hard'], games: 1, quick: false },
  { mode: 'board', bots: ['favourite', 'normal', 'follower', 'easy'], games: 1, quick: true },
  { mode: 'party', bots: ['random', 'easy', 'normal', 'hard'], games: 6, quick: true },
];

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Plays the suite and prints each game's hash (of its whole action log) and one hash of them all. */
export function fingerprint(argv: string[]): CliResult {
  const { values } = parse(argv, { quick: { type: 'boolean' }, json: { type: 'boolean' } });
  const games: { mode: GameMode; bots: string; game: number; actions: number; hash: string }[] = [];
  for (const s of SUITE) {
    if (values.quick && !s.quick) continue;
    for (let g = 0; g < s.games; g++) {
      const { record } = playBotGame(s.mode, s.bots, `fingerprint-${s.mode}-${s.bots.join('-')}`, g);
      games.push({
        mode: s.mode,
        bots: s.bots.join(','),
        game: g,
        actions: record.actions.length,
        hash: hash(JSON.stringify(record.actions)),
      });
    }
  }
  const all = hash(games.map((x) => x.hash).join(''));
  if (values.json) return json({ all, games });
  return ok(
    [...games.map((x) => `${x.mode}\t${x.bots}\t${x.game}\t${x.actions}\t${x.hash}`), `all\t${all}`].join('\n'),
  );
}
