/**
 * The tag of the specs that play whole games (or a whole round) through the UI: `npm run
 * test:games` runs them and `npm test` leaves them out, to stay within its few minutes on 2 cores
 * (docs/testing.md). `.ci/run` runs both.
 */
export const GAME = { tag: '@game' } as const;
