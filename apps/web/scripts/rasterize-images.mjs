// `pnpm --filter @huerta/web images`: renders the SVG artwork in art/ to WebP in public/img/, once, with
// Chromium. The artwork (Fluent Emoji, MIT) uses SVG filters and gradients that a phone must re-parse
// and re-paint on the main thread for every <img>, ~10–50 ms each; a WebP decodes off the main thread.
// The WebP files are committed, so neither the build nor the shop needs this script.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global Image, btoa, document -- the callback given to page.evaluate runs in the browser */
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ART = join(root, 'art');
const OUT = join(root, 'public/img');
// Pixel width per folder: about twice the largest width each is shown at (cards ~150 px, tiles and
// the hero ~600 px, blog covers ~800 px); the height follows the artwork's own proportions.
const WIDTH = { productos: 320, categorias: 800, slides: 960, blog: 1200, 'logo.svg': 128, 'fallback.svg': 256 };
const QUALITY = 0.86;

const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.svg') ? [join(dir, d.name)] : []));

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// The logo is also the favicon, as PNG: every browser takes that for a tab icon. The committed favicon and the
// manifest's icons were then reduced to 256-colour palettes (sharp's png({ palette: true }): 6 KB → 1.7 KB, 26 KB → 5 KB
// for the 192 icon, both fetched on a first visit); e2e/tests/pwa.test.ts bounds their size.
const jobs = files(ART).flatMap((file) => {
  const rel = relative(ART, file);
  const webp = { file, rel, name: rel.replace(/\.svg$/, '.webp'), type: 'image/webp' };
  return rel === 'logo.svg' ? [webp, { file, rel, name: 'favicon.png', type: 'image/png', size: 64 }] : [webp];
});
for (const { file, rel, name, type, size } of jobs) {
  const folder = rel.includes('/') ? rel.split('/')[0] : rel;
  const svg = readFileSync(file, 'utf8');
  const [, w, h] = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg) ?? [];
  const width = size ?? WIDTH[folder];
  const height = Math.round((width * Number(h)) / Number(w));
  const dataUrl = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const img = new Image(width, height);
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width, height });
      canvas.getContext('2d').drawImage(img, 0, 0, width, height);
      return canvas.toDataURL(type, quality);
    },
    { svg, width, height, type, quality: QUALITY },
  );
  const out = join(OUT, name);
  mkdirSync(dirname(out), { recursive: true });
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync(out, bytes);
  console.log(`${relative(root, out)}  ${width}×${height}  ${(bytes.length / 1024).toFixed(1)} KB`);
}
await browser.close();
