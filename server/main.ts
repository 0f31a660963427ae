import { readServerEnv } from './env';
import { serve } from './serve';

/** `npm run server`: the standalone game server (docs/server.md "Running"), set up by its environment. */
const env = readServerEnv(process.env);
const { restored } = await serve(env);
const games = env.store.kind === 'sqlite' ? `games in ${env.store.path}` : 'games in PostgreSQL';
const shared = env.cluster ? `, rooms shared through Redis as ${env.cluster.publicAddress}` : '';
console.log(
  `Horse Fever server on port ${env.port}, ${games}${shared}; ${restored.length} unfinished game(s) restored`,
);
