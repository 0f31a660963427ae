import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run server`'s own program (server/main.ts) over a temporary SQLite file, as an operator runs it. */
export interface BenchServer {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hf-bench-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, HF_PORT: String(port), HF_DB: join(dir, 'games.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Horse Fever server on port')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    endpoint: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A process's CPU time (user + system, seconds) and resident memory (MiB), from Linux's /proc. */
export function processUsage(pid: number): { cpuSeconds: number; rssMiB: number } {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks of 1/100 s.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuSeconds, rssMiB: rss ? Number(rss[1]) / 1024 : NaN };
}

/** A localhost port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
