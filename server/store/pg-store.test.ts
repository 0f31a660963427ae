import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { servicesMissing, startPostgres, type TestService } from '../testing/services';
import { PgGameStore } from './pg-store';
import { describeGameStore } from './store-contract';

// Skipped, saying why, where PostgreSQL is not installed; in CI a missing one fails here.
const missing = servicesMissing(['postgres']);

describe.skipIf(missing)('PgGameStore on a PostgreSQL of its own', () => {
  let postgres: TestService;
  let databases = 0;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  // Each test its own empty database in the cluster.
  describeGameStore('PgGameStore', async () => {
    const name = `store_${++databases}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = postgres.url.replace(/\/postgres$/, `/${name}`);
    return { open: () => PgGameStore.open(url), dispose: () => Promise.resolve() };
  });
});
