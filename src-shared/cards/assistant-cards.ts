/** Assistant cards 23–35 (rulebook "Assistant cards"): kept face up, they give economic aid. */
export type AssistantPower =
  | 'freeGoals' // 23 Adalbert Diplomatitsch
  | 'freeAssistants' // 24 Tommy Style
  | 'freeHorses' // 25 Francisco Caballos
  | 'stableDiscount' // 26 Franz Galopp
  | 'mobDiscount' // 27 Michele Cuorlione
  | 'bankDiscount' // 28 Aronne Dal Banco
  | 'passBonus' // 29 Didier Addition
  | 'countsDouble' // 30 Justice Bros
  | 'rightPays' // 31 Brian O'Fist
  | 'leftPays' // 32 Pedro Pugnós
  | 'barman' // 33 Daniel Jackson
  | 'swap' // 34 Cédric Copieur
  | 'windfall'; // 35 François Riche

export interface AssistantCard {
  no: number;
  name: string;
  title: string;
  power: AssistantPower;
  text: string;
}

const a = (no: number, name: string, title: string, power: AssistantPower, text: string): AssistantCard => ({
  no,
  name,
  title,
  power,
  text,
});

export const ASSISTANT_CARDS: readonly AssistantCard[] = [
  a(23, 'Adalbert Diplomatitsch', 'The Diplomatic Planner', 'freeGoals', 'Goal cards cost you 0.'),
  a(24, 'Tommy Style', 'The Adonis', 'freeAssistants', 'Assistant cards cost you 0.'),
  a(25, 'Francisco Caballos', 'The Poor Groom', 'freeHorses', 'Horse cards cost you 0.'),
  a(26, 'Franz Galopp', 'The Handsome Jockey', 'stableDiscount', 'Stable Owner cards cost you 600 less.'),
  a(
    27,
    'Michele Cuorlione',
    "The Boss' Wicked Right-Hand Man",
    'mobDiscount',
    'Repay 4000 instead of 5000 for a Mob loan.',
  ),
  a(28, 'Aronne Dal Banco', 'The Generous Banker', 'bankDiscount', 'Repay 1500 instead of 2500 for a Bank loan.'),
  a(
    29,
    'Didier Addition',
    'The Shy Accountant',
    'passBonus',
    'Passing in the Purchase phase gives 800 instead of 400.',
  ),
  a(
    30,
    'Justice Bros',
    'The Twins',
    'countsDouble',
    'Counts as two Assistant cards for the "Most Assistant cards" goal.',
  ),
  a(31, "Brian O'Fist", 'The Slugger', 'rightPays', 'At each payoff the player on your right pays you 200.'),
  a(32, 'Pedro Pugnós', 'The Brawny Man', 'leftPays', 'At each payoff the player on your left pays you 200.'),
  a(33, 'Daniel Jackson', 'The Rough Barman', 'barman', 'At each payoff you get 300 from the bank.'),
  a(
    34,
    'Cédric Copieur',
    'The Skillful Mime',
    'swap',
    'When acquired, swap him at once for another player’s Assistant card.',
  ),
  a(
    35,
    'François Riche',
    'The Danari-Making Friend',
    'windfall',
    'When kept from an Assistant purchase, take 800 from the bank.',
  ),
];

export function assistantCard(no: number): AssistantCard {
  const c = ASSISTANT_CARDS[no - 23];
  if (!c) throw new Error(`unknown assistant card ${no}`);
  return c;
}
