import { PARAMS, type ParamVector } from '../parametric';
import familyEasyXsFe2 from './family-easy-xs-fe2.json';
import boardNormalXsBn1 from './board-normal-xs-bn1.json';
import boardNormalXsBn2 from './board-normal-xs-bn2.json';
import boardHardXsBh2 from './board-hard-xs-bh2.json';

/**
 * The strategies the exploit search found (docs/bots.md, "Exploit search"), as
 * `hf exploit-search --out` wrote them: the fixed strategies' company in the exploitability check of
 * `npm run test:bots`, each named by its file.
 */

/** The vector of a found strategy's data (its parameters by name), or an Error saying what is missing. */
export function foundVector(data: unknown, label: string): ParamVector {
  const d = data as { format?: unknown; params?: unknown } | null;
  if (d?.format !== 'horse-fever/found-strategy' || typeof d.params !== 'object' || d.params === null)
    throw new Error(`"${label}" is not a found strategy (hf exploit-search --out writes them).`);
  const params = d.params as Record<string, unknown>;
  return PARAMS.map((p) => {
    const x = params[p.name];
    if (typeof x !== 'number' || !Number.isFinite(x))
      throw new Error(`the found strategy "${label}" has no number for "${p.name}".`);
    return x;
  });
}

export const FOUND_STRATEGIES: Readonly<Record<string, ParamVector>> = {
  'family-easy-xs-fe2': foundVector(familyEasyXsFe2, 'family-easy-xs-fe2'),
  'board-normal-xs-bn1': foundVector(boardNormalXsBn1, 'board-normal-xs-bn1'),
  'board-normal-xs-bn2': foundVector(boardNormalXsBn2, 'board-normal-xs-bn2'),
  'board-hard-xs-bh2': foundVector(boardHardXsBh2, 'board-hard-xs-bh2'),
};
