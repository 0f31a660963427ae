/** Goal cards (rulebook "Goal cards"): 7 kinds, two copies each, numbered here 46–59. */
export type GoalKind =
  'mostStables' | 'mostAssistants' | 'mostGoals' | 'mostHorses' | 'mostMoney' | 'fewestStables' | 'fewestVp';

export const GOAL_KINDS: readonly GoalKind[] = [
  'mostStables',
  'mostAssistants',
  'mostGoals',
  'mostHorses',
  'mostMoney',
  'fewestStables',
  'fewestVp',
];

export const GOAL_TEXT: Record<GoalKind, string> = {
  mostStables: 'Most Stable Owner cards.',
  mostAssistants: 'Most Assistant cards (Justice Bros count twice).',
  mostGoals: 'Most Goal cards.',
  mostHorses: 'Most Horse cards (Giumenta counts twice).',
  mostMoney: 'Most money after repaying loans.',
  fewestStables: 'Fewest Stable Owner cards.',
  fewestVp: 'Fewest VP (before goals).',
};

export const GOAL_CARD_NUMBERS: readonly number[] = Array.from({ length: 14 }, (_, i) => 46 + i);

export function goalKind(no: number): GoalKind {
  const k = GOAL_KINDS[Math.floor((no - 46) / 2)];
  if (!k || no > 59) throw new Error(`unknown goal card ${no}`);
  return k;
}
