// `npm run test:bots`, the long run outside `npm test`: the bots at full strength (*.bots.test.ts), minutes
// of work, and the random-game property tests at their full count of games (`npm test` plays a few of each:
// src-shared/testing/property-runs.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type {} from '../src-shared/testing/property-runs';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: [
      'ai/**/*.bots.test.ts',
      'src-shared/engine/core/properties.test.ts',
      'src-shared/engine/party/properties.test.ts',
      'src-shared/engine/history/undo.test.ts',
      'ai/sampling/determinize.test.ts',
    ],
    environment: 'node',
    testTimeout: 1_200_000,
    provide: { propertyRuns: 'full' },
  },
});
