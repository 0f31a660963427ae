import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fifoOffering, HAS_MKFIFO } from '../../src-main/testing/fifo-writer';
import { MAX_SAVE_BYTES } from '../../src-shared/save/save-file';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { run } from '../hf';

/**
 * The command line reads its FILE arguments as the app reads saves (docs/saves.md): a FIFO or a
 * device is refused from its `stat` (reading one blocked, or filled memory), and a file over the
 * cap is refused before any byte is read.
 */
const dir = mkdtempSync(join(tmpdir(), 'hf-file-args-'));
const { text } = sampleSave(4, 2, 'Piped');
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe.each(['validate-save', 'replay'])('hf %s FILE', (command) => {
  // Skipped where mkfifo is missing (Windows): there is no FIFO to make.
  it.skipIf(!HAS_MKFIFO)('refuses a FIFO without opening it (its writer would hand over a good save)', () => {
    const path = join(dir, `${command}.fifo`);
    stops.push(fifoOffering(path, text));
    const r = run([command, path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`${path}: not a regular file`);
  });

  it('refuses a file over the cap from its size, before reading it', () => {
    // Sparse: 3 GB on paper and no disk used; reading it whole once failed only past Node's 2 GiB limit.
    const path = join(dir, `${command}-huge.hfsave`);
    writeFileSync(path, '');
    truncateSync(path, 3 * 1024 ** 3);
    const r = run([command, path]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`${path}: larger than ${MAX_SAVE_BYTES} bytes; not a save`);
  });
});
