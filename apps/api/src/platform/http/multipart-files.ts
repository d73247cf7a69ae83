import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { AppError, badRequest } from '../errors';

/**
 * Reads the named files of a multipart/form-data body, each up to its own size, and nothing else: a field,
 * another file name, a second file of the same name or a third part is refused. busboy (@fastify/busboy) is
 * loaded on the first upload only — with the XML parser it would add ~10 MB to every idle process for a
 * form staff send a few times a day.
 */
export async function readFiles<K extends string>(
  body: Readable,
  headers: IncomingHttpHeaders,
  limits: Record<K, number>,
  messages: { tooBig: string; unexpected: string },
): Promise<Partial<Record<K, Buffer>>> {
  const { default: Busboy } = await import('@fastify/busboy');
  const names = Object.keys(limits) as K[];
  const largest = Math.max(...names.map((n) => limits[n]));
  const files: Partial<Record<K, Buffer>> = {};
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      body.unpipe();
      body.resume(); // what is still arriving is read and dropped, then the answer goes
      reject(err);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: headers as { 'content-type': string }, limits: { fileSize: largest, files: names.length, fields: 0, parts: names.length, headerPairs: 20 } });
    } catch {
      reject(badRequest(messages.unexpected));
      return;
    }
    parser.on('file', (field, stream) => {
      const name = field as K;
      if (!names.includes(name) || files[name]) {
        stream.resume();
        fail(badRequest(messages.unexpected));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits[name]) fail(new AppError(413, messages.tooBig));
        else chunks.push(chunk);
      });
      stream.on('limit', () => fail(new AppError(413, messages.tooBig)));
      stream.on('end', () => {
        if (!failed) files[name] = Buffer.concat(chunks);
      });
    });
    for (const event of ['field', 'partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(event, () => fail(badRequest(messages.unexpected)));
    parser.on('error', () => fail(badRequest('El formulario llegó incompleto: vuelve a subir los archivos.')));
    parser.on('finish', () => {
      if (!failed) resolve(files);
    });
    body.on('error', () => fail(badRequest('El formulario llegó incompleto: vuelve a subir los archivos.')));
    body.pipe(parser);
  });
}
