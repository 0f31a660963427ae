// The renderer as a plain web app (no Electron): the platform adapter falls
// back to the web implementation because window.horseFever is absent.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export const WEB_DEV_PORT = 5173;
export const WEB_PREVIEW_PORT = 4173;

export default defineConfig({
  root,
  base: './',
  plugins: [vue()],
  // HF_WEB_OUT (relative to the repository) gives each Playwright port its own build, so suites run
  // side by side on one checkout do not serve each other's half-written files.
  build: {
    outDir: fileURLToPath(new URL(`../${process.env['HF_WEB_OUT'] ?? 'out/web'}`, import.meta.url)),
    emptyOutDir: true,
  },
  server: { port: WEB_DEV_PORT, strictPort: true },
  preview: { port: WEB_PREVIEW_PORT, strictPort: true },
});
