import { createRequire } from 'node:module';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { httpJson } from '../support/http';
import { MB, cpuMsOf, hasLibrary, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { apiDir, startServer } from '../support/server';
import { ownerCookie } from '../support/staff';

// sharp from the API's own dependencies: the test makes real phone-sized photos to send.
type MakeImage = (input: { create: { width: number; height: number; channels: 3; background: string; noise: { type: 'gaussian'; mean: number; sigma: number } } }) => {
  jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
};
const sharp = createRequire(join(apiDir, 'package.json'))('sharp') as MakeImage;

/** A PNG whose header claims 30,000 × 30,000 pixels (2.7 GB decoded) in a few hundred bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1 << 20))), chunk('IEND', Buffer.alloc(0))]);
}

/** A 12-megapixel JPEG with grain (as hard to decode as a real photo). */
const twelveMegapixels = () => sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7aa35a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer();

describe('photo uploads against the built server', () => {
  it('turns strangers away before reading their file, and bounds what staff uploads cost: bombs refused from the header, photos one at a time', async () => {
    const server = await startServer();
    try {
      const upload = (body: Buffer, headers: Record<string, string> = {}, type = 'image/jpeg') =>
        httpJson(`${server.url}/admin/imagenes?tipo=producto`, { raw: body, headers: { 'content-type': type, origin: server.url, ...headers }, timeoutMs: 60_000 });

      // A stranger's 9 MB: refused from the headers (no session), fast; 11 MB: too large before any session check.
      const anonymous = await upload(Buffer.alloc(9 * MB, 1));
      expect(anonymous.status, anonymous.error).toBe(401);
      expect(anonymous.ms).toBeLessThan(1_000);
      expect((await upload(Buffer.alloc(11 * MB, 1))).status).toBe(413);
      // An image type to any other path is not JSON: refused.
      expect((await httpJson(`${server.url}/admin/trpc/auth.login`, { raw: Buffer.alloc(1_000, 1), headers: { 'content-type': 'image/png', origin: server.url } })).status).toBe(415);

      // libvips (5–10 MB resident, apps/api/src/modules/images/images.ts) is loaded by the first photo, not at start.
      expect(hasLibrary(server.pid, 'libvips')).toBe(false);
      const cookie = await ownerCookie(server);
      const photo = await twelveMegapixels();
      const bomb = pngBomb();
      const rss = sampleRss(server.pid);
      const cpuBefore = cpuMsOf(server.pid);
      const started = Date.now();
      const bombs = await Promise.all(Array.from({ length: 16 }, () => upload(bomb, { cookie }, 'image/png')));
      const bombCpu = cpuMsOf(server.pid) - cpuBefore;
      const bombMs = Date.now() - started;
      expect(bombs.every((b) => b.status === 413)).toBe(true);
      expect((bombs[0]!.json as { message: string }).message).toBe('La imagen tiene 900 megapíxeles; el máximo es 40.');
      expect(hasLibrary(server.pid, 'libvips')).toBe(true);

      // Four phone photos at once: processed one after another, memory bounded.
      const photosStarted = Date.now();
      const photos = await Promise.all(Array.from({ length: 4 }, () => upload(photo, { cookie })));
      const photosMs = Date.now() - photosStarted;
      const peak = rss.stop();
      const each = photos.map((p) => (p.json as { data?: { ms: number } }).data?.ms ?? -1);
      report('photo uploads', {
        'anonymous 9 MB': `${anonymous.status} in ${anonymous.ms} ms`,
        '16 decompression bombs': `${JSON.stringify(tally(bombs.map((b) => b.status)))} · CPU ${bombCpu} ms · ${secs(bombMs)}`,
        '4 × 12 MP JPEG at once': `${JSON.stringify(tally(photos.map((p) => p.status)))} · server ms each ${each.join(', ')} · ${secs(photosMs)}`,
        'peak RSS': mb(peak),
      });
      expect(photos.every((p) => p.status === 201)).toBe(true);
      expect(bombCpu).toBeLessThan(1_000);
      expect(peak).toBeLessThan(400 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
