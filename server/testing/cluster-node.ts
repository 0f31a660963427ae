import { matchMaker } from '@colyseus/core';
import { readServerEnv } from '../env';
import { serve } from '../serve';

/**
 * One game server process of a test's cluster (server/testing/cluster.ts): `npm run server`'s
 * setup from the same variables, with the tests' bots, seeds and rate limit as harness.ts has them.
 * Says on one line of its output when it listens, which process it is and what it restored.
 */
const { restored } = await serve(readServerEnv(process.env), {
  botWork: { maxSamples: 2, maxRaces: 24 },
  newSeed: () => 'net-seed',
  messagesPerSecond: Number.POSITIVE_INFINITY,
});
process.stdout.write(`${JSON.stringify({ processId: matchMaker.processId, restored })}\n`);
