import { connect, type Socket } from 'node:net';

export interface RawExchange {
  /** Everything the server sent (status line, headers, body). */
  text: string;
  status: number | null;
  /** Bytes of the request body this client had written when the server's answer began. */
  bodyBytesWhenAnswered: number | null;
  /** Milliseconds from connecting until the server closed the connection (or we gave up). */
  heldMs: number;
  closedByServer: boolean;
}

interface Options {
  port: number;
  head: string;
  /** Body chunks written one after another while the connection stays writable. */
  body?: Iterable<Buffer | string>;
  /** Pause between body chunks (a trickling client). */
  delayMs?: number;
  /** Give up (and fail the expectation that called this) after this long. */
  timeoutMs: number;
}

/**
 * A raw HTTP/1.1 client for the attacks fetch cannot make: a body that keeps coming after the answer,
 * a trickle of bytes, a request that never ends. It reports what the server did and when.
 */
export function rawRequest({ port, head, body = [], delayMs = 0, timeoutMs }: Options): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let answeredAt: number | null = null;
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ text, status: status ? Number(status[1]) : null, bodyBytesWhenAnswered: answeredAt, heldMs: Date.now() - started, closedByServer });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk) => {
      if (answeredAt === null) answeredAt = sent;
      received.push(chunk);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      socket.write(head);
      for (const chunk of body) {
        if (done || socket.destroyed) return;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        const ok = socket.write(chunk);
        sent += Buffer.byteLength(chunk);
        if (!ok) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    });
  });
}

/** `count` chunks of `size` bytes each, made lazily (a 48 MB body never sits in memory). */
export function* chunks(count: number, size: number, fill = 'a'): Generator<Buffer> {
  const chunk = Buffer.alloc(size, fill);
  for (let i = 0; i < count; i++) yield chunk;
}
