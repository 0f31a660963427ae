// The renderer as a plain web app (no Electron): the platform adapter falls
// back to the web implementation because window.horseFever is absent.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The bots' worker build, shared with the desktop renderer (electron.vite.config.ts). The engine's
 * modules only declare (none runs code when loaded), so the worker may drop those the bots never
 * call: the action and options schemas, and zod with them (docs/performance.md, "Shipped weight").
 * Only unused modules go: whatever the bots call stays in.
 */
export const WORKER_BUILD = {
  rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]src-shared[\\/]/.test(id) } },
};

export const WEB_DEV_PORT = 5173;
export const WEB_PREVIEW_PORT = 4173;

export default defineConfig({
  root,
  base: './',
  plugins: [vue()],
  worker: WORKER_BUILD,
  // HF_WEB_OUT (relative to the repository) gives each Playwright port its own build, so suites run
  // side by side on one checkout do not serve each other's half-written files.
  build: {
    outDir: fileURLToPath(new URL(`../${process.env['HF_WEB_OUT'] ?? 'out/web'}`, import.meta.url)),
    emptyOutDir: true,
  },
  server: { port: WEB_DEV_PORT, strictPort: true },
  preview: { port: WEB_PREVIEW_PORT, strictPort: true },
});
