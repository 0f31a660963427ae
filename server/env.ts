/**
 * What `npm run server` reads from its environment (docs/server.md "Running"): its port, where it
 * keeps its games, and whether it shares its rooms with other processes through Redis.
 */
export interface ServerEnv {
  port: number;
  /** A SQLite file (one process), or a PostgreSQL database (any number of processes). */
  store: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  /** Several processes: the Redis they share, and this process's address as clients reach it. */
  cluster: { redisUrl: string; publicAddress: string } | null;
}

/** The variables' values, checked: a wrong one throws, naming it. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const port = Number(env.HF_PORT ?? 2567);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`HF_PORT is not a port: ${env.HF_PORT}`);
  const url = env.HF_DATABASE_URL;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url))
    throw new Error('HF_DATABASE_URL is not a postgres:// URL');
  if (url !== undefined && env.HF_DB !== undefined) throw new Error('HF_DB and HF_DATABASE_URL both set: pick one');
  const store = url
    ? ({ kind: 'postgres', url } as const)
    : ({ kind: 'sqlite', path: env.HF_DB ?? 'horse-fever-games.db' } as const);
  const redisUrl = env.HF_REDIS_URL;
  if (redisUrl === undefined) return { port, store, cluster: null };
  if (!/^rediss?:\/\//.test(redisUrl)) throw new Error('HF_REDIS_URL is not a redis:// URL');
  // Processes sharing rooms must share their games too: each one's SQLite file is its own.
  if (store.kind === 'sqlite') throw new Error('HF_REDIS_URL needs HF_DATABASE_URL (PostgreSQL) too');
  const publicAddress = env.HF_PUBLIC_ADDRESS;
  if (!publicAddress) throw new Error('HF_REDIS_URL needs HF_PUBLIC_ADDRESS: this process as clients reach it');
  return { port, store, cluster: { redisUrl, publicAddress } };
}
