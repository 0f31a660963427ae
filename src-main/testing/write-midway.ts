// Child process for the crash test: starts rewriting one slot with a big save and stops dead
// halfway through the Nth low-level file write (1 = the .bak copy, 2 = the save itself), with
// half the bytes on disk, then says "midway" and waits to be SIGKILLed.
// Usage: node --import tsx write-midway.ts DIR SLOT N
import fs from 'node:fs';
import { savesFolder } from '../saves-folder';
import { sampleSave } from '../../src-shared/testing/sample-save';

const [dir, slot, n] = process.argv.slice(2);
let writes = 0;
const realWrite = fs.write;
// write-file-atomic looks fs.write up at each call, so this catches its writes.
Object.assign(fs, {
  write(fd: number, data: Buffer | string, ...rest: unknown[]) {
    if (++writes !== Number(n)) return (realWrite as (...a: unknown[]) => void)(fd, data, ...rest);
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
    fs.writeSync(fd, bytes, 0, Math.floor(bytes.length / 2));
    process.stdout.write('midway\n');
    // Never completes: the parent kills us here.
  },
});
// Whitespace between JSON tokens is valid: a save of 4 MB whose halfway point falls inside the JSON
// text, after its summary line (which must stay the first line: the app writes only such saves).
const text = sampleSave(10, 2).text;
const lineEnd = text.indexOf('\n') + 1;
// A refused write must end the child, or the parent would wait for "midway" forever.
savesFolder(dir)
  .write(slot, text.slice(0, lineEnd) + ' '.repeat(4 * 1024 * 1024) + text.slice(lineEnd))
  .catch((e: unknown) => {
    console.error(String(e));
    process.exit(1);
  });
setInterval(() => undefined, 1000);
