// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { describeSave, makeSave, serializeSave } from '../../../src-shared/save/save-file';
import { playRandomParty } from '../../../src-shared/engine/party/testing/random-party';
import { seededRandom } from '../../../src-shared/testing/random-game';
import { sampleSave } from '../../../src-shared/testing/sample-save';
import { withI18n } from '../../testing/component-fixtures';
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

  it('offers a Replay of its game, named for screen readers', async () => {
    const w = mountRow(sampleSave(8, 2, 'Playing').text);
    const replay = w.get('[data-testid=save-replay]');
    expect(replay.attributes('aria-label')).toBe('Replay Playing');
    await replay.trigger('click');
    expect(w.emitted('replay')).toHaveLength(1);
  });

  it('shows a game in progress with its current scores and no winner', () => {
    const { save, text } = sampleSave(8, 2, 'Playing');
    const w = mountRow(text);
    expect(w.find('[data-testid=save-winner]').exists()).toBe(false);
    expect(w.get('[data-testid=save-scores]').text()).toContain(`Ann: ${save.snapshot.scores[0]!.vp} VP`);
  });

  it('shows a finished Party Game by money, its winners sharing first place', () => {
    const options = {
      mode: 'party' as const,
      players: ['Ann', 'Bob', 'Cy'],
      seed: 7,
      partyOptions: { races: 2, startingMoney: 1000 },
    };
    const { state, log } = playRandomParty(options, seededRandom(1));
    const save = makeSave({ options, actions: log }, state, new Date(0));
    const final = save.snapshot.final!;
    const w = mountRow(serializeSave(save));
    const winners = final.filter((f) => f.place === 1).map((f) => f.name);
    expect(w.get('[data-testid=save-winner]').text()).toBe(
      `${winners.length > 1 ? 'Winners' : 'Winner'}: ${winners.join(', ')}`,
    );
    expect(w.findAll('[data-testid=save-scores] span').map((s) => s.text())).toEqual(
      final.map((f) => `${f.place}. ${f.name}: ${f.money}`),
    );
  });
});
