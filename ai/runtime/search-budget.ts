/**
 * A decision's cap is the time the table waits for it (issue 32: max within 10% of the budget,
 * measured from the call). The search in the worker gets what is left of it once the view's copy and
 * its trip into the worker are spent, less a reserve for the answer's way back.
 */

/** The answer's way back to the table: a small action posted and its message handled. */
export const ANSWER_MS = 1;

/** The search's own cap, from the decision's `budgetMs` and when it was asked (`sentAt`, Date.now()); never below 0. */
export function searchBudgetMs(
  budgetMs: number | undefined,
  sentAt: number | undefined,
  now: number,
): number | undefined {
  if (budgetMs === undefined) return undefined;
  const spent = sentAt === undefined ? 0 : Math.max(0, now - sentAt);
  return Math.max(0, budgetMs - spent - ANSWER_MS);
}
