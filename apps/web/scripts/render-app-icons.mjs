// Renders the installable app's icons (public/icons/*.png) from the favicon's N tile: Chromium
// rasterises the SVG, and the pixels are written as a palette PNG (a few hundred bytes: the browser
// fetches the 192 px icon on a first visit). Dev-time only; the PNGs are committed.
//   node apps/web/scripts/render-app-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/local.mjs';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const N = 'M8 23V9h3.2l6.6 9V9H21v14h-3.2l-6.6-9v9z';
// The favicon's rounded tile; a maskable icon is full-bleed with the letter inside the 80% safe zone.
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f3d2e"/><path d="${N}" fill="#f5b301"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f3d2e"/><g transform="translate(16 16) scale(0.72) translate(-14.5 -16)"><path d="${N}" fill="#f5b301"/></g></svg>`;

const outputs = [
  { file: 'icon-192.png', size: 192, svg: tile },
  { file: 'icon-512.png', size: 512, svg: tile },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** RGBA pixels as an 8-bit palette PNG; channels are rounded to 16 levels, plenty for flat art. */
function palettePng(size, rgba) {
  const palette = new Map();
  const rows = Buffer.alloc(size * (size + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const q = [0, 1, 2, 3].map((c) => Math.round(rgba[i + c] / 17) * 17);
      const key = q[3] === 0 ? '0,0,0,0' : q.join();
      if (!palette.has(key)) palette.set(key, palette.size);
      rows[y * (size + 1) + 1 + x] = palette.get(key);
    }
  }
  if (palette.size > 256) throw new Error(`${palette.size} colours do not fit a palette`);
  const colours = [...palette.keys()].map((k) => k.split(',').map(Number));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit, palette, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(colours.flatMap((rgba) => rgba.slice(0, 3)))),
    chunk('tRNS', Buffer.from(colours.map(([, , , a]) => a))),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const page = await browser.newPage();
for (const { file, size, svg } of outputs) {
  const rgba = await page.evaluate(
    async ({ svg, size }) => {
      const image = new Image(size, size);
      image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, size, size);
      return [...context.getImageData(0, 0, size, size).data];
    },
    { svg, size },
  );
  writeFileSync(path.join(icons, file), palettePng(size, rgba));
}
await browser.close();
console.log(`Rendered ${outputs.map((o) => o.file).join(', ')} into ${path.relative(process.cwd(), icons)}`);
