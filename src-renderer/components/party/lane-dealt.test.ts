// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { COLORS, MOVEMENT_CARDS } from '../../../src-shared/index';
import { withI18n } from '../../testing/component-fixtures';
import { partyInRace, partyViewWith } from '../../testing/party-fixtures';
import LaneDealt from './lane-dealt.vue';

describe('LaneDealt (docs/rules.md §11: a Movement card’s values are dealt to the lanes in a drawn order)', () => {
  it('shows the value the last card dealt each lane, not the printed row', () => {
    // Card 2 dealt red first: red (lane 3) gets its first value, black (lane 0) its second, and so on.
    const order = ['red', 'black', 'blue', 'green', 'yellow', 'white'] as const;
    const view = partyInRace(1);
    view.track = { ...view.track!, turned: [...view.track!.turned, { card: 2, order: [...order] }] };
    const values = COLORS.map((_, lane) => mount(LaneDealt, { ...withI18n(), props: { view, lane } }).text());
    const card = MOVEMENT_CARDS[1]!;
    expect(values).toEqual([card[1], card[2], card[3], card[0], card[4], card[5]].map(String));
  });

  it('shows nothing before a card is turned', () => {
    expect(
      mount(LaneDealt, { ...withI18n(), props: { view: partyViewWith(4), lane: 0 } })
        .find('span')
        .exists(),
    ).toBe(false);
  });
});
