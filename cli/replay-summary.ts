import type { GameState, PartyState } from '../src-shared/index';
import { json, ok, type CliResult } from './cli-result';
import { table } from './format';

/** A Family or Board Game's standing (docs/rules.md §9): VP and money, and the round it reached. */
export function familyBoardSummary(file: string, s: GameState, asJson: boolean): CliResult {
  const over = s.phase === 'gameOver' && s.result !== null;
  const scores = (s.result ?? []).map((r) => ({ ...r, name: s.players[r.seat].name }));
  if (asJson)
    return json({ file, over, round: s.round, rounds: s.rounds, phase: s.phase, scores: over ? scores : null });
  if (!over) return ok(`${file}: game not over: round ${s.round} of ${s.rounds}, phase ${s.phase}.`);
  return ok(
    [
      `${file}: game over after ${s.rounds} rounds`,
      table(
        [
          ['place', 'seat', 'name', 'VP', 'money'],
          ...scores.map((r) => [
            String(r.place),
            String(r.seat),
            r.name + (r.forfeited ? ' (forfeited)' : ''),
            String(r.vp),
            String(r.money),
          ]),
        ],
        [true, true, false, true, true],
      ),
    ].join('\n'),
  );
}

/** A Party Game's standing (docs/rules.md §11): money only, and the race it reached. */
export function partySummary(file: string, s: PartyState, asJson: boolean): CliResult {
  const over = s.phase === 'gameOver' && s.result !== null;
  const scores = (s.result ?? []).map((r) => ({ ...r, name: s.players[r.seat].name }));
  if (asJson) return json({ file, over, race: s.race, races: s.races, phase: s.phase, scores: over ? scores : null });
  if (!over) return ok(`${file}: Party Game not over: race ${s.race} of ${s.races}, phase ${s.phase}.`);
  return ok(
    [
      `${file}: Party Game over after race ${s.race}`,
      table(
        [
          ['place', 'seat', 'name', 'money'],
          ...scores.map((r) => [String(r.place), String(r.seat), r.name + (r.out ? ' (out)' : ''), String(r.money)]),
        ],
        [true, true, false, true],
      ),
    ].join('\n'),
  );
}
