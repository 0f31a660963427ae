/** The 12 Character cards (rulebook, "Character cards"); starred ones are optional. */
export type CharacterPower =
  | 'none'
  | 'twoSecondBets' // Antonio Vesuvio
  | 'moveOdds' // Eric Change: moves a stable `amount` odds rows
  | 'repeatPurchase' // Miss Double
  | 'showOnFourth' // Miss Paris: Show bets pay on the first `amount` places
  | 'freeActions'; // Otto Von Alt: Action cards cost `amount`

export interface Character {
  id: string;
  name: string;
  money: number;
  /** Owner of the stable on this odds row at setup, if any. */
  stableRow: number | null;
  power: CharacterPower;
  /** The number of the power (see CharacterPower); null for a power without one. */
  amount: number | null;
  starred: boolean;
  text: string;
}

const owner = (id: string, name: string, row: number): Character => ({
  id,
  name,
  money: 3400 + 200 * row,
  stableRow: row,
  power: 'none',
  amount: null,
  starred: false,
  text: `Owner of the stable rated 1:${row + 2}. Starts with ${3400 + 200 * row}.`,
});
const star = (
  id: string,
  name: string,
  money: number,
  power: CharacterPower,
  amount: number | null,
  text: string,
): Character => ({ id, name, money, stableRow: null, power, amount, starred: true, text });

export const CHARACTERS: readonly Character[] = [
  owner('cranio-mercanti', 'Cranio Mercanti', 0),
  owner('steve-mcskull', 'Steve McSkull', 1),
  owner('viktor-von-schadel', 'Viktor von Schädel', 2),
  owner('cesar-crane', 'César Crâne', 3),
  owner('craneo-cervantes', 'Cranéo Cervantes', 4),
  owner('sigvard-skalle', 'Sigvard Skalle', 5),
  star(
    'antonio-vesuvio',
    'Antonio Vesuvio',
    3000,
    'twoSecondBets',
    null,
    'May place two second bets. Starts with 3000.',
  ),
  star(
    'eric-change',
    'Eric Change',
    5000,
    'moveOdds',
    2,
    'After the first bets, may move one stable two odds rows up or down. Starts with 5000.',
  ),
  star(
    'miss-double',
    'Miss Double',
    5000,
    'repeatPurchase',
    null,
    'In the second purchase step may repeat a kind bought in the first. Starts with 5000.',
  ),
  star('miss-paris', 'Miss Paris', 5000, 'showOnFourth', 4, 'Show bets also win on fourth place. Starts with 5000.'),
  star('oliver-oil', 'Oliver Oil', 6000, 'none', null, 'Starts with 6000.'),
  star('otto-von-alt', 'Otto Von Alt', 4000, 'freeActions', 0, 'Buys Action cards for 0. Starts with 4000.'),
];

export function character(id: string): Character {
  const c = CHARACTERS.find((x) => x.id === id);
  if (!c) throw new Error(`unknown character ${id}`);
  return c;
}

/** The number on this character's card for `power` (see CharacterPower), or null when it has another power. */
export function powerAmount(id: string, power: CharacterPower): number | null {
  const c = character(id);
  return c.power === power ? c.amount : null;
}
