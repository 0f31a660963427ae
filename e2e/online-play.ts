import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { decide, waitForDecision, type Panel } from './play-helpers';

// The steps the online specs share: a person of their own per browser context, the lobby, each
// seat's decisions made through the UI and checked by the server, the final scores.

/** The character card of the page's own seat (a seat that comes back after a reload or restart must show the same). */
export function characterCard(page: Page): Promise<string | null> {
  return page.locator('[data-testid="my-character"] [data-card]').first().getAttribute('data-card');
}

/** How a spec makes one decision: play-helpers' simple choices unless a spec chooses otherwise. */
export type Decider = (page: Page, panel: Panel) => Promise<void>;

/** Resolves once the server has answered the move made at `step`: the next view, the end, a refusal or a question. */
export function answered(page: Page, step: string | null): Promise<unknown> {
  return page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="end-screen"]')?.checkVisibility() ||
      document.querySelector('[data-testid="online-refusal"]') ||
      document.querySelector('[data-testid="confirm-box"]') ||
      document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
    step,
  );
}

/**
 * Makes the decision of `panel`, saying Yes when the table asks first (a stake over half the
 * player's money, say), and waits for the server's answer: the next view, the end, or a refusal,
 * which no online test expects.
 */
export async function decideOnline(page: Page, panel: Panel, act: Decider = decide): Promise<void> {
  const step = await page.getByTestId('decision-area').getAttribute('data-step');
  await act(page, panel);
  await answered(page, step);
  const asked = page.getByTestId('confirm-box');
  if (await asked.isVisible()) {
    await asked.getByTestId('confirm-yes').click();
    await expect(asked).toHaveCount(0);
    await answered(page, step);
  }
  await expect(page.getByTestId('online-refusal')).toHaveCount(0);
}

/** How a page opens: its language, its window, and the layout checker's watch given the page before it loads. */
export interface Opening {
  locale?: string;
  size?: { width: number; height: number };
  watch?: (p: Page) => Promise<void>;
}

/** Opens the online screen for a person of their own (a fresh browser context), the server's address and the name typed. */
export type OpenOnline = (name: string, address: string, o?: Opening) => Promise<Page>;

/**
 * The online specs' test: its `openOnline` fixture closes every context it opened when the test
 * ends, passed or failed. A page left open kept its table animating and its socket retrying in the
 * one browser the whole suite shares: three of them took most of a core from every spec after them.
 */
export const test = base.extend<{ openOnline: OpenOnline }>({
  openOnline: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (name, address, o = {}) => {
      const context = await browser.newContext({ viewport: o.size ?? { width: 1280, height: 720 } });
      contexts.push(context);
      const page = await context.newPage();
      await o.watch?.(page);
      await page.addInitScript((l) => {
        localStorage.setItem('horse-fever:tutorial', 'seen');
        localStorage.setItem('horse-fever:locale', l);
      }, o.locale ?? 'en');
      await page.goto('/');
      await page.getByTestId('open-online').click();
      await page.getByTestId('online-address').fill(address);
      await page.getByTestId('online-name').fill(name);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

/** Hosts a table of `mode` with bots at the given seats (seat → level); returns the invite code. */
export async function hostTable(
  page: Page,
  mode: 'family' | 'board' | 'party',
  bots: Record<number, string>,
): Promise<string> {
  await page.getByTestId('online-host-go').click();
  await expect(page.getByTestId('online-lobby')).toBeVisible();
  await page.getByTestId(`online-mode-${mode}`).check();
  for (const [seat, level] of Object.entries(bots)) {
    const row = page.locator(`[data-testid="lobby-seat"][data-seat="${seat}"]`);
    await row.getByTestId('seat-kind').selectOption('bot');
    await row.getByTestId('seat-level').selectOption(level);
    await expect(row.getByTestId('seat-level')).toHaveValue(level);
  }
  return (await page.getByTestId('invite-code').getAttribute('data-code'))!;
}

/** Joins by the code; resolves once the host's lobby shows the friend seated. */
export async function joinTable(page: Page, code: string, host: Page): Promise<void> {
  const name = await page.getByTestId('online-name').inputValue();
  await page.getByTestId('online-code').fill(code);
  await page.getByTestId('online-join-go').click();
  await expect(page.getByTestId('online-lobby')).toBeVisible();
  await expect(host.locator('[data-testid="lobby-seat"][data-taken="true"]').filter({ hasText: name })).toHaveCount(1);
}

/** The host starts; every page shows the table, the race at instant speed. */
export async function startTable(host: Page, pages: Page[]): Promise<void> {
  await host.getByTestId('online-start').click();
  for (const page of pages) {
    await expect(page.getByTestId('table-screen')).toBeVisible();
    await page.getByTestId('speed-instant').click();
  }
}

/** The data-card ids of the page's own hand. */
export function handCards(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="my-hand"] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** Each page shows a hand of its own and none of its cards shows on another page. */
export async function expectOwnHandsOnly(pages: Page[]): Promise<void> {
  const hands = await Promise.all(pages.map(handCards));
  const shown = await Promise.all(
    pages.map((p) => p.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))),
  );
  for (const [i, hand] of hands.entries()) {
    expect(hand.length).toBeGreaterThan(0);
    for (const [j, cards] of shown.entries()) if (j !== i) expect(cards.filter((c) => hand.includes(c))).toEqual([]);
  }
}

export interface SeatRun {
  decisions: number;
  panels: Set<Panel>;
  /** Payoff moments continued through (one per race the page was shown). */
  payoffs: number;
}

export interface SeatHooks {
  /** Makes a decision (play-helpers' choices unless given). */
  act?: Decider;
  /** Called with each race's payoff moment on screen, before Continue. */
  atPayoff?: (payoffs: number) => Promise<void>;
}

/** Plays the page's seat through the UI to the final scores, each decision checked by the server. */
export async function playOnline(page: Page, hooks: SeatHooks = {}): Promise<SeatRun> {
  const run: SeatRun = { decisions: 0, panels: new Set(), payoffs: 0 };
  for (let guard = 0; guard < 2000; guard++) {
    const panel = await waitForDecision(page);
    if (panel === 'end') break;
    if (panel === 'payoff') {
      await hooks.atPayoff?.(run.payoffs);
      run.payoffs++;
      await page.getByTestId('payoff-continue').click();
      await expect(page.getByTestId('payoff-moment')).toHaveCount(0);
      continue;
    }
    run.panels.add(panel);
    await decideOnline(page, panel, hooks.act);
    run.decisions++;
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  return run;
}

/** The final scores as the page shows them, a line a player. */
export function finalScores(page: Page): Promise<string[]> {
  return page.getByTestId('score-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.trim()));
}
