// Unit tests live beside the code as *.test.ts; Playwright specs (e2e/) are excluded.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [vue()],
  test: {
    include: ['{src-shared,ai,src-main,src-renderer,cli,build}/**/*.test.ts'],
    // *.dist.test.ts check the built app and installers: build/vitest.dist.config.ts (npm run test:dist); *.bots.test.ts
    // are the bot tournament: build/vitest.bots.config.ts (npm run test:bots).
    exclude: ['**/node_modules/**', 'e2e/**', 'out/**', '**/*.dist.test.ts', '**/*.bots.test.ts'],
    environment: 'node',
    // The timeouts are there to end a hung test, never to judge a slow one: the tests bound their
    // work (bots by samples and races, games by steps), so their time is the machine's load alone,
    // which nobody here controls (vitest's default 5 s failed ai/index.test.ts on a busy 2-core
    // machine). The whole suite takes about a minute alone; ten minutes for one test is a hang.
    // A test states no shorter timeout of its own.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
