import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAVE_EXTENSION } from '../src-shared/save/save-file';

/** An argument naming a file: a path, or a file:// URL as some Linux launchers pass (%U). */
function asPath(arg: string, cwd: string): string | null {
  if (arg.startsWith('file:')) {
    try {
      return fileURLToPath(arg);
    } catch {
      return null;
    }
  }
  return isAbsolute(arg) ? arg : resolve(cwd, arg);
}

/**
 * A save file handed over on the command line (file association, "Open with", a second
 * instance): the first argument ending in .hfsave, as an absolute path. Relative paths are
 * resolved against `cwd`, the working directory of the process that received them (for a
 * second instance, its own, which Electron passes along).
 */
export function saveFileFromArgv(argv: readonly string[], cwd: string): string | null {
  const suffix = `.${SAVE_EXTENSION}`;
  for (const arg of argv.slice(1)) {
    if (arg.startsWith('-') || !arg.toLowerCase().endsWith(suffix)) continue;
    const path = asPath(arg, cwd);
    if (path) return path;
  }
  return null;
}
