// Unit tests live beside the code as *.test.ts; Playwright specs (e2e/) are excluded.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['**/node_modules/**', 'e2e/**', 'out/**', '**/*.dist.test.ts', '**/*.bots.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [vue()],
  test: {
    // *.dist.test.ts check the built app and installers: build/vitest.dist.config.ts (npm run test:dist); *.bots.test.ts
    // are the bot tournament: build/vitest.bots.config.ts (npm run test:bots).
    exclude: EXCLUDE,
    environment: 'node',
    // The timeouts are there to end a hung test, never to judge a slow one: the tests bound their
    // work (bots by samples and races, games by steps), so their time is the machine's load alone,
    // which nobody here controls (vitest's default 5 s failed ai/index.test.ts on a busy 2-core
    // machine). Ten minutes for one test is a hang. A test states no shorter timeout of its own.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    projects: [
      {
        // The engine, the command line and the build scripts: plain modules with no global state,
        // so one worker runs file after file without a fresh module graph for each (isolation
        // re-imported the engine for every file: docs/testing.md). A spy is undone after its test,
        // as a fresh file would have it.
        extends: true,
        test: {
          name: 'pure',
          include: ['{src-shared,cli,build}/**/*.test.ts'],
          // It wraps every ai/ module with vi.doMock before importing them: it needs a graph of its own.
          exclude: [...EXCLUDE, 'cli/ai-flow.test.ts'],
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // The renderer (components, stores, happy-dom), Electron's main process, the bots and
        // their call tracer: each file alone. Sharing modules made two bot tests fail (ai-flow's
        // vi.doMock of every ai/ module; determinize's board games sampling no future plays).
        extends: true,
        test: { name: 'app', include: ['{src-main,src-renderer,ai}/**/*.test.ts', 'cli/ai-flow.test.ts'] },
      },
      {
        // The game server: real Colyseus servers on free localhost ports, each file alone.
        extends: true,
        test: { name: 'server', include: ['server/**/*.test.ts'] },
      },
    ],
  },
});
