import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

/** A real game server (server/main.ts) on a localhost port over a temporary SQLite file, for one spec. */
export interface SpawnedServer {
  address: string;
  /** What it said as it started (how many unfinished games it restored). */
  started: string;
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing flushed; the SQLite file stays for the next server. */
  crash(): Promise<void>;
}

/**
 * Starts `npm run server`'s program with HF_PORT and HF_DB, and resolves once it listens; over `db`
 * if given (kept on stop), else over a temporary file removed on stop.
 */
export async function spawnServer(port: number, db?: string): Promise<SpawnedServer> {
  const dir = db === undefined ? mkdtempSync(join(tmpdir(), 'hf-online-e2e-')) : null;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, HF_PORT: String(port), HF_DB: db ?? join(dir!, 'games.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Horse Fever server on port')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  };
  return {
    address: `ws://localhost:${port}`,
    started: output,
    stop: async () => {
      await end('SIGTERM');
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    crash: () => end('SIGKILL'),
  };
}

/**
 * The game server of one spec: started before its tests, stopped after them, on port `base` plus
 * E2E_PORT (each spec its own base, so specs run beside another build's never meet), or E2E_SERVER_PORT.
 */
export function specServer(base: number): { readonly port: number; readonly address: string } {
  const port = Number(process.env['E2E_SERVER_PORT'] ?? base + Number(process.env['E2E_PORT'] ?? 4173));
  let server: SpawnedServer | null = null;
  test.beforeAll(async () => {
    server = await spawnServer(port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    port,
    get address(): string {
      if (!server) throw new Error('the spec server is not started (outside a test?)');
      return server.address;
    },
  };
}
