import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

/** A database or Redis started for one test file, on a free localhost port, in a folder of its own. */
export interface TestService {
  url: string;
  stop(): Promise<void>;
}

export type ServiceName = 'redis' | 'postgres';

/** Where Debian's packages put them; the tests of this file point elsewhere. */
const INSTALLED = { redis: '/usr/bin/redis-server', postgres: '/usr/lib/postgresql', ci: process.env.CI };

/** The newest PostgreSQL's bin folder (initdb, pg_ctl) under `root`, if installed. */
function postgresBin(root = INSTALLED.postgres): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/**
 * Why these tests cannot run here (a binary missing), or null. On a developer's machine the tests
 * skip, printing why; in CI (CI=true), which installs both (.ci/run), a missing one throws, so the
 * tests fail rather than pass unrun.
 */
export function servicesMissing(names: ServiceName[], where = INSTALLED): string | null {
  const missing = names.filter((n) => (n === 'redis' ? !existsSync(where.redis) : !postgresBin(where.postgres)));
  if (!missing.length) return null;
  const what = missing.map((n) => (n === 'redis' ? `redis-server (${where.redis})` : `PostgreSQL (${where.postgres})`));
  const reason = `${what.join(' and ')} not installed (Debian: apt-get install redis-server postgresql)`;
  if (where.ci === 'true') throw new Error(`CI needs ${reason}`);
  console.warn(`skipped: ${reason}`);
  return reason;
}

function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** redis-server in the foreground, nothing saved to disk; ready once it says so. */
export async function startRedis(): Promise<TestService> {
  const dir = tempDir('hf-redis-');
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child = spawn(INSTALLED.redis, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL cluster of its own (initdb, then pg_ctl), trusting local connections, with no
 * fsync: a test's data need not survive a power cut. PostgreSQL refuses to run as root, so as root
 * it runs as the `postgres` user Debian's package makes (or `nobody`), owning the folder.
 */
export async function startPostgres(): Promise<TestService> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = tempDir('hf-pg-');
  const data = join(dir, 'data');
  const user = process.getuid?.() === 0 ? systemUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
  const as = (cmd: string, args: string[]) =>
    user ? run('runuser', ['-u', user.name, '--', join(bin, cmd), ...args]) : run(join(bin, cmd), args);
  const port = await freePort();
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-w', ...args]);
  try {
    await as('initdb', ['-D', data, '-U', 'hf', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const server = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await pgCtl('-o', server, '-l', join(dir, 'log'), 'start');
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `postgres://hf@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function systemUser(): { name: string; uid: number; gid: number } {
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('no user to run PostgreSQL as (postgres or nobody)');
}
