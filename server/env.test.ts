import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env';

describe('readServerEnv', () => {
  it('runs one process on SQLite by default', () => {
    expect(readServerEnv({})).toEqual({
      port: 2567,
      store: { kind: 'sqlite', path: 'horse-fever-games.db' },
      cluster: null,
    });
    expect(readServerEnv({ HF_PORT: '2590', HF_DB: '/var/lib/hf/games.db' }).store).toEqual({
      kind: 'sqlite',
      path: '/var/lib/hf/games.db',
    });
  });

  it('takes PostgreSQL from HF_DATABASE_URL, and Redis with this process’s public address for several', () => {
    const url = 'postgres://hf@db.example:5432/hf';
    expect(readServerEnv({ HF_DATABASE_URL: url }).store).toEqual({ kind: 'postgres', url });
    expect(
      readServerEnv({ HF_DATABASE_URL: url, HF_REDIS_URL: 'redis://cache:6379', HF_PUBLIC_ADDRESS: 'game1.example' })
        .cluster,
    ).toEqual({ redisUrl: 'redis://cache:6379', publicAddress: 'game1.example' });
  });

  it('refuses what cannot work, naming the variable', () => {
    expect(() => readServerEnv({ HF_PORT: 'http' })).toThrow(/HF_PORT/);
    expect(() => readServerEnv({ HF_PORT: '70000' })).toThrow(/HF_PORT/);
    expect(() => readServerEnv({ HF_DATABASE_URL: 'mysql://x' })).toThrow(/HF_DATABASE_URL/);
    expect(() => readServerEnv({ HF_DATABASE_URL: 'postgres://x/y', HF_DB: 'a.db' })).toThrow(/both/);
    // Processes sharing rooms on separate SQLite files would each miss the others' games.
    expect(() => readServerEnv({ HF_REDIS_URL: 'redis://r', HF_PUBLIC_ADDRESS: 'a' })).toThrow(/HF_DATABASE_URL/);
    expect(() => readServerEnv({ HF_REDIS_URL: 'redis://r', HF_DATABASE_URL: 'postgres://x/y' })).toThrow(
      /HF_PUBLIC_ADDRESS/,
    );
    expect(() => readServerEnv({ HF_REDIS_URL: 'localhost', HF_DATABASE_URL: 'postgres://x/y' })).toThrow(
      /HF_REDIS_URL/,
    );
  });
});
