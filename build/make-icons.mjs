// Every icon the installers need, from the one source image build/icon.png (1024x1024):
//   build/icon.icns (macOS), build/icon.ico (Windows), build/icons/NxN.png (Linux).
// Run `node build/make-icons.mjs` after changing icon.png and commit the results.
// PNG sizes are scaled by ImageMagick (`convert`; apt-get install imagemagick), ICO/ICNS by png2icons.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const png2icons = require('png2icons');
const file = (name) => new URL(name, import.meta.url).pathname;
const source = readFileSync(file('icon.png'));

mkdirSync(file('icons'), { recursive: true });
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
  execFileSync('convert', [
    file('icon.png'),
    '-filter',
    'Lanczos',
    '-resize',
    `${size}x${size}`,
    '-strip',
    `PNG32:${file(`icons/${size}x${size}.png`)}`,
  ]);
}
const icns = png2icons.createICNS(source, png2icons.BICUBIC2, 0);
const ico = png2icons.createICO(source, png2icons.BICUBIC2, 0, true, true);
if (!icns || !ico) throw new Error('png2icons could not convert build/icon.png');
writeFileSync(file('icon.icns'), icns);
writeFileSync(file('icon.ico'), ico);
console.log('wrote build/icon.icns, build/icon.ico and build/icons/*.png');
