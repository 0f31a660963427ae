import { familyBoardOf, partyOf } from '../modes/index';
import type { AnyView } from '../modes/index';
import type { useStageStore } from '../stores/stage-store';

type Stage = ReturnType<typeof useStageStore>;

/**
 * What the table stages between two views the server sent. The server runs a race in one step (the
 * chance steps follow the move that starts it), so no view shows it under way: the payoff moment
 * shows its results once a view has a race the one before did not.
 */
export function presentRemote(stage: Stage, before: AnyView | null, after: AnyView): void {
  if (!before) return;
  const [b, a] = [familyBoardOf(before), familyBoardOf(after)];
  if (b && a?.lastRace && a.lastRace.round !== b.lastRace?.round) void stage.showPayoff({ before: b, after: a });
  const [pb, pa] = [partyOf(before), partyOf(after)];
  if (pb && pa?.lastRace && pa.lastRace.race !== pb.lastRace?.race) void stage.showPartyPayoff(pa);
}
