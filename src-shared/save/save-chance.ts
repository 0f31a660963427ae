import { applyActionInPlace, newGame, pending, sampleChance } from '../engine/entry';
import { EngineException, err } from '../engine/core/errors';
import { runChance } from '../engine/core/replay';
import type { ChanceAction } from '../engine/core/types';
import type { AnyGameRecord, AnyGameState, PartyChanceAction } from '../engine/party/types';

/** One chance outcome as comparable text (a hand-edited file may order its fields differently). */
function outcomeKey(a: ChanceAction | PartyChanceAction): string {
  switch (a.kind) {
    case 'bookmaker':
      return `bookmaker:${a.seat}`;
    case 'deal':
    case 'movement':
      return 'order' in a ? `movement:${a.card}:${String(a.order)}` : `movement:${a.card}`;
    case 'draw':
      return `${a.kind}:${a.card}`;
    case 'dice':
      return `dice:${String(a.dice)}`;
    case 'tieBreak':
      return `tieBreak:${a.seat}`;
  }
}

/**
 * Replays a saved record like `replay`, and unless the save is marked as forcing its outcomes,
 * checks that every recorded chance step is the one the game's seeded generator gives: a save
 * edited by hand cannot choose its cards and dice.
 */
export function replaySaved(record: AnyGameRecord, forcedOutcomes: boolean): AnyGameState {
  const s = newGame(record.options);
  record.actions.forEach((a, i) => {
    if (a.type !== 'chance') runChance(s);
    else if (!forcedOutcomes && pending(s).kind === 'chance') {
      const seeded = sampleChance(s);
      if (outcomeKey(a) !== outcomeKey(seeded)) {
        throw new EngineException(err('NOT_SEEDED', { got: outcomeKey(a), seeded: outcomeKey(seeded) }), {
          index: i + 1,
          type: 'chance',
        });
      }
    }
    const e = applyActionInPlace(s, a);
    if (e) throw new EngineException(e, { index: i + 1, type: a.type });
  });
  runChance(s);
  return s;
}
