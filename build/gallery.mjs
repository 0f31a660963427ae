// README gallery: reduced JPEG copies of the screenshot baselines (docs/gallery/*.jpg), drawn by
// the system Chromium. Run after retaking the baselines: node build/gallery.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const from = `${root}e2e/visual.e2e.ts-snapshots/`;
const to = `${root}docs/gallery/`;
const WIDTH = 960;
const QUALITY = 72;
// gallery name → baseline
const PICTURES = {
  title: 'title-1280',
  'first-bets': 'first-bets-1280',
  fixing: 'fixing-1280',
  'second-bets': 'second-bets-1280',
  race: 'race-1280',
  payoff: 'payoff-1280',
  end: 'end-1280',
  'board-purchase': 'board-purchase-1280',
  'board-keep': 'board-keep-1280',
  'board-lineup': 'board-lineup-1920',
  'board-auction': 'board-auction-1280',
  'card-library': 'card-library-1280',
  'how-to-play': 'how-to-play-1280',
  'saved-games': 'saved-games-1280',
  'race-2560': 'race-2560',
  party: 'party-1280',
  'hand-over': 'hand-over-1280',
  tutorial: 'tutorial-1280',
};

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: 540 } });
for (const [name, baseline] of Object.entries(PICTURES)) {
  const png = readFileSync(`${from}${baseline}-web-linux.png`).toString('base64');
  await page.setContent(
    `<style>body{margin:0}img{display:block;width:100vw}</style><img src="data:image/png;base64,${png}">`,
  );
  const height = await page.evaluate(() => Math.round(document.querySelector('img').getBoundingClientRect().height));
  await page.setViewportSize({ width: WIDTH, height });
  await page.screenshot({ path: `${to}${name}.jpg`, type: 'jpeg', quality: QUALITY });
}
await browser.close();
