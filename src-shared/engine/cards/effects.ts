/**
 * What a card does to its horse, as data. Action cards and Horse cards share these kinds; the
 * symbol says which Action card overrules which Horse card (docs/rules.md §5.3).
 */
export type RaceSymbol =
  'START' | 'SPRINT' | 'FINISH' | 'LAST' | 'FIRST' | 'PHOTO' | 'ODDS' | 'CARDS' | 'PAYOFF' | 'VP' | 'NONE';

export type CardEffect =
  | { kind: 'startSet'; value: number }
  | { kind: 'startAdd'; value: number }
  | { kind: 'sprintSet'; value: number }
  | { kind: 'sprintAdd'; value: number }
  | { kind: 'noSprint' }
  | { kind: 'finishAdd'; value: number }
  | { kind: 'finishStop' }
  | { kind: 'lastSet'; value: number }
  | { kind: 'firstSet'; value: number }
  | { kind: 'photo'; value: 1 | -1 }
  /** rows > 0 moves the stable towards 1:7 (lower odds), rows < 0 towards 1:2. */
  | { kind: 'odds'; rows: number }
  | { kind: 'discard'; colour: 'green' | 'red' }
  /** Money to every player who bet on the horse (Action 17/21). */
  | { kind: 'bettorMoney'; value: number }
  /** Money to the player who lined the Horse card up (Horse 42/43). */
  | { kind: 'ownerMoney'; value: number }
  | { kind: 'vp'; value: number };
