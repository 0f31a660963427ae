// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { describeSave } from '../../src-shared/save-file';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { withI18n } from '../testing/component-fixtures';
import SavedGameRow from './saved-game-row.vue';

const mountRow = (text: string) =>
  mount(SavedGameRow, {
    ...withI18n(),
    props: { entry: describeSave('slot', text, 'slot.json'), current: false, busy: false },
  });

describe('SavedGameRow', () => {
  it('shows a finished game’s winner and final scores by place', () => {
    // Enough random moves to play the game to its end.
    const { save, text } = sampleSave(10_000, 4, 'Done');
    expect(save.snapshot.phase).toBe('gameOver');
    const final = save.snapshot.final!;
    const w = mountRow(text);
    expect(w.get('[data-testid=save-winner]').text()).toBe(`Winner: ${final.find((f) => f.place === 1)!.name}`);
    expect(w.findAll('[data-testid=save-scores] span').map((s) => s.text())).toEqual(
      final.map((f) => `${f.place}. ${f.name}: ${f.vp} VP, ${f.money}`),
    );
  });

  it('shows a game in progress with its current scores and no winner', () => {
    const { save, text } = sampleSave(8, 2, 'Playing');
    const w = mountRow(text);
    expect(w.find('[data-testid=save-winner]').exists()).toBe(false);
    expect(w.get('[data-testid=save-scores]').text()).toContain(`Ann: ${save.snapshot.scores[0]!.vp} VP`);
  });
});
