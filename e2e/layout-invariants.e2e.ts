import { expect, test, type Page } from '@playwright/test';
import { layoutViolations } from './layout/invariants';

// The layout checker's rules on small pages made to break each one, and on one that keeps them
// all: a rule that cannot fail would let every real table pass.

const rules = async (page: Page, body: string): Promise<string[]> => {
  await page.setViewportSize({ width: 400, height: 300 });
  await page.setContent(`<style>body{margin:0;font:14px sans-serif}*{box-sizing:border-box}</style>${body}`);
  const found = await page.evaluate(layoutViolations);
  return [...new Set(found.map((v) => v.rule))].sort();
};

test('a page that keeps every rule has no finding', async ({ page }) => {
  const ok = `
    <div style="height:300px;display:grid;grid-template-rows:auto 1fr">
      <h2>Title</h2>
      <ol data-scrolls style="overflow:auto;min-height:0">${'<li>line</li>'.repeat(40)}</ol>
    </div>
    <p class="sr-only" style="position:absolute;top:0;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">hidden help</p>`;
  expect(await rules(page, ok)).toEqual([]);
});

test('each broken rule is named', async ({ page }) => {
  expect(await rules(page, '<div style="height:900px">tall</div>')).toContain('page-scroll');
  expect(await rules(page, `<aside style="height:100px;overflow:auto">${'<p>mine</p>'.repeat(20)}</aside>`)).toContain(
    'scrolls',
  );
  expect(
    await rules(
      page,
      '<div style="width:100px;overflow:hidden"><span style="white-space:nowrap">a very long text that cannot fit</span></div>',
    ),
  ).toContain('clipped');
  expect(
    await rules(
      page,
      '<section role="dialog" style="width:120px;height:80px"><table><tr><td>Name</td><td>Money</td><td>Loans</td><td>VP</td><td>Goals</td></tr></table></section>',
    ),
  ).toContain('outside');
  expect(
    await rules(page, '<button style="width:40px;overflow:hidden;white-space:nowrap">Confirm the bet</button>'),
  ).toContain('cut-text');
  expect(
    await rules(
      page,
      `<div style="height:100px;overflow:auto" data-scrolls><section data-testid="decision-area">${'<p>why</p>'.repeat(10)}<button>Bet</button></section></div>`,
    ),
  ).toContain('decision-hidden');
  const board = (rows: number, side: string) => `
    <section data-testid="blackboard" style="position:relative;width:300px;height:200px;overflow:hidden">
      <table style="width:200px">${Array.from({ length: rows }, (_, r) => `<tr data-testid="odds-row" style="height:40px"><th>1:${r + 2}</th><td>Red</td></tr>`).join('')}</table>
      ${side}
    </section>`;
  expect(await rules(page, board(6, ''))).toContain('odds-rows');
  // Rows laid out by the board's grid (display: contents) are boxed by their cells.
  const grid = (rows: number, h: number) => `
    <section data-testid="blackboard" style="width:300px;height:200px;overflow:hidden">
      <table style="display:grid;grid-template-columns:auto 1fr;grid-auto-rows:${h}px"><tbody style="display:contents">${Array.from({ length: rows }, (_, r) => `<tr data-testid="odds-row" style="display:contents"><th>1:${r + 2}</th><td>Red</td></tr>`).join('')}</tbody></table>
    </section>`;
  expect(await rules(page, grid(6, 30))).toEqual([]);
  expect(await rules(page, grid(6, 40))).toContain('odds-rows');
  expect(await rules(page, board(4, ''))).toContain('odds-rows');
  expect(
    await rules(
      page,
      board(
        4,
        '<div data-testid="ranking" style="position:absolute;left:20px;top:10px;width:80px;height:40px">1. Red</div>',
      ),
    ),
  ).toContain('overlap');
  expect(
    await rules(
      page,
      '<div data-testid="pawn" style="position:absolute;left:10px;top:10px;width:40px;height:20px"></div><p data-testid="callout" style="position:absolute;left:20px;top:15px;margin:0">1st!</p>',
    ),
  ).toContain('overlap');
  const over = (testid: string, bottom: number) => `
    <section data-testid="${testid}" style="position:fixed;left:10px;right:10px;top:10px;height:${bottom - 10}px">Scores</section>
    <div data-testid="players" style="position:fixed;left:10px;right:10px;top:220px;height:70px">Ann</div>`;
  for (const testid of ['end-screen', 'payoff-moment']) {
    expect(await rules(page, over(testid, 200))).toEqual([]);
    expect(await rules(page, over(testid, 240))).toContain('covered');
  }
});
