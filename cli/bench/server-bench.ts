import { cpus, loadavg } from 'node:os';
import { freePort, processUsage, startBenchServer } from './server-process';
import { BenchTable } from './server-table';

/**
 * `npm run bench -- server [think ms] [measure s]`: one server process (server/main.ts), then N
 * tables of two random clients and two 'random' server bots (N = 1, 5, 10, 20, 40, … up to 160, or
 * until p95 passes 100 ms), each action's round trip measured. Prints figures, never pass/fail.
 */
const TARGET_P95_MS = 100;
const MAX_TABLES = 160;
const WARM_UP_MS = 3000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchServer(argv: string[]): Promise<number> {
  const thinkMs = Number(argv[0] ?? 250);
  const measureMs = Number(argv[1] ?? 15) * 1000;
  console.log(
    `Node ${process.version}, ${cpus().length} cores; each person acts ${thinkMs} ms after its view, ` +
      `${measureMs / 1000} s measured per step after ${WARM_UP_MS / 1000} s of warm-up`,
  );
  const server = await startBenchServer(await freePort());
  const tables: BenchTable[] = [];
  let best = 0;
  try {
    for (let n = 1; n <= MAX_TABLES; n = n === 1 ? 5 : n * 2) {
      while (tables.length < n) {
        const t = new BenchTable(server.endpoint, `bench/${tables.length}`, thinkMs);
        tables.push(t);
        t.start();
      }
      await wait(WARM_UP_MS);
      for (const t of tables) t.roundTrips.length = 0;
      const games0 = tables.reduce((s, t) => s + t.games, 0);
      tables.forEach((t) => (t.recording = true));
      const before = processUsage(server.pid);
      const own0 = process.cpuUsage();
      const t0 = performance.now();
      await wait(measureMs);
      const seconds = (performance.now() - t0) / 1000;
      tables.forEach((t) => (t.recording = false));
      const after = processUsage(server.pid);
      const own = process.cpuUsage(own0);
      const clientCpu = ((own.user + own.system) / 1e6 / seconds) * 100;
      const rts = tables.flatMap((t) => t.roundTrips).sort((a, b) => a - b);
      const p95 = percentile(rts, 95);
      const cpu = ((after.cpuSeconds - before.cpuSeconds) / seconds) * 100;
      const games = tables.reduce((s, t) => s + t.games, 0) - games0;
      console.log(
        `${String(n).padStart(3)} tables: ${Math.round(rts.length / seconds)} actions/s, round trip ` +
          `p50 ${percentile(rts, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(rts.at(-1) ?? NaN).toFixed(1)} ms; ` +
          `server CPU ${cpu.toFixed(0)}%, RSS ${after.rssMiB.toFixed(0)} MiB; clients' process CPU ${clientCpu.toFixed(0)}%; load ${loadavg()[0].toFixed(2)}; ` +
          `${games} games begun`,
      );
      if (p95 > TARGET_P95_MS) break;
      best = n;
    }
  } finally {
    await Promise.all(tables.map((t) => t.stop()));
    await server.stop();
  }
  console.log(`tables held at p95 ≤ ${TARGET_P95_MS} ms: ${best}${best === MAX_TABLES ? ' (the cap)' : ''}`);
  return 0;
}
