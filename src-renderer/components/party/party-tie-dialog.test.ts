// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { newGame, partyView, type PartyState } from '../../../src-shared/index';
import { withI18n } from '../../testing/component-fixtures';
import PartyTieDialog from './party-tie-dialog.vue';

/** A race where Red and White crossed the line on square 13 together and wait for the bookmaker. */
function tied(): PartyState {
  const s = newGame({ mode: 'party', players: ['Ann', 'Bob'], seed: 1 });
  s.phase = 'race';
  s.bookmaker = 0;
  s.track = { positions: [8, 9, 10, 13, 7, 13], ranking: [], turned: [], arriving: [[3, 5]] };
  return s;
}

describe('PartyTieDialog (classic rulebook "Party Game": the bookmaker decides a tie; docs/rules.md §11)', () => {
  it('lists the tied horses the engine names and sends the order the bookmaker chose', async () => {
    const w = mount(PartyTieDialog, { ...withI18n(), props: { view: partyView(tied(), 0) } });
    const horses = w.findAll('[data-testid=party-tie-horse]');
    expect(horses.map((h) => h.attributes('data-color'))).toEqual(['red', 'white']);
    expect(horses[0]!.text()).toContain('+1');
    await w.get('[data-testid=party-tie-up-white]').trigger('click');
    await w.get('[data-testid=party-tie-confirm]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'photoOrder', seat: 0, order: ['white', 'red'] }]);
  });

  it('is a dialog named for what it asks', () => {
    const w = mount(PartyTieDialog, { ...withI18n(), props: { view: partyView(tied(), 0) } });
    expect(w.get('[role=dialog]').attributes('aria-labelledby')).toBe('party-tie-title');
    expect(w.get('#party-tie-title').text()).toBe('You order the tie');
  });
});
