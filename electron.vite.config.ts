import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
import { WORKER_BUILD } from './src-renderer/vite.web.config';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // host: the game server "Host a game on this network" starts in a utility process (src-main/host-process.ts).
      rolldownOptions: { input: { index: resolve('src-main/index.ts'), host: resolve('server/desktop-host.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { index: resolve('src-main/preload.ts') },
        // Sandboxed preloads cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [vue()],
    worker: WORKER_BUILD,
    build: {
      // Minified like the web build (vite.web.config.ts): electron-vite leaves it off by default.
      minify: true,
      outDir: resolve('out/renderer'),
      rolldownOptions: { input: { index: resolve('src-renderer/index.html') } },
    },
  },
});
