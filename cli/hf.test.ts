import { describe, expect, it } from 'vitest';
import { run } from './hf';

describe('hf', () => {
  it('prints usage for help and fails without a command', () => {
    expect(run(['help'])).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('hf odds') });
    expect(run([]).exitCode).toBe(2);
  });

  it('refuses an unknown command or option with exit code 2', () => {
    const r = run(['fly']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('unknown command "fly"');
    const o = run(['odds', '--races', '10', '--seed', '1', '--fast']);
    expect(o.exitCode).toBe(2);
    expect(o.stderr).toContain("'--fast'");
  });
});
