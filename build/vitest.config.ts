// Unit tests live beside the code as *.test.ts; Playwright specs (e2e/) are excluded.
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['**/node_modules/**', 'e2e/**', 'out/**', '**/*.dist.test.ts', '**/*.bots.test.ts'];

/**
 * The renderer's tests that replace a module or a global (vi.mock, vi.spyOn, fake timers, stubbed
 * globals), or that read the saves of the one current platform (setPlatform): a shared module graph
 * would hand them the real module another file already imported, the next file their stand-in, or
 * the saves a game left running by an earlier file still autosaves (game-store's count of saves
 * failed so). Each keeps a graph of its own; a new such test joins them.
 */
const RENDERER_ALONE = [
  'src-renderer/components/cards/game-card.test.ts',
  'src-renderer/components/cards/tokens.test.ts',
  'src-renderer/components/race/payoff-frame.test.ts',
  'src-renderer/components/race/payoff-moment.test.ts',
  'src-renderer/components/screens/new-game-screen.test.ts',
  'src-renderer/components/screens/record-screen.test.ts',
  'src-renderer/components/screens/saved-games-screen.test.ts',
  'src-renderer/components/table/black-board.test.ts',
  'src-renderer/components/table/game-log-long.test.ts',
  'src-renderer/components/table/sound-control.test.ts',
  'src-renderer/composables/use-shortcuts.test.ts',
  'src-renderer/game/music.test.ts',
  'src-renderer/i18n/load-locale.test.ts',
  'src-renderer/platform/menu-commands.test.ts',
  'src-renderer/platform/party-save.test.ts',
  'src-renderer/platform/save-costs.test.ts',
  'src-renderer/platform/web-platform.test.ts',
  'src-renderer/platform/web-storage.test.ts',
  'src-renderer/stores/game-store-hand-over.test.ts',
  'src-renderer/stores/game-store-saves.test.ts',
  'src-renderer/stores/game-store.test.ts',
  'src-renderer/stores/party-store.test.ts',
  'src-renderer/tutorial/coach-mark.test.ts',
];

/**
 * The tests outside the renderer that replace modules (vi.mock, vi.doMock): the bots' call tracer wraps
 * every ai/ module, the saves folder's costs count the calls to its readers; in a shared graph they
 * got the real modules another file had imported (saves-folder-costs failed so).
 */
const MOCKING_ALONE = ['cli/ai-flow.test.ts', 'src-main/saves-folder-costs.test.ts'];

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
    // machine). Ten minutes for one test is a hang. A test states no shorter timeout of its own, and a
    // wait for something asynchronous allows a minute (expect.poll's default here; vi.waitFor's, whose
    // own default of 1 s no config changes, stated at each call).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 60_000 } },
    // Each project's files run together, one project after the other (groupOrder): run side by side,
    // vitest's one worker on two cores took files of the projects in turn, so the shared graphs of
    // `pure` and `renderer` were imported again and happy-dom set up again at every switch (the whole
    // run 168.7 s and 153 CPU s side by side, 124.8 s and 110 CPU s in groups; docs/testing.md).
    projects: [
      {
        // The engine, the bots, the command line, the build scripts and Electron's main process (on its
        // test doubles): modules with no global state, so one worker runs file after file without a
        // fresh module graph for each (isolation re-imported the engine and the bots for every file:
        // docs/testing.md). A spy is undone after its test, as a fresh file would have it. The bots'
        // tests once failed here (determinize's board games sampling no future plays): that was
        // fast-check's random seed, fixed since (f8ddac6).
        extends: true,
        test: {
          name: 'pure',
          sequence: { groupOrder: 0 },
          include: ['{src-shared,ai,cli,build,src-main}/**/*.test.ts'],
          // Their vi.mock and vi.doMock (ai-flow wraps every ai/ module) need a graph of their own.
          exclude: [...EXCLUDE, ...MOCKING_ALONE],
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // The renderer's components, stores and game logic, in one module graph and one happy-dom
        // per worker: isolation set up Vue, i18n and happy-dom again for each file (the renderer's 90
        // files isolated: 194.7 CPU s; the 69 shared here: 34.4, passing in the five orders tried).
        extends: true,
        test: {
          name: 'renderer',
          sequence: { groupOrder: 1 },
          include: ['src-renderer/**/*.test.ts'],
          exclude: [...EXCLUDE, ...RENDERER_ALONE],
          isolate: false,
          setupFiles: ['src-renderer/testing/shared-graph-setup.ts'],
        },
      },
      {
        // The tests that replace a module, outside the renderer and in it: each file alone. As VM
        // contexts in one process (pool vmForks) this project alone cost less (43.6 CPU s, 66.4 as
        // forks), but a whole shuffled run so cost 422 CPU s (318.5 as forks, in order) and failed
        // black-board's slide, which passes alone: not used.
        extends: true,
        test: { name: 'app', include: [...MOCKING_ALONE, ...RENDERER_ALONE], sequence: { groupOrder: 2 } },
      },
      {
        // The game server: real Colyseus servers on free localhost ports, each file alone.
        extends: true,
        test: { name: 'server', include: ['server/**/*.test.ts'], sequence: { groupOrder: 3 } },
      },
    ],
  },
});
