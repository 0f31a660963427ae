/** What a command gives back instead of writing to the process: testable in-process. */
export interface CliResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Bad or missing input: reported on stderr with exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function ok(stdout: string): CliResult {
  return { stdout: stdout.endsWith('\n') ? stdout : `${stdout}\n`, stderr: '', exitCode: 0 };
}

export function usageFailure(command: string, message: string): CliResult {
  return { stdout: '', stderr: `hf ${command}: ${message}\nRun "hf help" for usage.\n`, exitCode: 2 };
}

export function json(value: unknown): CliResult {
  return ok(JSON.stringify(value, null, 2));
}
