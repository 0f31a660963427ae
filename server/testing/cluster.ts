import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

/** A game server process started by a test (cluster-node.ts), sharing Redis and PostgreSQL. */
export interface ServerProcess {
  endpoint: string;
  /** Colyseus's id of the process, as the room listings in Redis name it. */
  processId: string;
  /** The codes of the games it brought back from the store as it started. */
  restored: string[];
  /** SIGKILL: a crash, nothing flushed; SIGTERM: Colyseus's graceful shutdown. Resolves once it exited. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

const NODE = fileURLToPath(new URL('./cluster-node.ts', import.meta.url));

/** Starts one on `port` (a free one by default) and resolves once it listens. */
export async function startServerProcess(
  urls: { redis: string; postgres: string },
  port?: number,
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', NODE], {
    env: {
      ...process.env,
      HF_PORT: String(p),
      HF_DATABASE_URL: urls.postgres,
      HF_REDIS_URL: urls.redis,
      HF_PUBLIC_ADDRESS: `127.0.0.1:${p}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await readyLine(child);
  return {
    endpoint: `ws://127.0.0.1:${p}`,
    processId: ready.processId,
    restored: ready.restored,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Its first line of output, or its output so far if it exits before. */
function readyLine(child: ChildProcess): Promise<{ processId: string; restored: string[] }> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"processId"'));
      if (line) resolve(JSON.parse(line) as { processId: string; restored: string[] });
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}):\n${out}${err}`)));
  });
}
