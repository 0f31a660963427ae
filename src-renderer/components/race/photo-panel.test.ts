// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../../stores/game-store';
import { viewWith, withI18n } from '../../testing/component-fixtures';
import PhotoPanel from './photo-panel.vue';

/** Green already 1st; black (0) and red (3) crossed together on equal odds, blue behind them. */
function tieView(bets: PlayerView['bets']): PlayerView {
  const base = viewWith({ moves: [{ type: 'photoOrder', seat: 0, tied: ['black', 'red'] }], bets });
  const race = { ranking: [2], pendingRank: [0, 3, 1], photoTies: [[0, 3]] };
  return { ...base, phase: 'race', race: { ...(base.race ?? {}), ...race } as PlayerView['race'] };
}

describe('PhotoPanel', () => {
  it('says which places the order decides and who bet on the tied horses (docs/rules.md §5.4)', async () => {
    const w = mount(PhotoPanel, {
      ...withI18n(),
      props: {
        view: tieView([
          { seat: 1, horse: 'red', kind: 'win', stake: 300 },
          { seat: 0, horse: 'black', kind: 'show', stake: 200 },
          { seat: 2, horse: 'blue', kind: 'win', stake: 100 },
        ]),
      },
    });
    expect(w.get('[data-testid=photo-places]').text()).toBe('Places at stake: 2nd, 3rd.');
    expect(w.get('[data-testid=photo-horse-red]').text()).toContain('Bob: Win 300');
    expect(w.get('[data-testid=photo-horse-black]').text()).toContain('you: Show 200');
    expect(w.text()).not.toContain('Cy');
    expect(w.find('[data-testid=photo-no-bets]').exists()).toBe(false);
    await w.get('[data-testid=photo-confirm]').trigger('click');
    expect(w.emitted('act')?.[0]).toEqual([{ type: 'photoOrder', seat: 0, order: ['black', 'red'] }]);
  });

  it('says so when nobody bet on them', () => {
    const w = mount(PhotoPanel, { ...withI18n(), props: { view: tieView([]) } });
    expect(w.get('[data-testid=photo-no-bets]').text()).toBe('Nobody has bet on these horses.');
  });
});
