import { defineConfig } from '@playwright/test';

// Serves the production web build of the renderer (same UI as the desktop app).
// E2E_PORT lets several checkouts on one machine run their suites side by side.
const PORT = Number(process.env['E2E_PORT'] ?? 4173);
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  forbidOnly: !!process.env['CI'],
  // One worker: on the 2-core machine a second one made the suite no faster (it is CPU-bound).
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  // The timeouts only end a hang, never judge a slow machine (docs/testing.md): a loaded 2-core
  // laptop ran the specs' old 2–4 minute ceilings out. Waits state no shorter ceiling of their own.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: process.env['CI']
    ? [['list']]
    : [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the page at every action: it tripled the CPU a full game costs.
    // So only a retry records one (`--trace on` records every run when chasing a failure).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'web',
      testIgnore: '**/electron.e2e.ts',
      use: {
        browserName: 'chromium',
        // Every test comes as a returning player: the first-launch tutorial offer is tutorial.e2e.ts's subject.
        storageState: {
          cookies: [],
          origins: [
            { origin: `http://localhost:${PORT}`, localStorage: [{ name: 'horse-fever:tutorial', value: 'seen' }] },
          ],
        },
        // Debian's Chromium: Playwright's own browser download is not available here.
        launchOptions: {
          executablePath: CHROMIUM,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      },
    },
    { name: 'electron', testMatch: '**/electron.e2e.ts' },
  ],
  webServer: {
    // `npm test` makes the web build beside the checks (build/run-tests.mjs) and says so with E2E_PREBUILT.
    command: `${process.env['E2E_PREBUILT'] ? '' : 'npm run build:web && '}npm run preview:web -- --port ${PORT}`,
    cwd: '..',
    // A build of its own per port (vite.web.config.ts): suites on other ports may be building at the same time.
    env: { HF_WEB_OUT: PORT === 4173 ? 'out/web' : `out/web-${PORT}` },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
  },
});
