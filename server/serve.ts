import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Server } from '@colyseus/core';
import { createGameServer, restoreGames, type GameServerConfig } from './app';
import type { ServerEnv } from './env';
import type { GameStore } from './store/game-store';
import { PgGameStore } from './store/pg-store';
import { SqliteGameStore } from './store/sqlite-store';

export function openStore(store: ServerEnv['store']): Promise<GameStore> {
  return store.kind === 'postgres' ? PgGameStore.open(store.url) : Promise.resolve(new SqliteGameStore(store.path));
}

/**
 * A game server as the environment sets it up, listening, its unfinished games that no process
 * runs brought back; the store closes when the server shuts down. `tuning` is the tests' (bots'
 * work, seeds, rate limit).
 */
export async function serve(
  env: ServerEnv,
  tuning: Omit<GameServerConfig, 'store' | 'cluster'> = {},
): Promise<{ server: Server; restored: string[] }> {
  const store = await openStore(env.store);
  const cluster = env.cluster && {
    presence: new RedisPresence(env.cluster.redisUrl),
    driver: new RedisDriver(env.cluster.redisUrl),
    publicAddress: env.cluster.publicAddress,
  };
  const server = createGameServer({ ...tuning, store, cluster: cluster ?? undefined });
  server.onShutdown(() => store.close());
  await server.listen(env.port);
  return { server, restored: await restoreGames(server) };
}
