import { makeSave, serializeSave, type SaveFile } from '../save/save-file';
import type { GameOptions } from '../engine/core/types';
import { seededRandom, playRandomSteps } from './random-game';

/** A save of a Family Game after `steps` random player actions (test fixture for every layer). */
export function sampleSave(steps: number, seed = 1, name?: string): { save: SaveFile; text: string } {
  const options: GameOptions = { mode: 'family', players: ['Ann', 'Bob', 'Cy'], seed };
  const { state, actions } = playRandomSteps(options, steps, seededRandom(seed));
  const save = makeSave({ options, actions }, state, new Date(Date.UTC(2026, 0, 1, 0, 0, steps)), name);
  return { save, text: serializeSave(save) };
}
