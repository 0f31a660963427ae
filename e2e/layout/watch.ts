import { expect, type Page, type TestInfo } from '@playwright/test';
import { layoutViolations, type Violation } from './invariants';

export interface Found extends Violation {
  /** Where in the game: the phase and the engine step, or the moment (payoff, final scores…). */
  at: string;
}

export interface LayoutWatch {
  /** Every violation seen so far, each once, where it was first seen. */
  readonly found: Found[];
  /** Checks the page now (a decision, a moment over the table), `at` naming where. */
  check(at: string): Promise<void>;
  /** How many states have been checked, by the test and by the page's own observer. */
  states(): Promise<number>;
  /** Fails the test with one line per finding, prefixed by `game` (seed, size, language). */
  expectClean(game: string): void;
}

/**
 * Installs the layout checker in the page before the app loads (call before `page.goto`): it
 * runs again after every step the table shows (a race's steps too: the decision area's
 * `data-step` follows the engine's log), and each first sighting is reported at once so that
 * the first findings' screenshots show them.
 */
export async function watchLayout(page: Page, testInfo: TestInfo): Promise<LayoutWatch> {
  const found: Found[] = [];
  const keys = new Set<string>();
  let shots = 0;
  let checks = 0;
  const report = async (v: Found[]): Promise<void> => {
    const fresh = v.filter((x) => !keys.has(`${x.rule} ${x.element}`) && !!keys.add(`${x.rule} ${x.element}`));
    if (!fresh.length) return;
    found.push(...fresh);
    if (shots++ < 12) {
      const path = testInfo.outputPath(`${fresh[0]!.at} ${fresh[0]!.rule}.png`.replace(/[^\w.-]+/g, '-'));
      await page.screenshot({ path });
      await testInfo.attach(`${fresh[0]!.at}: ${fresh[0]!.rule}`, { path, contentType: 'image/png' });
    }
  };
  await page.exposeBinding('__layoutFound', async (_src, v: Found[]) => report(v));
  await page.addInitScript((check) => {
    const w = window as unknown as {
      __layoutCheck: () => Violation[];
      __layoutFound: (v: Found[]) => Promise<void>;
      __layoutSteps: number;
    };
    w.__layoutCheck = (0, eval)(`(${check})`) as () => Violation[];
    w.__layoutSteps = 0;
    const seen = new Set<string>();
    let queued = false;
    const run = (): void => {
      queued = false;
      w.__layoutSteps++;
      const table = document.querySelector('[data-testid=table-screen]');
      const step = document.querySelector('[data-testid=decision-area]')?.getAttribute('data-step') ?? '?';
      const at = `${table?.getAttribute('data-phase') ?? 'screen'} step ${step}`;
      const fresh = w.__layoutCheck().filter((v) => {
        const key = `${v.rule} ${v.element}`;
        return !seen.has(key) && !!seen.add(key);
      });
      if (fresh.length) void w.__layoutFound(fresh.map((v) => ({ ...v, at })));
    };
    // After the step is drawn (two frames), and once more when a slide or a pop-in has settled.
    const later = (): void => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => requestAnimationFrame(run));
      setTimeout(() => requestAnimationFrame(run), 450);
    };
    new MutationObserver(later).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-step', 'data-turned', 'data-phase'],
    });
  }, layoutViolations.toString());
  return {
    found,
    async check(at) {
      checks++;
      const v = await page.evaluate(() => (window as unknown as { __layoutCheck: () => Violation[] }).__layoutCheck());
      await report(v.map((x) => ({ ...x, at })));
    },
    async states() {
      return checks + (await page.evaluate(() => (window as unknown as { __layoutSteps: number }).__layoutSteps));
    },
    expectClean(game) {
      const lines = found.map((f) => `${game} · ${f.at} · ${f.rule} · ${f.element} "${f.text}" · ${f.detail}`);
      expect(found, lines.join('\n')).toEqual([]);
    },
  };
}
