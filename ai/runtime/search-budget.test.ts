import { describe, expect, it } from 'vitest';
import { ANSWER_MS, searchBudgetMs } from './search-budget';

describe('the search share of a decision budget', () => {
  it('takes out the trip into the worker and the answer back', () => {
    expect(searchBudgetMs(15, 1_000, 1_003)).toBe(15 - 3 - ANSWER_MS);
    expect(searchBudgetMs(900, 1_000, 1_000)).toBe(900 - ANSWER_MS);
  });

  it('counts the whole budget from the worker when the caller said nothing of when it asked', () => {
    expect(searchBudgetMs(200, undefined, 5_000)).toBe(200 - ANSWER_MS);
  });

  it('never goes below nothing, nor counts a clock that went back', () => {
    expect(searchBudgetMs(15, 1_000, 1_040)).toBe(0);
    expect(searchBudgetMs(15, 1_010, 1_000)).toBe(15 - ANSWER_MS);
  });

  it('leaves an uncapped decision uncapped', () => {
    expect(searchBudgetMs(undefined, 1_000, 1_500)).toBeUndefined();
  });
});
