// `npm test`: every stage (an npm script), timed; stops at the first failure and ends with one
// summary line of every stage's time, so a slow stage shows at a glance.
//
// The checks (typecheck, lint, lint:electron) are single-threaded processes, so they run side by
// side: each command of the typecheck and lint scripts (chains of checks joined by &&) is a job, two
// at a time on a 2-core machine, the long ones first; the first command of typecheck writes the
// declarations of the engine and the bots that the other type checks read (TypeScript project
// references, docs/testing.md), so those wait for it. test:dist (a build, then its tests) and the
// web build the Playwright specs are served from fill the slots the checks leave idle (a core
// waits while the renderer's type check ends alone). lint:electron, which mostly waits on the
// network look-ups it makes (and that fail offline), runs beside them without taking a slot. A
// job's output is printed whole when it ends. test:unit and test:e2e then run one after the other:
// each already uses every core (vitest's workers, Playwright's browser); test:e2e serves the web
// build made beside the checks (E2E_PREBUILT, e2e/playwright.config.ts).
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

const CHECKS = ['typecheck', 'lint', 'test:dist', 'build:web'];
const WAITING = ['lint:electron'];
const TESTS = ['test:unit', 'test:e2e'];
/** Run first in the pool: the longest checks (the engine's declarations, which the renderer's vue-tsc waits on; eslint over the repo). */
const LONG = /^(tsc -b src-shared|vue-tsc|eslint) /;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command (with `extra` in its environment); resolves with its exit status and, when `capture`, its output. */
function run(command, args, capture, extra = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extra },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(String(e))));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(out).toString() }));
  });
}

/**
 * The check stages' jobs: each && part of their scripts, plus the waiting stages whole; typecheck's
 * first part goes before the rest of typecheck, test:dist's tests after its build.
 */
function checkJobs() {
  const jobs = CHECKS.flatMap((stage) => {
    const parts = scripts[stage].split('&&').map((part) => {
      const [command, ...args] = part.trim().split(/\s+/);
      return { stage, label: part.trim(), command, args, slot: true };
    });
    if (stage === 'typecheck') for (const part of parts.slice(1)) part.after = parts[0];
    if (stage === 'test:dist') parts.forEach((part, i) => (part.after = parts[i - 1]));
    if (stage === 'build:web') for (const part of parts) part.env = { HF_WEB_OUT: WEB_OUT };
    return parts;
  });
  jobs.sort((a, b) => Number(LONG.test(b.label)) - Number(LONG.test(a.label)));
  return [
    ...WAITING.map((stage) => ({ stage, label: `npm run ${stage}`, command: npm, args: ['run', stage] })),
    ...jobs,
  ];
}

/** Runs the jobs (at most SLOTS of those taking a slot at once); returns each stage's time (its jobs' own times added up), or the failed stage. */
async function runChecks(jobs) {
  const t0 = performance.now();
  const own = {};
  let failed = null;
  let busy = 0;
  const queue = jobs.slice();
  await new Promise((resolve) => {
    let running = 0;
    const done = new Set();
    const ready = (job) => (!job.slot || busy < SLOTS) && (!job.after || done.has(job.after));
    const next = () => {
      for (let i = queue.findIndex(ready); !failed && i >= 0; i = queue.findIndex(ready)) {
        const [job] = queue.splice(i, 1);
        running++;
        if (job.slot) busy++;
        const started = performance.now();
        void run(job.command, job.args, true, job.env).then(({ ok, output }) => {
          running--;
          if (job.slot) busy--;
          const end = performance.now();
          done.add(job);
          own[job.stage] = (own[job.stage] ?? 0) + end - started;
          console.log(`\n── ${job.stage}: ${job.label} (${seconds(end - started)}${ok ? '' : ', FAILED'})`);
          if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          if (!ok) failed ??= job.stage;
          next();
          if (running === 0 && (failed || queue.length === 0)) resolve();
        });
      }
    };
    next();
  });
  return { own, failed, wall: performance.now() - t0 };
}

const start = performance.now();
const times = [];
const checks = await runChecks(checkJobs());
for (const stage of [...CHECKS, ...WAITING])
  if (checks.own[stage]) times.push(`${stage} ${seconds(checks.own[stage])}`);
times.push(`(these side by side in ${seconds(checks.wall)})`);
let failed = checks.failed;
for (const stage of failed ? [] : TESTS) {
  const t0 = performance.now();
  if (stage === 'test:e2e') env.E2E_PREBUILT = '1';
  const { ok } = await run(npm, ['run', stage], false);
  times.push(`${stage} ${seconds(performance.now() - t0)}`);
  if (!ok) {
    failed = stage;
    break;
  }
}
const total = seconds(performance.now() - start);
console.log(`\nnpm test: ${times.join(', ')}; total ${total} (${failed ? `FAILED at ${failed}` : 'passed'})`);
process.exitCode = failed ? 1 : 0;
