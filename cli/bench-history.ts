import { Timeline, playGame, replay, undoTarget, type AnyGameRecord } from '../src-shared/index';
import { randomAgent, seededRandom } from '../src-shared/testing/random-game';

/**
 * `npm run bench -- history`: the replay timeline (docs/replays.md "Timeline") on the longest of a
 * few random 6-player Board Games: the walk that builds it, scrubbing every position backwards
 * (each from its checkpoint), against replaying each position's prefix from the start; and undo's
 * walk of the whole record.
 */
export function benchHistory(): void {
  let record: AnyGameRecord = { options: { mode: 'board', players: [], seed: 0 }, actions: [] };
  for (let seed = 1; seed <= 5; seed++) {
    const options = { mode: 'board' as const, players: ['a', 'b', 'c', 'd', 'e', 'f'], seed, starred: true };
    const agent = randomAgent(seededRandom(seed));
    const { actions } = playGame(
      options,
      options.players.map(() => agent),
    );
    if (actions.length > record.actions.length) record = { options, actions };
  }
  const n = record.actions.length;
  const ms = (work: () => void): number => {
    const t0 = process.hrtime.bigint();
    work();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  let timeline: Timeline | undefined;
  const build = ms(() => (timeline = new Timeline(record)));
  const scrub = ms(() => {
    for (let p = n; p >= 0; p--) timeline!.stateAt(p);
  });
  // Replaying each prefix from the start is quadratic: a tenth of the positions, scaled up.
  const naive =
    10 *
    ms(() => {
      for (let p = n; p >= 0; p -= 10) replay({ options: record.options, actions: record.actions.slice(0, p) });
    });
  const undo = ms(() => undoTarget(record, 0));
  const f = (x: number): string => x.toFixed(0);
  console.log(`history: a ${n}-step Board Game for 6 players`);
  console.log(
    `  timeline built in ${f(build)} ms; every position, backwards: ${f(scrub)} ms (${(scrub / (n + 1)).toFixed(2)} ms each)`,
  );
  console.log(`  replaying each position from the start instead: about ${f(naive)} ms`);
  console.log(`  undoTarget on the whole record: ${f(undo)} ms`);
}
