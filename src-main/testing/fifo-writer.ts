import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Whether `mkfifo` can be run here (it cannot on Windows nor on some minimal systems). */
export const HAS_MKFIFO = process.platform !== 'win32' && spawnSync('mkfifo', ['--help']).error === undefined;

/**
 * Makes a FIFO at `path` with a writer waiting to send `text`. Code that opens it reads `text`
 * (something it would accept), so a test sees the difference between reading it and refusing
 * it without ever blocking; the returned function stops a writer nobody read from.
 */
export function fifoOffering(path: string, text: string): () => void {
  execFileSync('mkfifo', [path]);
  writeFileSync(`${path}.source`, text);
  // `exec`: the shell opens the FIFO then becomes cat, so killing the pid stops the waiting open.
  const writer = spawn('sh', ['-c', 'exec cat "$1" > "$2"', 'sh', `${path}.source`, path], { stdio: 'ignore' });
  return () => writer.kill();
}
