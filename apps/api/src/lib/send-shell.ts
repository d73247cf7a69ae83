import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheBody, type CachedBody } from './cached-json';

/**
 * An app's HTML page, compressed once at start: revalidated on every load (`no-cache` + ETag, so a deploy
 * is picked up at once), brotli or gzip as the browser accepts. `status` other than 200 skips the 304.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, shell: CachedBody, status = 200) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (status !== 200) reply.code(status);
  else if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  else reply.header('etag', shell.etag);
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(shell.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.body);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An app's page with the shop's name filled in (`%STORE_NAME%`, `%STORE_NAME_UPPER%`), built and
 * compressed again only when the owner renames the shop.
 */
export function namedShell(template: string) {
  let last: { name: string; shell: CachedBody } | null = null;
  return (name: string): CachedBody => {
    if (last?.name !== name) {
      const html = template.replaceAll('%STORE_NAME_UPPER%', escapeHtml(name.toUpperCase())).replaceAll('%STORE_NAME%', escapeHtml(name));
      last = { name, shell: cacheBody(Buffer.from(html)) };
    }
    return last.shell;
  };
}
