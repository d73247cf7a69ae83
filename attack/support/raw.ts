import { connect, type Socket } from 'node:net';

/** What one raw connection saw. Times are ms since its first byte was written (or since connect if none). */
export interface Exchange {
  status: number | null;
  headers: Record<string, string>;
  body: Buffer;
  /** Body bytes the client had handed to the kernel when the status line arrived (null: no answer). */
  sentAtResponse: number | null;
  sent: number;
  responseMs: number | null;
  /** When the connection ended (server FIN/RST, or our own give-up). */
  closeMs: number;
  closedBy: 'server' | 'client' | 'error';
  error: string | null;
  text: () => string;
  json: () => unknown;
}

export interface ExchangeOptions {
  port: number;
  host?: string;
  localAddress?: string;
  /** Bytes sent first (request line and headers, possibly partial). */
  head?: string | Buffer;
  /** Streamed after the head, with backpressure; stops as soon as an answer arrives or the socket closes. */
  body?: AsyncIterable<Buffer>;
  /** Give up (and close it ourselves) this long after the first byte. */
  timeoutMs: number;
  /** After an answer, how long to wait for the server to close before we do. */
  closeWaitMs?: number;
}

/** A raw `node:net` client for partial, slow or oversized requests. Never throws. */
export function exchange(opts: ExchangeOptions): Promise<Exchange> {
  return new Promise((done) => {
    const socket: Socket = connect({ port: opts.port, host: opts.host ?? '127.0.0.1', localAddress: opts.localAddress });
    let t0 = Date.now();
    let started = false;
    const chunks: Buffer[] = [];
    let received = 0;
    let status: number | null = null;
    let headers: Record<string, string> = {};
    let headEnd = -1;
    let sent = 0;
    let sentAtResponse: number | null = null;
    let responseMs: number | null = null;
    let error: string | null = null;
    let closedBy: Exchange['closedBy'] = 'server';
    let finished = false;
    let wake: (() => void) | null = null;
    const nudge = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const giveUp = setTimeout(() => {
      closedBy = 'client';
      socket.destroy();
    }, opts.timeoutMs);
    let closeWait: NodeJS.Timeout | undefined;

    const firstByte = () => {
      if (!started) {
        started = true;
        t0 = Date.now();
        giveUp.refresh();
      }
    };

    socket.on('data', (c: Buffer) => {
      received += c.length;
      if (received <= 1024 * 1024) chunks.push(c);
      if (status === null) {
        const all = Buffer.concat(chunks);
        headEnd = all.indexOf('\r\n\r\n');
        const line = /^HTTP\/1\.[01] (\d{3})/.exec(all.subarray(0, 64).toString('latin1'));
        if (line) {
          status = Number(line[1]);
          responseMs = Date.now() - t0;
          sentAtResponse = sent;
          closeWait = setTimeout(() => {
            closedBy = 'client';
            socket.destroy();
          }, opts.closeWaitMs ?? 3_000);
          nudge();
        }
      }
      if (headEnd < 0 && status !== null) headEnd = Buffer.concat(chunks).indexOf('\r\n\r\n');
      if (headEnd >= 0 && Object.keys(headers).length === 0) {
        const lines = Buffer.concat(chunks).subarray(0, headEnd).toString('latin1').split('\r\n').slice(1);
        headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      if (closedBy !== 'client') closedBy = 'error';
    });
    socket.on('close', () => {
      finished = true;
      clearTimeout(giveUp);
      clearTimeout(closeWait);
      nudge();
      const all = Buffer.concat(chunks);
      let body: Buffer = headEnd >= 0 ? all.subarray(headEnd + 4) : Buffer.alloc(0);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
      done({
        status,
        headers,
        body,
        sentAtResponse,
        sent,
        responseMs,
        closeMs: Date.now() - t0,
        closedBy,
        error,
        text: () => body.toString('utf8'),
        json: () => {
          try {
            return JSON.parse(body.toString('utf8')) as unknown;
          } catch {
            return undefined;
          }
        },
      });
    });

    const write = (b: Buffer) =>
      new Promise<void>((ok) => {
        firstByte();
        const flushed = socket.write(b, (err) => {
          if (!err) sent += b.length;
        });
        if (flushed) return ok();
        wake = ok;
        socket.once('drain', nudge);
      });

    socket.once('connect', async () => {
      try {
        if (opts.head !== undefined) await write(Buffer.from(opts.head));
        if (opts.body) {
          for await (const chunk of opts.body) {
            // Let libuv read first: an answer already in the socket must not be lost to EPIPE on our next write.
            await new Promise((r) => setImmediate(r));
            if (finished || status !== null || socket.destroyed) break;
            await write(chunk);
            if (finished || status !== null) break;
          }
        }
      } catch (e) {
        error ??= String(e);
      }
    });
  });
}

function dechunk(b: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < b.length) {
    const eol = b.indexOf('\r\n', i);
    if (eol < 0) break;
    const n = parseInt(b.subarray(i, eol).toString('latin1'), 16);
    if (!Number.isFinite(n) || n === 0) break;
    out.push(b.subarray(eol + 2, eol + 2 + n));
    i = eol + 2 + n + 2;
  }
  return Buffer.concat(out);
}

/** `total` bytes in chunks of `chunk`, made lazily (the test process never holds the whole body). */
export async function* filler(total: number, chunk = 64 * 1024, byte = 0x61): AsyncGenerator<Buffer> {
  const block = Buffer.alloc(chunk, byte);
  for (let left = total; left > 0; left -= chunk) yield left >= chunk ? block : block.subarray(0, left);
}

/** The source's chunks `everyMs` apart: the server reads as fast as we send, so what we sent is what it read. */
export async function* paced(source: AsyncIterable<Buffer>, everyMs: number): AsyncGenerator<Buffer> {
  for await (const c of source) {
    yield c;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * `total` filler bytes: the first `slowBytes` in 8 KB chunks 2 ms apart (so an early answer shows how
 * much was really read, not what the socket buffers swallowed), the rest at full speed.
 */
export function slowStartFiller(total: number, slowBytes = 256 * 1024): AsyncGenerator<Buffer> {
  return concat(paced(filler(Math.min(slowBytes, total), 8 * 1024), 2), filler(Math.max(0, total - slowBytes)));
}

/** One byte every `everyMs`, at most `max` bytes. */
export async function* trickle(everyMs: number, max: number, byte = 'a'): AsyncGenerator<Buffer> {
  const b = Buffer.from(byte);
  for (let i = 0; i < max; i += 1) {
    await new Promise((r) => setTimeout(r, everyMs));
    yield b;
  }
}

/** Wraps a byte stream in HTTP/1.1 chunked transfer coding. */
export async function* chunked(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const c of source) yield Buffer.concat([Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]);
  yield Buffer.from('0\r\n\r\n');
}

/** Concatenates byte streams. */
export async function* concat(...parts: (AsyncIterable<Buffer> | Buffer)[]): AsyncGenerator<Buffer> {
  for (const p of parts) {
    if (Buffer.isBuffer(p)) yield p;
    else yield* p;
  }
}
