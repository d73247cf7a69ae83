// Behind a TLS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https) the staff cookie is Secure even when
// PUBLIC_URL was left http: the request says it came over https. Not when the proxy is not trusted.
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';

const login = async (trustProxy: boolean, headers: Record<string, string>) => {
  const { app } = await createTestApp({ TRUST_PROXY: String(trustProxy) });
  const { addStaff } = adminClient(app, '10.8.0');
  await addStaff('puerta@huertabaja.mx', 'dueño');
  const res = await app.inject({
    method: 'POST',
    url: '/admin/trpc/auth.login',
    payload: { email: 'puerta@huertabaja.mx', password: 'clave-del-panel-1' },
    headers: { 'content-type': 'application/json', origin: headers['x-forwarded-proto'] === 'https' ? 'https://localhost:3000' : 'http://localhost:3000', host: 'localhost:3000', ...headers },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']);
};

describe('the staff session cookie', () => {
  it('is Secure when a trusted proxy says the request came over https', async () => {
    expect(await login(true, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure(;|$)/);
  });
  it('is not Secure over plain http, nor on an untrusted X-Forwarded-Proto', async () => {
    expect(await login(true, {})).not.toMatch(/Secure/);
    expect(await login(false, { 'x-forwarded-proto': 'https', origin: 'http://localhost:3000' })).not.toMatch(/Secure/);
  });
});
