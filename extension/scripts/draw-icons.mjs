// Draws the extension's icons (public/icon/<size>.png): a deck of two cards on a rounded square.
// The shapes are rounded rectangles in a 128-unit square, rasterised with 4×4 supersampling and
// written as PNG with node:zlib. Run again after changing a shape: `node extension/scripts/draw-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];
/** [x, y, width, height, radius, [r, g, b]] in 128 units, painted in order. */
const SHAPES = [
  [4, 4, 120, 120, 26, [37, 99, 235]],
  [30, 22, 64, 80, 10, [147, 197, 253]],
  [40, 34, 64, 80, 10, [255, 255, 255]],
  [52, 54, 40, 8, 4, [37, 99, 235]],
  [52, 70, 30, 8, 4, [37, 99, 235]],
  [52, 86, 36, 8, 4, [37, 99, 235]],
];

const inside = (px, py, [x, y, w, h, r]) => {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
};

function pixels(size) {
  const out = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = ((x + (sx + 0.5) / samples) * 128) / size;
          const py = ((y + (sy + 0.5) / samples) * 128) / size;
          const shape = SHAPES.findLast((candidate) => inside(px, py, candidate));
          if (!shape) continue;
          const [cr, cg, cb] = shape[5];
          r += cr;
          g += cg;
          b += cb;
          a += 1;
        }
      }
      const i = (y * size + x) * 4;
      out[i] = a ? r / a : 0;
      out[i + 1] = a ? g / a : 0;
      out[i + 2] = a ? b / a : 0;
      out[i + 3] = (a * 255) / (samples * samples);
    }
  }
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function png(size) {
  const rgba = pixels(size);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.concat(
    Array.from({ length: size }, (_, y) =>
      Buffer.concat([Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icon');
fs.mkdirSync(dir, { recursive: true });
for (const size of SIZES) fs.writeFileSync(path.join(dir, `${size}.png`), png(size));
