import { familyBoardOf, type Action, type PartyAction, type PartyView, type PlayerView } from '../../src-shared/index';
import { diceCues, movementCues, type Cue } from '../game/race-events';
import type { SoundName } from '../game/sound-recipes';

/**
 * What the table says over the horses when a race's step is played (race-staging.ts does the same
 * for a game being played): the Movement card's and the sprint's callouts, read off the views
 * before and after, and the step's sound. Nothing for any other step, nor in the Party Game, whose
 * races tell their moves in the lanes.
 */
export function replayCues(
  action: Action | PartyAction | undefined,
  before: PlayerView | PartyView | null,
  after: PlayerView | PartyView | null,
): { cues: Cue[]; sound: SoundName | null } {
  const [b, a] = [before && familyBoardOf(before), after && familyBoardOf(after)];
  if (action?.type !== 'chance' || !b?.race || !a?.race) return { cues: [], sound: null };
  if (action.kind === 'movement') return { cues: movementCues(b.race, a.race, a.odds), sound: 'hooves' };
  if (action.kind === 'dice') return { cues: diceCues(b.race, a.race), sound: 'dice' };
  return { cues: [], sound: null };
}
