import { fork } from 'node:child_process';
import type { HostChild, StartHost } from './lan-host-control';

/** What this module uses of Electron's `utilityProcess` (passed in: tests and e2e run without Electron). */
export interface UtilityProcessApi {
  fork(
    modulePath: string,
    args: string[],
    options: { serviceName: string; stdio: 'pipe' },
  ): {
    postMessage(message: unknown): void;
    on(event: 'message', listener: (message: unknown) => void): unknown;
    on(event: 'exit', listener: (code: number) => void): unknown;
    kill(): boolean;
    stdout: NodeJS.ReadableStream | null;
    stderr: NodeJS.ReadableStream | null;
  };
}

type Log = (line: string) => void;

function forward(stream: NodeJS.ReadableStream | null, log: Log): void {
  stream?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) if (line.trim()) log(`host: ${line}`);
  });
}

/**
 * The desktop app's way: a utility process (Node in a process of its own, under Electron's care),
 * so the window stays smooth while bots think and a crash of the server leaves the app running.
 * Its output goes to the app's log.
 */
export function utilityHost(utility: UtilityProcessApi, entry: string, log: Log): StartHost {
  return (args) => {
    const child = utility.fork(entry, args, { serviceName: 'Horse Fever game server', stdio: 'pipe' });
    forward(child.stdout, log);
    forward(child.stderr, log);
    return {
      send: (request) => child.postMessage(request),
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.on('exit', listener),
      kill: () => void child.kill(),
    };
  };
}

/** A plain Node child with an IPC channel: the same entry started where Electron is absent (tests, e2e). */
export function nodeHost(entry: string, execArgv: string[], log: Log = () => undefined): StartHost {
  return (args): HostChild => {
    const child = fork(entry, args, { execArgv, silent: true });
    forward(child.stdout, log);
    forward(child.stderr, log);
    return {
      // A child already gone has no channel: the error goes to the callback, not to an 'error' event.
      send: (request) => void child.send(request, () => undefined),
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill('SIGKILL'),
    };
  };
}
