// Unit tests live beside the code as *.test.ts; Playwright specs (e2e/) are excluded.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [vue()],
  test: {
    include: ['{src-shared,ai,src-main,src-renderer,cli}/**/*.test.ts'],
    // *.dist.test.ts check the built app and installers: build/vitest.dist.config.ts (npm run test:dist); *.bots.test.ts
    // are the bot tournament: build/vitest.bots.config.ts (npm run test:bots).
    exclude: ['**/node_modules/**', 'e2e/**', 'out/**', '**/*.dist.test.ts', '**/*.bots.test.ts'],
    environment: 'node',
  },
});
