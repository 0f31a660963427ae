import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n';
import { betsPlacedOn } from './bets-placed';

describe('betsPlacedOn', () => {
  const { t } = createAppI18n('en').global;
  const view = {
    seat: 1,
    players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
    bets: [
      { seat: 0, horse: 'red', kind: 'win', stake: 400 },
      { seat: 1, horse: 'red', kind: 'show', stake: 300 },
      { seat: 2, horse: 'blue', kind: 'win', stake: 200 },
    ] as const,
  };

  it('words every bet on the horse, the viewer\u2019s own as theirs, and no bet on another horse', () => {
    expect(betsPlacedOn(t, view, 'red')).toEqual(['Ann: Win 400', 'you: Show 300']);
    expect(betsPlacedOn(t, view, 'green')).toEqual([]);
  });
});
