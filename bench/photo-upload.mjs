// `node bench/photo-upload.mjs`: what a 12-megapixel phone photo costs the built server (SQLite): decoded,
// turned upright, cropped and written as three WebP sizes into the database. 3 warm-ups, then 15 uploads
// one after another; the server's own processing time (its answer's `ms`) and the round trip.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ownerRow } from './large-shop.mjs';
import { startShop } from './server.mjs';

const api = createRequire(join(process.cwd(), 'apps/api/package.json'));
const sharp = api('sharp');
const shop = await startShop({});
try {
  const owner = await ownerRow();
  const Database = api('better-sqlite3');
  const db = new Database(join(shop.dir, 'bench.db'));
  db.prepare('insert into personal (email, nombre, password_hash, rol) values (?, ?, ?, ?)').run(owner.email, 'Dueña', owner.hash, 'dueño');
  db.close();
  const login = await fetch(`${shop.url}/admin/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.url }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  // Grain makes the JPEG decode like a real photo (a flat colour would be unrealistically cheap).
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7aa35a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  console.log(`photo: 4000×3000 JPEG (12 MP), ${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6`);
  const upload = async (i) => {
    const t0 = performance.now();
    // Each upload a different photo (one pixel row changed), so none is answered from an earlier one.
    const body = Buffer.from(photo);
    body[body.length - 3] = i % 256;
    const res = await fetch(`${shop.url}/admin/imagenes?tipo=producto`, { method: 'POST', headers: { cookie, origin: shop.url, 'content-type': 'image/jpeg' }, body });
    const json = await res.json();
    if (res.status !== 201) throw new Error(`${res.status} ${json.message}`);
    return { server: json.data.ms, total: performance.now() - t0 };
  };
  for (let i = 0; i < 3; i++) await upload(1000 + i);
  const runs = [];
  for (let i = 0; i < 15; i++) runs.push(await upload(i));
  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
  const row = (what, xs) => console.log(`${what.padEnd(36)} median ${Math.round(pct(xs, 50))} ms · p95 ${Math.round(pct(xs, 95))} ms`);
  row('server processing (decode → 3 WebP)', runs.map((r) => r.server));
  row('upload round trip (localhost)', runs.map((r) => r.total));
} finally {
  await shop.stop();
}
