// Generates the PWA icons and favicons from one SVG mark. Run once: `node apps/web/scripts/generate-icons.mjs`.
// The outputs in public/ are committed; sharp comes from the root node_modules.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** The mark: a four-point sparkle and a small companion star on a teal gradient. */
function mark({ size = 512, radius = 112, scale = 1 } = {}) {
  const c = size / 2;
  const t = `translate(${c} ${c}) scale(${scale}) translate(-256 -256)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <title>Limpa</title>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14a394"/>
      <stop offset="1" stop-color="#0b5f58"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <g transform="${t}" fill="#ffffff">
    <path d="M232 104c10 86 52 130 144 148-92 18-134 62-144 148-10-86-52-130-144-148 92-18 134-62 144-148z"/>
    <path d="M372 96c4 34 20 50 52 56-32 6-48 22-52 56-4-34-20-50-52-56 32-6 48-22 52-56z" opacity="0.9"/>
    <circle cx="364" cy="384" r="20" opacity="0.75"/>
  </g>
</svg>`;
}

async function png(svg, size, file) {
  const out = join(publicDir, file);
  await mkdir(dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(out);
  console.log('wrote', file);
}

const rounded = mark();
const fullBleed = mark({ radius: 0, scale: 0.72 }); // maskable: content inside the 80% safe zone
const square = mark({ radius: 0, scale: 0.86 }); // apple-touch-icon: iOS rounds the corners itself

await png(rounded, 192, 'icons/icon-192.png');
await png(rounded, 512, 'icons/icon-512.png');
await png(fullBleed, 512, 'icons/maskable-512.png');
await png(square, 180, 'icons/apple-touch-icon.png');
await png(rounded, 32, 'icons/favicon-32.png');
await writeFile(join(publicDir, 'favicon.svg'), mark({ radius: 120 }));
console.log('wrote favicon.svg');
