import { createGameServer, restoreGames } from './app';
import { SqliteGameStore } from './store/sqlite-store';

/** `npm run server`: the standalone game server (docs/server.md "Running"); HF_PORT and HF_DB set it up. */
const port = Number(process.env.HF_PORT ?? 2567);
const db = process.env.HF_DB ?? 'horse-fever-games.db';
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error(`HF_PORT is not a port: ${process.env.HF_PORT}`);

const store = new SqliteGameStore(db);
const server = createGameServer({ store });
server.onShutdown(() => store.close());
await server.listen(port);
const restored = await restoreGames(server);
console.log(`Horse Fever server on port ${port}, games in ${db}; ${restored.length} unfinished game(s) restored`);
