import { MessageChannel, Worker, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import type { GameOptions } from '../src-shared/index';
import type { GameOutcome } from './game-runner';

/**
 * Work on several worker threads, for a multi-core machine: headless games here, and the exploit
 * search's games (cli/commands/exploit-search-worker.ts). A game is a pure function of its inputs,
 * so sharding changes no result. The caller stays synchronous (the hf commands are): it sleeps on a
 * shared counter the workers raise when done, then reads their results off the message ports.
 */

export interface ShardTask {
  mode: GameOptions['mode'];
  botNames: readonly string[];
  seed: string;
  games: number;
  /** This worker plays games shard, shard + jobs, … */
  shard: number;
  jobs: number;
}

/** What a worker sends back: its result, or the error that stopped it. */
type WorkerReply<R> = { result: R } | { error: string };

/** Runs the worker module `entry` once per task, each on its own thread; returns their results in task order. */
export function runInWorkers<T, R>(entry: URL, tasks: readonly T[]): R[] {
  const done = new Int32Array(new SharedArrayBuffer(4));
  // Workers load TypeScript through tsx's loader, as the parent (run by tsx or vitest) does.
  // A worker that cannot even load still replies, so the wait below always ends.
  const boot = `const { workerData: w } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); }).catch((e) => {
  w.port.postMessage({ error: String((e && e.stack) || e) }); Atomics.add(w.done, 0, 1); Atomics.notify(w.done, 0);
});`;
  const ports: MessagePort[] = [];
  const workers: Worker[] = [];
  for (const task of tasks) {
    const { port1, port2 } = new MessageChannel();
    workers.push(new Worker(boot, { eval: true, workerData: { task, port: port2, done }, transferList: [port2] }));
    ports.push(port1);
  }
  try {
    for (let seen = Atomics.load(done, 0); seen < tasks.length; seen = Atomics.load(done, 0))
      Atomics.wait(done, 0, seen);
    return ports.map((port) => {
      const reply = receiveMessageOnPort(port)?.message as WorkerReply<R> | undefined;
      if (!reply) throw new Error('a worker ended without a result');
      if ('error' in reply) throw new Error(`a worker failed: ${reply.error}`);
      return reply.result;
    });
  } finally {
    for (const w of workers) void w.terminate();
    for (const p of ports) p.close();
  }
}

/** In a worker started by runInWorkers: does its task, replies, then raises the counter. */
export function answerParent<T, R>(work: (task: T) => R): void {
  const { task, port, done } = workerData as { task: T; port: MessagePort; done: Int32Array };
  let reply: WorkerReply<R>;
  try {
    reply = { result: work(task) };
  } catch (e) {
    reply = { error: (e as Error).stack ?? String(e) };
  }
  port.postMessage(reply);
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
}

export function playGamesInWorkers(
  mode: GameOptions['mode'],
  botNames: readonly string[],
  seed: string,
  games: number,
  jobs: number,
): GameOutcome[] {
  const tasks = Array.from({ length: jobs }, (_, shard): ShardTask => ({ mode, botNames, seed, games, shard, jobs }));
  const replies = runInWorkers<ShardTask, { g: number; outcome: GameOutcome }[]>(
    new URL('./shard-worker.ts', import.meta.url),
    tasks,
  );
  const out: GameOutcome[] = new Array(games);
  for (const outcomes of replies) for (const { g, outcome } of outcomes) out[g] = outcome;
  return out;
}
