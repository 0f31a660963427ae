// `npm test`: each stage in turn (an npm script), timed; stops at the first failure and ends
// with one summary line of every stage's time, so a slow stage shows at a glance.
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'lint:electron', 'test:unit', 'test:dist', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let failed = null;
const start = performance.now();
for (const stage of STAGES) {
  const t0 = performance.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit', shell: process.platform === 'win32' });
  times.push(`${stage} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}
const total = ((performance.now() - start) / 1000).toFixed(1);
console.log(`\nnpm test: ${times.join(', ')}; total ${total} s (${failed ? `FAILED at ${failed}` : 'passed'})`);
process.exitCode = failed ? 1 : 0;
