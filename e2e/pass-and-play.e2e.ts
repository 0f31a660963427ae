import { GAME } from './game-tag';
import { expect, test, type Page } from '@playwright/test';
import { actionCard } from '../src-shared/engine/cards/action-cards';
import { readSaveText } from '../src-shared/save/save-file';
import type { GameState } from '../src-shared/engine/core/types';
import { watchLayout } from './layout/watch';
import { decide, PANELS } from './play-helpers';

// Pass-and-play (docs/rules.md §10): two people and two bots play a Family round at one screen.
// While one person acts, and at every hand-over, nothing secret of the other is on screen: no
// card of their hand, none of their face-down cards (DOM text and accessible names).

const HUMANS = { Anna: 0, Ben: 2 } as const;
type Human = keyof typeof HUMANS;

/** The game as the autosave holds it, replayed by the engine: the test's own view of the secrets. */
async function savedState(page: Page): Promise<GameState> {
  const text = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('horse-fever:save:') && !k.endsWith('.bak'));
    return key ? localStorage.getItem(key) : null;
  });
  const r = readSaveText(text ?? '', 'autosave');
  if (!r.ok) throw new Error(r.problem);
  return r.state as GameState;
}

/** Every text on the page, with the accessible names and descriptions given in attributes. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder'];
    const named = [...document.querySelectorAll('*')].flatMap((e) =>
      attrs.flatMap((a) => (e.getAttribute(a) ? [e.getAttribute(a)!] : [])),
    );
    return [document.body.textContent ?? '', ...named].join('\n');
  });
}

async function expectHidden(page: Page, secrets: readonly string[], when: string): Promise<void> {
  const text = await screenText(page);
  for (const s of secrets) expect(text, `${s} on screen ${when}`).not.toContain(s);
}

test(
  'two people and two bots play a Family round; neither sees the other’s cards',
  GAME,
  async ({ page }, testInfo) => {
    // The largest window, with the layout checker at every step (docs/layout-checker.md).
    await page.setViewportSize({ width: 2560, height: 1440 });
    const layout = await watchLayout(page, testInfo);
    await page.goto('/');
    await page.getByTestId('mode-family').check();
    await page.getByTestId('player-name').fill('Anna');
    await page.getByTestId('player-count').selectOption('4');
    const rows = page.getByTestId('seat-row');
    await rows.nth(1).getByTestId('bot-level').selectOption('human');
    await rows.nth(1).getByTestId('bot-name').fill('Ben');
    await page.getByTestId('seed-input').fill('31');
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('hand-over')).toBeVisible();

    // Each person's secret cards this round: the Action cards dealt to them (face down until the race).
    const dealt = await savedState(page);
    const secrets = Object.fromEntries(
      Object.entries(HUMANS).map(([name, seat]) => [name, dealt.players[seat]!.hand.map((c) => actionCard(c).name)]),
    ) as Record<Human, string[]>;
    expect(secrets.Anna.length).toBeGreaterThan(0);
    expect(secrets.Ben.length).toBeGreaterThan(0);
    const other = (h: Human): Human => (h === 'Anna' ? 'Ben' : 'Anna');

    let holder: Human | null = null;
    const handedTo: Human[] = [];
    const panels = [...PANELS.map((p) => `[data-testid="${p}"]`), '[data-testid="hand-over"]'].join(',');
    for (let guard = 0; guard < 60 && !(await page.getByTestId('payoff-moment').isVisible()); guard++) {
      await expect(page.locator(`${panels},[data-testid="payoff-moment"]`).first()).toBeVisible();
      if (await page.getByTestId('payoff-moment').isVisible()) break;
      // Face-down cards turn over for everyone when the race starts; until then they are secret.
      const phase = await page.getByTestId('table-screen').getAttribute('data-phase');
      const secret = phase === 'firstBets' || phase === 'fixing' || phase === 'secondBets';
      if (await page.getByTestId('hand-over').isVisible()) {
        const title = await page.getByTestId('hand-over').locator('h2').textContent();
        const next = (Object.keys(HUMANS) as Human[]).find((h) => title?.includes(h))!;
        if (secret) await expectHidden(page, [...secrets.Anna, ...secrets.Ben], `at the hand-over to ${next}`);
        handedTo.push(next);
        holder = next;
        await page.getByTestId('hand-over-ready').click();
        if (handedTo.length === 1) await page.getByTestId('speed-instant').click();
        continue;
      }
      // A decision of the person holding the screen: their own cards show, the other's never.
      const open = await Promise.all(PANELS.map((p) => page.getByTestId(p).isVisible()));
      const panel = PANELS[open.indexOf(true)];
      if (!panel || !holder) continue;
      if (phase === 'firstBets') {
        const mine = await page.getByTestId('my-cards').textContent();
        for (const s of secrets[holder]) expect(mine).toContain(s);
      }
      if (secret) await expectHidden(page, secrets[other(holder)], `while ${holder} acts`);
      const step = await page.getByTestId('decision-area').getAttribute('data-step');
      await decide(page, panel);
      await expect(page.getByTestId('decision-area')).not.toHaveAttribute('data-step', step ?? '');
    }
    await expect(page.getByTestId('payoff-moment')).toBeVisible();
    // The screen went from one person to the other and back, each time through the hand-over.
    expect(handedTo.slice(0, 3)).toEqual(handedTo[0] === 'Anna' ? ['Anna', 'Ben', 'Anna'] : ['Ben', 'Anna', 'Ben']);
    await layout.check('payoff moment');
    layout.expectClean('family 4p seed 31 2 people en 2560×1440');
  },
);
