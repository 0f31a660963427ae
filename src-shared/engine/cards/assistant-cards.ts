/**
 * Assistant cards 23–35 (rulebook "Assistant cards"): kept face up, they give economic aid. Each
 * power's `amount` is the money printed on the card, as the comment says.
 */
export type AssistantPower =
  | 'freeGoals' // 23 Adalbert Diplomatitsch: Goal cards cost `amount`
  | 'freeAssistants' // 24 Tommy Style: Assistant cards cost `amount`
  | 'freeHorses' // 25 Francisco Caballos: Horse cards cost `amount`
  | 'stableDiscount' // 26 Franz Galopp: Stable Owner cards cost `amount` less
  | 'mobDiscount' // 27 Michele Cuorlione: a Mob loan is repaid with `amount`
  | 'bankDiscount' // 28 Aronne Dal Banco: a Bank loan is repaid with `amount`
  | 'passBonus' // 29 Didier Addition: passing gives `amount`
  | 'countsDouble' // 30 Justice Bros
  | 'rightPays' // 31 Brian O'Fist: the player on the right pays `amount` at each payoff
  | 'leftPays' // 32 Pedro Pugnós: the player on the left pays `amount` at each payoff
  | 'barman' // 33 Daniel Jackson: `amount` from the bank at each payoff
  | 'swap' // 34 Cédric Copieur
  | 'windfall'; // 35 François Riche: `amount` from the bank when kept from an Assistant purchase

export interface AssistantCard {
  no: number;
  name: string;
  title: string;
  power: AssistantPower;
  /** The money of the power (see AssistantPower); null for a power without one. */
  amount: number | null;
  text: string;
}

const a = (
  no: number,
  name: string,
  title: string,
  power: AssistantPower,
  amount: number | null,
  text: string,
): AssistantCard => ({ no, name, title, power, amount, text });

export const ASSISTANT_CARDS: readonly AssistantCard[] = [
  a(23, 'Adalbert Diplomatitsch', 'The Diplomatic Planner', 'freeGoals', 0, 'Goal cards cost you 0.'),
  a(24, 'Tommy Style', 'The Adonis', 'freeAssistants', 0, 'Assistant cards cost you 0.'),
  a(25, 'Francisco Caballos', 'The Poor Groom', 'freeHorses', 0, 'Horse cards cost you 0.'),
  a(26, 'Franz Galopp', 'The Handsome Jockey', 'stableDiscount', 600, 'Stable Owner cards cost you 600 less.'),
  a(
    27,
    'Michele Cuorlione',
    "The Boss' Wicked Right-Hand Man",
    'mobDiscount',
    4000,
    'Repay 4000 instead of 5000 for a Mob loan.',
  ),
  a(28, 'Aronne Dal Banco', 'The Generous Banker', 'bankDiscount', 1500, 'Repay 1500 instead of 2500 for a Bank loan.'),
  a(
    29,
    'Didier Addition',
    'The Shy Accountant',
    'passBonus',
    800,
    'Passing in the Purchase phase gives 800 instead of 400.',
  ),
  a(
    30,
    'Justice Bros',
    'The Twins',
    'countsDouble',
    null,
    'Counts as two Assistant cards for the "Most Assistant cards" goal.',
  ),
  a(31, "Brian O'Fist", 'The Slugger', 'rightPays', 200, 'At each payoff the player on your right pays you 200.'),
  a(32, 'Pedro Pugnós', 'The Brawny Man', 'leftPays', 200, 'At each payoff the player on your left pays you 200.'),
  a(33, 'Daniel Jackson', 'The Rough Barman', 'barman', 300, 'At each payoff you get 300 from the bank.'),
  a(
    34,
    'Cédric Copieur',
    'The Skillful Mime',
    'swap',
    null,
    'When acquired, swap him at once for another player’s Assistant card.',
  ),
  a(
    35,
    'François Riche',
    'The Danari-Making Friend',
    'windfall',
    800,
    'When kept from an Assistant purchase, take 800 from the bank.',
  ),
];

export function assistantCard(no: number): AssistantCard {
  const c = ASSISTANT_CARDS[no - 23];
  if (!c) throw new Error(`unknown assistant card ${no}`);
  return c;
}
