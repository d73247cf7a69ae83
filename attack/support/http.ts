import { request, type Agent, type IncomingMessage } from 'node:http';

export interface JsonAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
  ms: number;
  /** Body bytes received (only the first 4 MB are kept in `text`). */
  bytes: number;
  /** Set instead of a status when the request failed (refused, reset, timed out). */
  error?: string;
}

export interface JsonRequest {
  method?: string;
  body?: unknown;
  /** Sent as is (no JSON.stringify). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  localAddress?: string;
  timeoutMs?: number;
  agent?: Agent | false;
}

/** One HTTP request with a JSON (or raw) body; never throws: failures come back with `error` and status 0. */
export function httpJson(url: string, opts: JsonRequest = {}): Promise<JsonAnswer> {
  const started = Date.now();
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = { ...opts.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] ??= String(Buffer.byteLength(payload));
  }
  return new Promise((done) => {
    let settled = false;
    let n = 0;
    // A server that refuses a big body answers before reading it and closes: the request's write may then fail
    // (EPIPE, ECONNRESET) after the answer arrived. The answer is what the caller wants, not the write's error.
    let answer: IncomingMessage | null = null;
    const finish = (a: Omit<JsonAnswer, 'ms' | 'bytes'>) => {
      if (settled) return;
      settled = true;
      done({ ...a, ms: Date.now() - started, bytes: n });
    };
    const req = request(
      url,
      {
        method: opts.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: opts.localAddress,
        agent: opts.agent ?? false,
      },
      (res) => {
        answer = res;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          n += c.length;
          if (n <= 4 * 1024 * 1024) chunks.push(c);
        });
        res.on('error', (e) => finish({ status: res.statusCode ?? 0, headers: res.headers, text: '', json: undefined, error: String(e) }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          finish({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        // Cut off mid-body: what arrived is still the answer.
        res.on('close', () => finish({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), json: undefined }));
      },
    );
    req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (answer) return; // its 'end' or 'close' settles it
      finish({ status: 0, headers: {}, text: '', json: undefined, error: e.code ?? e.message });
    });
    req.end(payload);
  });
}

export interface PollResult {
  count: number;
  ok: number;
  failures: string[];
  maxMs: number;
}

/** GET /api/productos in a loop (one at a time, `everyMs` apart) until stopped. */
export function pollProducts(baseUrl: string, everyMs = 100, timeoutMs = 2_000) {
  const result: PollResult = { count: 0, ok: 0, failures: [], maxMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const a = await httpJson(`${baseUrl}/api/productos`, { timeoutMs });
      result.count += 1;
      result.maxMs = Math.max(result.maxMs, a.ms);
      const good = a.status === 200 && Array.isArray((a.json as { data?: unknown } | undefined)?.data);
      if (good) result.ok += 1;
      else if (result.failures.length < 10) result.failures.push(a.error ?? `status ${a.status}`);
      if (running) await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    result,
    stop: async (): Promise<PollResult> => {
      running = false;
      await loop;
      return result;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Registers an account through POST /api/registrar; throws unless it answers 201. */
export async function register(baseUrl: string, usuario: string, password: string): Promise<void> {
  const a = await httpJson(`${baseUrl}/api/registrar`, {
    body: { nombre: 'Víctima Prueba', tel: '6461234567', direccion: 'Calle 1, Ensenada', usuario, password },
  });
  if (a.status !== 201) throw new Error(`register answered ${a.status}: ${a.text.slice(0, 300)}`);
}
