// `npm test`: every stage (an npm script), timed; stops at the first failure and ends with one
// summary line of every stage's time, so a slow stage shows at a glance.
//
// Every stage runs in one pool of jobs, so that no core waits while work is left (docs/testing.md).
// Each command of the typecheck and lint scripts (chains of checks joined by &&) is a job, and so
// are test:dist's build and then its tests, the web build the Playwright specs are served from, and
// test:unit; two take a core at a time on a 2-core machine, the longest first: the first command of
// typecheck writes the declarations of the engine and the bots that the other type checks read
// (TypeScript project references), so it goes first and those wait for it; then test:unit (vitest,
// one worker on two cores). test:e2e starts as soon as the two builds it serves exist (the web build,
// and the desktop build its desktop-renderer specs load) and runs beside the pool without a core of
// its own: one Playwright worker, about a core, and the longest stage, so it must not wait for the
// rest. lint:electron, which mostly waits on the network look-ups it makes (and that fail offline),
// also runs beside the pool. A job's output is printed whole when it ends; at the first failure the
// jobs still running are stopped.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };
const SLOTS = Math.max(2, availableParallelism());
/** Where test:e2e's server reads the web build for its port: as e2e/playwright.config.ts's webServer. */
const PORT = Number(env.E2E_PORT ?? 4173);
const WEB_OUT = PORT === 4173 ? 'out/web' : `out/web-${PORT}`;

const STAGES = ['typecheck', 'lint', 'test:dist', 'build:web', 'test:unit'];
/** Beside the pool, without a core: lint:electron waits on look-ups; test:e2e, after the builds it serves. */
const BESIDE = ['lint:electron', 'test:e2e'];
/**
 * The pool's order: what others wait on first (the engine's declarations for the other type checks,
 * the two builds for test:e2e, the longest stage), then the longest jobs: the unit tests, eslint, vue-tsc.
 */
const ORDER = [
  /^tsc -b src-shared\//,
  /^vite build /,
  /^electron-vite build$/,
  /^vitest run --config build\/vitest\.config\.ts/,
  /^eslint /,
  /^vue-tsc /,
];
const rank = (label) => {
  const i = ORDER.findIndex((re) => re.test(label));
  return i < 0 ? ORDER.length : i;
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The jobs running now, so that a failure can stop them (with their children: each leads a process group). */
const children = new Set();

/** Runs a command (with `extra` in its environment); resolves with its exit status and its output. */
function run(command, args, extra = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      detached: process.platform !== 'win32',
    });
    children.add(child);
    child.on('close', () => children.delete(child));
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(String(e))));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(out).toString() }));
  });
}

/**
 * Every stage's jobs: each && part of the pool's scripts, and the stages beside it whole; typecheck's
 * first part goes before the rest of typecheck, test:dist's tests after its build, test:e2e after
 * the web build and test:dist's build (the desktop build).
 */
function jobs() {
  const pooled = STAGES.flatMap((stage) => {
    const parts = scripts[stage].split('&&').map((part) => {
      const [command, ...args] = part.trim().split(/\s+/);
      return { stage, label: part.trim(), command, args, slot: true, after: [] };
    });
    if (stage === 'typecheck') for (const part of parts.slice(1)) part.after = [parts[0]];
    if (stage === 'test:dist') parts.forEach((part, i) => (part.after = i ? [parts[i - 1]] : []));
    if (stage === 'build:web') for (const part of parts) part.env = { HF_WEB_OUT: WEB_OUT };
    return parts;
  });
  pooled.sort((a, b) => rank(a.label) - rank(b.label));
  const builds = pooled.filter((job) => job.stage === 'build:web' || (job.stage === 'test:dist' && !job.after.length));
  const beside = BESIDE.map((stage) => ({ stage, label: `npm run ${stage}`, command: npm, args: ['run', stage] }));
  for (const job of beside) job.after = job.stage === 'test:e2e' ? builds : [];
  // test:e2e serves the web build made in the pool (E2E_PREBUILT, e2e/playwright.config.ts).
  for (const job of beside) if (job.stage === 'test:e2e') job.env = { E2E_PREBUILT: '1' };
  return [...beside, ...pooled];
}

/** Runs the jobs (at most SLOTS of those taking a slot at once); returns each stage's time (its jobs' own times added up), or the failed stage. */
async function runAll(jobs) {
  const t0 = performance.now();
  const own = {};
  let failed = null;
  let busy = 0;
  const queue = jobs.slice();
  await new Promise((resolve) => {
    let running = 0;
    const done = new Set();
    const ready = (job) => (!job.slot || busy < SLOTS) && job.after.every((before) => done.has(before));
    const next = () => {
      for (let i = queue.findIndex(ready); !failed && i >= 0; i = queue.findIndex(ready)) {
        const [job] = queue.splice(i, 1);
        running++;
        if (job.slot) busy++;
        const started = performance.now();
        void run(job.command, job.args, job.env).then(({ ok, output }) => {
          running--;
          if (job.slot) busy--;
          const end = performance.now();
          done.add(job);
          own[job.stage] = (own[job.stage] ?? 0) + end - started;
          const outcome = ok ? '' : failed ? ', stopped' : ', FAILED';
          console.log(`\n── ${job.stage}: ${job.label} (${seconds(end - started)}${outcome})`);
          if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          if (!ok && !failed) {
            failed = job.stage;
            stopAll();
          }
          next();
          if (running === 0 && (failed || queue.length === 0)) resolve();
        });
      }
    };
    next();
  });
  return { own, failed, wall: performance.now() - t0 };
}

/** Stops every job still running, with its children (Playwright's browser and server, vitest's workers). */
function stopAll() {
  for (const child of children) {
    try {
      if (process.platform === 'win32') child.kill();
      // SIGINT, as Ctrl-C: Playwright then also stops the server it started (in a process group of its own).
      else process.kill(-child.pid, 'SIGINT');
    } catch {
      // It has just ended.
    }
  }
}

// Ctrl-C reaches only this process (each job leads its own process group): stop the jobs too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

const { own, failed, wall } = await runAll(jobs());
const times = [...STAGES, ...BESIDE].filter((stage) => own[stage]).map((stage) => `${stage} ${seconds(own[stage])}`);
console.log(`\nnpm test: ${times.join(', ')}; total ${seconds(wall)} (${failed ? `FAILED at ${failed}` : 'passed'})`);
process.exitCode = failed ? 1 : 0;
