// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { viewWith, withI18n } from '../testing/component-fixtures';
import PlayerPanel from './player-panel.vue';

const panel = (bot: { level: 'easy' | 'normal' | 'hard'; personality: 'cautious' | 'bold' | 'tricky' | null } | null) =>
  mount(PlayerPanel, { ...withI18n(), props: { view: viewWith({}), seat: 1, thinking: false, bot } });

describe('PlayerPanel', () => {
  it("names a normal or hard bot's level and personality on its seat, so bots of one level can be told apart", () => {
    expect(panel({ level: 'normal', personality: 'bold' }).get('[data-testid=bot-kind]').text()).toBe('Normal, bold');
    expect(panel({ level: 'hard', personality: 'cautious' }).get('[data-testid=bot-kind]').text()).toBe(
      'Hard, cautious',
    );
    // Easy bots have one temperament, and a person's seat shows none.
    expect(panel({ level: 'easy', personality: null }).find('[data-testid=bot-kind]').exists()).toBe(false);
    expect(panel(null).find('[data-testid=bot-kind]').exists()).toBe(false);
  });
});
