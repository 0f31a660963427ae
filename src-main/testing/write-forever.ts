// Child process for the crash test: rewrites one slot with big saves until it is killed.
// Usage: node --import tsx write-forever.ts DIR SLOT
import { savesFolder } from '../saves-folder'
import { sampleSave } from './sample-save'

const [dir, slot] = process.argv.slice(2)
const folder = savesFolder(dir)
// Trailing whitespace is valid JSON: it makes each write take long enough to be cut midway.
const padding = ' '.repeat(4 * 1024 * 1024)
const versions = [sampleSave(6, 2).text + padding, sampleSave(10, 2).text + padding]
for (let i = 0; ; i++) {
  await folder.write(slot, versions[i % 2])
  process.stdout.write(`wrote ${i}\n`)
}
