// Draws build/icon.png (1024x1024) with no dependencies: a horseshoe-ish ring
// on a green field. Re-run with `node build/make-icon.mjs` to regenerate.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const px = Buffer.alloc(SIZE * (SIZE * 4 + 1));

function color(x, y) {
  const cx = x - SIZE / 2;
  const cy = y - SIZE / 2;
  const r = Math.hypot(cx, cy);
  const corner = Math.max(Math.abs(cx), Math.abs(cy)) > SIZE / 2 - 8;
  if (corner) return [0, 0, 0, 0];
  // Ring open at the bottom = horseshoe.
  const inShoe = r > 230 && r < 350 && !(cy > 150 && Math.abs(cx) < 170);
  const nail = inShoe && Math.abs(r - 290) < 18 && Math.round(Math.atan2(cy, cx) / 0.45) % 2 === 0;
  if (nail) return [60, 60, 60, 255];
  if (inShoe) return [212, 175, 55, 255];
  return [30, 110, 60, 255];
}

for (let y = 0; y < SIZE; y++) {
  const row = y * (SIZE * 4 + 1);
  px[row] = 0; // PNG filter: none
  for (let x = 0; x < SIZE; x++) px.set(color(x, y), row + 1 + x * 4);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(px, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
