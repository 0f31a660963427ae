// `npm run test:dist`: checks of what ships, run after `electron-vite build`: the built main
// process against an Electron test double, the preload bundle, and electron-builder --dir
// packages for Linux and macOS made with a stand-in Electron (no Electron binary needed).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['{src-main,build}/**/*.dist.test.ts'],
    exclude: ['**/node_modules/**', 'out/**', 'dist/**'],
    environment: 'node',
    // A timeout only ends a hang (as in build/vitest.config.ts): electron-builder's Linux packaging
    // ran past the old 2-minute hook ceiling in npm test's pool on the shared machine (load ~16).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // The packaging tests run electron-builder, which is heavy: one file at a time.
    fileParallelism: false,
  },
});
