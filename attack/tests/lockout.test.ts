import { describe, expect, it } from 'vitest';
import { httpJson, register } from '../support/http';
import { report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

const OWNER = 'duena@example.mx';
const PASSWORD = 'clave-de-la-duena-1';

describe('login lockout per account and address', () => {
  it('locks out the guessing address, not the owner, and counts each address separately', async () => {
    const server = await startServer();
    const started = Date.now();
    try {
      await register(server.url, OWNER, PASSWORD);
      const login = (password: string, localAddress: string) =>
        httpJson(`${server.url}/api/login`, { body: { usuario: OWNER, password }, localAddress, timeoutMs: 10_000 });

      const fromTwo = [];
      for (let i = 0; i < 9; i += 1) fromTwo.push(await login(`incorrecta-${i}`, '127.0.0.2'));
      const ninth = fromTwo[8]!;
      const owner = await login(PASSWORD, '127.0.0.1');
      const fromThree = [];
      for (let i = 0; i < 8; i += 1) fromThree.push(await login(`otra-incorrecta-${i}`, '127.0.0.3'));

      const message = (ninth.json as { message?: unknown } | undefined)?.message;
      report('lockout (8 wrong from 127.0.0.2, owner from 127.0.0.1, 8 wrong from 127.0.0.3)', {
        '127.0.0.2': fromTwo.map((a) => a.status).join(' '),
        '9th message': JSON.stringify(message ?? ninth.text.slice(0, 120)),
        'owner from 127.0.0.1': owner.status,
        '127.0.0.3': tally(fromThree.map((a) => a.status)),
        time: secs(Date.now() - started),
      });
      expect(fromTwo.slice(0, 8).map((a) => a.status)).toEqual(Array(8).fill(401));
      expect(ninth.status).toBe(429);
      expect(String(message)).toContain('¿Olvidaste tu contraseña?');
      expect(owner.status).toBe(200);
      expect(typeof (owner.json as { data?: { jwt?: unknown } }).data?.jwt).toBe('string');
      expect(fromThree.map((a) => a.status)).toEqual(Array(8).fill(401));
    } finally {
      await server.stop();
    }
  });
});
