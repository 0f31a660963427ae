// `npm start`: the desktop app with hot reload (electron-vite dev) — when the Electron binary is there.
// Without it (installed with ELECTRON_SKIP_BINARY_DOWNLOAD, or its download failed), electron's own
// launcher would try to download it again and end with an unhelpful error, so this says what to do.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Electron executable's path, or null when it is not installed (electron/index.js's own lookup). */
export function electronBinary(env = process.env, dir = join(root, 'node_modules', 'electron')) {
  const pathFile = join(dir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : null;
  if (env.ELECTRON_OVERRIDE_DIST_PATH) return join(env.ELECTRON_OVERRIDE_DIST_PATH, name || 'electron');
  const binary = name && join(dir, 'dist', name);
  return binary && existsSync(binary) ? binary : null;
}

export const NO_ELECTRON = [
  'The Electron binary is not installed, so the desktop window cannot open.',
  '',
  '  Play in your browser instead:   npm run web   (then open http://localhost:5173)',
  '  Or install Electron where its download is reachable:',
  '                                  npx install-electron   (then npm start again)',
  '',
  '(It is skipped when ELECTRON_SKIP_BINARY_DOWNLOAD=1 was set at install, or when the download failed.)',
].join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!electronBinary()) {
    console.error(NO_ELECTRON);
    process.exit(1);
  }
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const child = spawn(npx, ['electron-vite', 'dev', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  child.on('close', (code) => process.exit(code ?? 1));
}
