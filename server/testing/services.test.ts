import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicesMissing } from './services';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A folder laid out as Debian's packages lay theirs, with what `has` names installed. */
function machine(has: { redis: boolean; postgres: boolean }, ci?: string) {
  const root = mkdtempSync(join(tmpdir(), 'hf-services-'));
  dirs.push(root);
  const redis = join(root, 'redis-server');
  if (has.redis) writeFileSync(redis, '');
  const postgres = join(root, 'postgresql');
  if (has.postgres) {
    mkdirSync(join(postgres, '15', 'bin'), { recursive: true });
    writeFileSync(join(postgres, '15', 'bin', 'pg_ctl'), '');
  }
  return { redis, postgres, ci };
}

describe('servicesMissing', () => {
  it('lets the tests run where both are installed', () => {
    expect(servicesMissing(['redis', 'postgres'], machine({ redis: true, postgres: true }, 'true'))).toBeNull();
  });

  it('skips on a developer’s machine, printing which is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reason = servicesMissing(['redis', 'postgres'], machine({ redis: false, postgres: true }));
    expect(reason).toMatch(/^redis-server .* not installed/);
    expect(warn).toHaveBeenCalledWith(`skipped: ${reason}`);
  });

  it('fails in CI, which installs them', () => {
    expect(() => servicesMissing(['postgres'], machine({ redis: true, postgres: false }, 'true'))).toThrow(
      /CI needs PostgreSQL/,
    );
  });
});
