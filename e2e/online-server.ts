import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real game server (server/main.ts) on a localhost port over a temporary SQLite file, for one spec. */
export interface SpawnedServer {
  address: string;
  stop(): Promise<void>;
}

/** Starts `npm run server`'s program with HF_PORT and HF_DB, and resolves once it listens. */
export async function spawnServer(port: number): Promise<SpawnedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hf-online-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, HF_PORT: String(port), HF_DB: join(dir, 'games.db') },
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
  return {
    address: `ws://localhost:${port}`,
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
