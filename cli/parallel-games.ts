import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { GameOptions } from '../src-shared/index';
import type { GameOutcome } from './game-runner';

/**
 * Headless games on several worker threads, for a multi-core machine. A game is a pure function
 * of (bots, seed, index), so sharding changes no result. The caller stays synchronous (the hf
 * commands are): it sleeps on a shared counter the workers raise when done, then reads their
 * results off the message ports.
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

/** What a worker sends back: its games' outcomes, or the error that stopped it. */
export type ShardReply = { outcomes: { g: number; outcome: GameOutcome }[] } | { error: string };

export function playGamesInWorkers(
  mode: GameOptions['mode'],
  botNames: readonly string[],
  seed: string,
  games: number,
  jobs: number,
): GameOutcome[] {
  const done = new Int32Array(new SharedArrayBuffer(4));
  // Workers load TypeScript through tsx's loader, as the parent (run by tsx or vitest) does.
  const entry = new URL('./shard-worker.ts', import.meta.url).href;
  // A worker that cannot even load still replies, so the wait below always ends.
  const boot = `const { workerData: w } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); }).catch((e) => {
  w.port.postMessage({ error: String((e && e.stack) || e) }); Atomics.add(w.done, 0, 1); Atomics.notify(w.done, 0);
});`;
  const ports: MessagePort[] = [];
  const workers: Worker[] = [];
  for (let shard = 0; shard < jobs; shard++) {
    const { port1, port2 } = new MessageChannel();
    const task: ShardTask = { mode, botNames, seed, games, shard, jobs };
    workers.push(new Worker(boot, { eval: true, workerData: { task, port: port2, done }, transferList: [port2] }));
    ports.push(port1);
  }
  const out: GameOutcome[] = new Array(games);
  try {
    for (let seen = Atomics.load(done, 0); seen < jobs; seen = Atomics.load(done, 0)) Atomics.wait(done, 0, seen);
    for (const port of ports) {
      const reply = receiveMessageOnPort(port)?.message as ShardReply | undefined;
      if (!reply) throw new Error('a game worker ended without a result');
      if ('error' in reply) throw new Error(`a game worker failed: ${reply.error}`);
      for (const { g, outcome } of reply.outcomes) out[g] = outcome;
    }
  } finally {
    for (const w of workers) void w.terminate();
    for (const p of ports) p.close();
  }
  return out;
}
