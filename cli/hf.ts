import { pathToFileURL } from 'node:url';
import { UsageError, ok, usageFailure, type CliResult } from './cli-result';
import { EXPLOIT_USAGE, exploit } from './commands/exploit';
import { EXPLOIT_SEARCH_USAGE, exploitSearchCommand } from './commands/exploit-search';
import { FINGERPRINT_USAGE, fingerprint } from './commands/fingerprint';
import { HERDING_USAGE, herding } from './commands/herding';
import { ODDS_USAGE, odds } from './commands/odds';
import { PLACEMENT_USAGE, placement } from './commands/placement';
import { PLAY_USAGE, play } from './commands/play';
import { RACE_USAGE, race } from './commands/race';
import { REPLAY_USAGE, replayCommand } from './commands/replay';
import { VALIDATE_SAVE_USAGE, validateSave } from './commands/validate-save';

/** `hf`: the Horse Fever command line (engine tools, headless games, replays). */
const COMMANDS: Record<string, (argv: string[]) => CliResult> = {
  odds,
  race,
  play,
  exploit,
  'exploit-search': (argv) => exploitSearchCommand(argv),
  placement,
  herding,
  fingerprint,
  replay: replayCommand,
  'validate-save': validateSave,
};

export const USAGE = [
  'Usage:',
  `  ${ODDS_USAGE}`,
  `  ${RACE_USAGE}`,
  `  ${PLAY_USAGE}`,
  `  ${EXPLOIT_USAGE}`,
  `  ${EXPLOIT_SEARCH_USAGE}`,
  `  ${PLACEMENT_USAGE}`,
  `  ${HERDING_USAGE}`,
  `  ${FINGERPRINT_USAGE}`,
  `  ${REPLAY_USAGE}`,
  `  ${VALIDATE_SAVE_USAGE}`,
  '  hf help',
].join('\n');

/** Runs one command line (without "node hf.ts") and returns what it prints and its exit code. */
export function run(argv: string[]): CliResult {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return name === undefined ? { stdout: '', stderr: `${USAGE}\n`, exitCode: 2 } : ok(USAGE);
  }
  const command = COMMANDS[name];
  if (!command) return { stdout: '', stderr: `hf: unknown command "${name}".\n${USAGE}\n`, exitCode: 2 };
  try {
    return command(rest);
  } catch (e) {
    if (e instanceof UsageError) return usageFailure(name, e.message);
    return { stdout: '', stderr: `hf ${name}: internal error: ${(e as Error).stack ?? e}\n`, exitCode: 1 };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = run(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.exitCode;
}
