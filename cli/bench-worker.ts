import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import { botWorkerApi } from '../ai/runtime/worker-calls';

/** The app's bot worker (ai/runtime/worker-calls.ts) in Node's worker_threads, so the benchmark measures decisions through comlink. */
if (!parentPort) throw new Error('bench-worker must run in a worker thread');
expose(botWorkerApi, nodeEndpoint(parentPort as never));
