// `npm run lint:electron`: @doyensec/electronegativity over the Electron main process, the
// preload and the page's CSP, scanned together so its whole-app checks (navigation limits,
// permission handler, CSP) see everything. Fails on any finding of LOW severity or above
// that build/electronegativity-exceptions.json does not explain, and on stale exceptions.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stage = mkdtempSync(join(tmpdir(), 'hf-electronegativity-'));
// An exception (electronegativity did not run) fails the script by itself, after the cleanup.
let failed = false;
try {
  for (const name of readdirSync(join(root, 'src-main'))) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) cpSync(join(root, 'src-main', name), join(stage, name));
  }
  cpSync(join(root, 'src-renderer/index.html'), join(stage, 'index.html'));
  const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
  const sarif = join(stage, 'findings.sarif');
  const cli = join(root, 'node_modules/@doyensec/electronegativity/dist/index.js');
  // It tries to fetch Electron's release list and translations; offline that fails quickly and harmlessly.
  const run = spawnSync(process.execPath, [cli, '-i', stage, '-e', electronVersion, '-s', 'LOW', '-r', '-o', sarif], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  if (run.error || run.status !== 0) {
    throw new Error(`electronegativity did not run: ${run.error?.message ?? `exit ${run.status}`}\n${run.stderr}`);
  }
  const results = JSON.parse(readFileSync(sarif, 'utf8')).runs[0].results;
  const exceptions = JSON.parse(readFileSync(join(root, 'build/electronegativity-exceptions.json'), 'utf8'));
  const keyOf = (rule, file) => `${rule} in ${file}`;
  const explained = new Map(exceptions.map((e) => [keyOf(e.rule, e.file), e.reason]));
  const seen = new Set();
  for (const r of results) {
    const loc = r.locations?.[0]?.physicalLocation;
    const file = loc?.artifactLocation?.uri ?? 'N/A';
    const key = keyOf(r.ruleId, file);
    const where = `${file}:${loc?.region?.startLine ?? 0}`;
    seen.add(key);
    if (explained.has(key)) console.log(`explained  ${r.ruleId} (${where}): ${explained.get(key)}`);
    else {
      failed = true;
      console.error(`FINDING    ${r.ruleId} (${where}): ${r.message.text}`);
    }
  }
  for (const key of explained.keys()) {
    if (!seen.has(key)) {
      failed = true;
      console.error(`STALE      exception "${key}" no longer matches a finding: remove it`);
    }
  }
  console.log(
    failed
      ? 'electronegativity: unexplained findings'
      : `electronegativity: no unexplained findings (${results.length} explained)`,
  );
} finally {
  rmSync(stage, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
