import { workerData, type MessagePort } from 'node:worker_threads';
import { playBotGame } from './game-runner';
import type { ShardReply, ShardTask } from './parallel-games';

/** One worker of parallel-games.ts: plays its share of the games, replies, then raises the counter. */
const { task, port, done } = workerData as { task: ShardTask; port: MessagePort; done: Int32Array };
let reply: ShardReply;
try {
  const outcomes: { g: number; outcome: ReturnType<typeof playBotGame> }[] = [];
  for (let g = task.shard; g < task.games; g += task.jobs)
    outcomes.push({ g, outcome: playBotGame(task.mode, task.botNames, task.seed, g) });
  reply = { outcomes };
} catch (e) {
  reply = { error: (e as Error).stack ?? String(e) };
}
port.postMessage(reply);
Atomics.add(done, 0, 1);
Atomics.notify(done, 0);
