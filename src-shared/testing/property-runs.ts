// How many random games a property test plays: a few in `npm test`, every invariant still checked on
// every step of each, and the full count in the long run, `npm run test:bots` (docs/testing.md, "npm test").
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'full' in the long run (build/vitest.bots.config.ts); unset in `npm test`. */
    propertyRuns?: 'full';
  }
}

/** `quick` games in `npm test`, `full` in `npm run test:bots`. */
export function propertyRuns(quick: number, full: number): number {
  return inject('propertyRuns') === 'full' ? full : quick;
}
