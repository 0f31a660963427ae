import { saveProblemOf, type SaveProblem } from '../../src-shared/save/save-problem';

import type { Translate } from '../i18n/keys';

/** A save problem (or any error from a save operation) in the player's language. */
export function saveProblemMessage(t: Translate, problem: SaveProblem | unknown): string {
  if (isProblem(problem)) return t(`saveProblem.${problem.code}`, problem.params);
  // Errors that are not save problems (a bug, the host) keep their own text.
  if (problem instanceof Error && !('problem' in problem)) return problem.message;
  const p = saveProblemOf(problem);
  return t(`saveProblem.${p.code}`, p.params);
}

function isProblem(x: unknown): x is SaveProblem {
  return x !== null && typeof x === 'object' && 'code' in x && 'params' in x && !(x instanceof Error);
}
