import { expect } from 'vitest';
import { httpJson } from './http';
import type { RunningServer } from './server';

/** The owner, made through the setup link the server printed: their session cookie. */
export async function ownerCookie(server: RunningServer): Promise<string> {
  const token = /\/admin\/setup\?token=([\w-]{43})/.exec(server.logs())?.[1];
  expect(token, 'setup link in the logs').toBeTruthy();
  const a = await httpJson(`${server.url}/admin/trpc/auth.setup`, { body: { token, nombre: 'Rosa Pérez', email: 'rosa@huertabaja.mx', password: 'clave-del-panel-1' }, headers: { origin: server.url } });
  const cookie = ([a.headers['set-cookie']].flat()[0] ?? '').split(';')[0]!;
  expect(cookie).toContain('=');
  return cookie;
}
