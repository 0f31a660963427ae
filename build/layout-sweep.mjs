// `npm run test:layout`: the layout checker's wide sweep (docs/layout-checker.md). Plays, for every
// window size (1280×720, 1920×1080, 2560×1440) and language (en, fr, it), a 4-player Family Game,
// a 6-player Board Game and a 12-seat Party Game to their final scores, and a pass-and-play Family
// Game, each on several seeds, checking the table at every decision and race step.
//
//   npm run test:layout                      two seeds per mode, size and language (72 games)
//   npm run test:layout -- --seeds 1         one seed each (36 games)
//   npm run test:layout -- --workers 2 ...   any further options go to Playwright
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
let seeds = '2';
const i = args.indexOf('--seeds');
if (i >= 0) [, seeds] = args.splice(i, 2);
if (!/^[1-9]\d*$/.test(seeds ?? '')) {
  console.error('--seeds takes a whole number from 1');
  process.exit(2);
}
const child = spawn(
  process.platform === 'win32' ? 'npx.cmd' : 'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', `${root}e2e/layout-games.e2e.ts`, ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LAYOUT_SWEEP: '1', LAYOUT_SEEDS: seeds } },
);
child.on('close', (code) => process.exit(code ?? 1));
