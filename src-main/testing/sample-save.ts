import {
  applyActionInPlace,
  legalActions,
  newGame,
  pending,
  runChance,
  type Action,
  type GameOptions,
  concreteAction,
} from '../../src-shared/index';
import { makeSave, serializeSave, type SaveFile } from '../../src-shared/save-file';
import { mulberry32 } from '../../src-shared/testing/random-game';

/** A save of a Family Game after `steps` random player actions (test fixture). */
export function sampleSave(steps: number, seed = 1, name?: string): { save: SaveFile; text: string } {
  const options: GameOptions = { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed };
  const random = mulberry32(seed);
  const state = newGame(options);
  const actions: Action[] = [...runChance(state)];
  for (let i = 0; i < steps && pending(state).kind === 'player'; i++) {
    const moves = legalActions(state);
    const a = concreteAction(moves[Math.floor(random() * moves.length)], random);
    if (applyActionInPlace(state, a)) throw new Error('random legal move refused');
    actions.push(a, ...runChance(state));
  }
  const save = makeSave({ options, actions }, state, new Date(Date.UTC(2026, 0, 1, 0, 0, steps)), name);
  return { save, text: serializeSave(save) };
}
