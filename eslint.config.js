// One lint configuration for the whole repository (flat config). Prettier owns formatting;
// these rules own correctness and the layer boundaries of docs/architecture.md; import cycles are
// dependency-cruiser's (build/dependency-cruiser.mjs, in `npm run lint`), which reads the import
// graph once where import-x/no-cycle walked it again from every file.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each layer and the layers it must not import (the engine depends on nothing of ours). */
const layers = [
  { target: './src-shared', from: ['./ai', './src-renderer', './src-main', './cli', './e2e', './server'] },
  { target: './ai', from: ['./src-renderer', './src-main', './cli', './e2e', './server'] },
  { target: './src-renderer', from: ['./src-main', './cli', './e2e', './server'] },
  { target: './src-main', from: ['./src-renderer', './ai', './cli', './e2e', './server'] },
  { target: './server', from: ['./src-renderer', './src-main', './cli', './e2e'] },
  { target: './cli', from: ['./server'] },
  { target: './e2e', from: ['./server'] },
];

/**
 * ai/'s layers (ai/README.md): one decision flows down them one way, policies → search → sampling
 * and simulation → evaluation, so a lower layer never imports a higher one. Each folder (or
 * file) and the ai/ layers it may import; the entry (index.ts, runtime/) may import any of them.
 */
const aiLayers = {
  './ai/strategies': ['*'],
  './ai/testing': ['*'],
  './ai/runtime': ['*'],
  './ai/hints': ['policies', 'levels', 'search', 'evaluation', 'sampling', 'opponent-model', 'simulation', 'tuning'],
  './ai/policies': ['levels', 'search', 'evaluation', 'sampling', 'opponent-model', 'simulation', 'tuning'],
  './ai/levels.ts': ['search', 'evaluation', 'opponent-model', 'tuning'],
  './ai/search': ['evaluation', 'sampling', 'simulation', 'tuning'],
  './ai/evaluation': ['simulation', 'tuning'],
  './ai/sampling': ['opponent-model', 'tuning'],
  './ai/opponent-model': ['tuning'],
  './ai/simulation': ['tuning'],
  './ai/tuning.ts': [],
};
/**
 * src-shared/'s folders (docs/architecture.md): the engine knows nothing of save files or the host; the card
 * data knows only the engine's core; the Party Game (classic edition) shares the core and the cards, not the
 * Family/Board rules; the host contract knows only the save format's types.
 */
const sharedZones = [
  {
    target: './src-shared/engine',
    from: ['./src-shared/save', './src-shared/platform', './src-shared/index.ts'],
    message: 'The engine knows nothing of save files, the host or the public entry (src-shared/index.ts).',
  },
  {
    target: './src-shared/engine/cards',
    from: [
      './src-shared/engine/race',
      './src-shared/engine/family',
      './src-shared/engine/board',
      './src-shared/engine/party',
    ],
    message: 'Card data may import only the engine core.',
  },
  {
    target: './src-shared/engine/party',
    from: ['./src-shared/engine/race', './src-shared/engine/family', './src-shared/engine/board'],
    message: 'The Party Game shares the engine core and the cards, not the Family/Board rules.',
  },
  {
    target: './src-shared/platform',
    from: ['./src-shared/engine'],
    message: 'The host contract knows only the save format.',
  },
];

const aiZones = Object.entries(aiLayers).flatMap(([target, allowed]) => {
  if (allowed.includes('*')) return [];
  const name = (path) => path.replace('./ai/', '').replace(/\.ts$/, '');
  const above = Object.keys(aiLayers).filter((path) => path !== target && !allowed.includes(name(path)));
  const message = `ai/${name(target)} may import only ${allowed.join(', ') || 'the engine'} of ai/ (ai/README.md).`;
  return [{ target, from: ['./ai/index.ts', ...above], message }];
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.vue', '.json'] })],
      'import-x/extensions': ['.ts', '.js', '.mjs', '.vue'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    // Inside ai/, the layers of one decision (tests may reach across to build their cases).
    files: ['ai/**/*.ts'],
    ignores: ['ai/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layers, ...aiZones] }] },
  },
  {
    // The app asks the bots only through their runtime (the worker client, levels, the forecast's
    // shape), so no policy or search runs on the UI thread; tests may reach further to build cases.
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.vue'],
    ignores: ['src-renderer/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            {
              target: './src-renderer',
              from: './ai',
              except: ['./runtime'],
              message: 'The renderer imports the bots only through ai/runtime/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine runs anywhere: no Node built-ins, no DOM, no Vue.
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...sharedZones] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'vue', 'pinia', 'electron', 'comlink'],
              message: 'The engine imports nothing from Node, the DOM or Vue.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modes are told apart only in the mode registries (docs/architecture.md): a branch on the Party
    // Game elsewhere fails here, in scripts and in Vue templates alike.
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.vue', 'ai/**/*.ts', 'cli/**/*.ts', 'src-main/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-renderer/modes/**', 'cli/modes.ts'],
    rules: Object.fromEntries(
      ['no-restricted-syntax', 'vue/no-restricted-syntax'].map((rule) => [
        rule,
        [
          'error',
          {
            selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value='party']",
            message:
              'Ask a mode registry (src-renderer/modes/, cli/modes.ts) or narrow with familyBoardOf/partyOf instead of comparing modes.',
          },
        ],
      ]),
    ),
  },
  {
    // A focused test (it.only, describe.only, test.describe.only…) would silently skip the rest of the suite.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only']", message: 'No focused tests (.only) in the repository.' },
      ],
    },
  },
  prettier,
);
