// `npm run test:bots`: the bots at full strength (*.bots.test.ts), minutes of work, outside `npm test`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['ai/**/*.bots.test.ts'],
    environment: 'node',
    testTimeout: 1_200_000,
  },
});
