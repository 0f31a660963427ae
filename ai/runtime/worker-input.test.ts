import { describe, expect, it } from 'vitest';
import { newGame, playerView } from '../../src-shared/index';
import { BotCallError, checkDecideCall, checkForecastCall, checkHintCall } from './worker-input';

const view = playerView(newGame({ mode: 'family', players: ['Ann', 'Bob'], seed: 1 }), 0);

describe('bot worker calls', () => {
  it('lets a decision or a forecast from the bot client through', () => {
    expect(() => checkDecideCall(view, 'hard', 'seed', { budgetMs: 900, personality: 'bold' })).not.toThrow();
    expect(() => checkDecideCall(view, 'random', 7, undefined)).not.toThrow();
    expect(() => checkDecideCall({ ...view, mode: 'party' }, 'easy', 1, {})).not.toThrow();
    expect(() => checkForecastCall(view, 200, 's')).not.toThrow();
    expect(() => checkHintCall(view, 'hint/3')).not.toThrow();
    expect(() => checkHintCall({ ...view, mode: 'party' }, 3)).not.toThrow();
  });

  it('refuses a wrong call by naming what is wrong', () => {
    const refusal = (call: () => void): string => {
      try {
        call();
      } catch (e) {
        expect(e).toBeInstanceOf(BotCallError);
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(() => checkDecideCall(null, 'hard', 1, {}))).toMatch(/no view/);
    expect(refusal(() => checkDecideCall({ ...view, mode: 'chess' }, 'hard', 1, {}))).toMatch(/no view/);
    expect(refusal(() => checkDecideCall(view, 'expert', 1, {}))).toMatch(/unknown level expert/);
    expect(refusal(() => checkDecideCall(view, 'easy', NaN, {}))).toMatch(/seed/);
    expect(refusal(() => checkDecideCall(view, 'easy', { s: 1 }, {}))).toMatch(/seed/);
    expect(refusal(() => checkDecideCall(view, 'easy', 1, 5))).toMatch(/options/);
    expect(refusal(() => checkDecideCall(view, 'easy', 1, { budgetMs: -1 }))).toMatch(/budgetMs/);
    expect(refusal(() => checkDecideCall(view, 'easy', 1, { budgetMs: '9' }))).toMatch(/budgetMs/);
    expect(refusal(() => checkDecideCall(view, 'hard', 1, { personality: 'shy' }))).toMatch(/unknown personality/);
    expect(refusal(() => checkForecastCall({ ...view, mode: 'party' }, 10, 1))).toMatch(/no view/);
    expect(refusal(() => checkForecastCall(view, 0, 1))).toMatch(/samples/);
    expect(refusal(() => checkForecastCall(view, 2.5, 1))).toMatch(/samples/);
    expect(refusal(() => checkHintCall({ ...view, mode: 'chess' }, 1))).toMatch(/no view/);
    expect(refusal(() => checkHintCall(view, Infinity))).toMatch(/seed/);
  });
});
