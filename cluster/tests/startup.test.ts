import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiDir } from '../../attack/support/server';
import pg from 'pg';
import { JWT_SECRET, startCluster } from '../support/cluster';

/** The built server started with `env`; resolves with its exit code and what it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server.js'], { cwd: apiDir, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a database the shop cannot use stops it at start, with one Spanish line and no stack trace', () => {
  it('refuses a DATABASE_URL that is neither a file: path nor a PostgreSQL URL', async () => {
    const { code, output } = await start({ DATABASE_URL: 'mysql://tienda@db/huerta' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL: DATABASE_URL debe ser una ruta «file:…» (SQLite) o una URL «postgres://…» (PostgreSQL)');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('names PostgreSQL being unreachable and exits non-zero', async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/huerta', JWT_SECRET });
    expect(code).toBe(1);
    expect(output).toContain('No se pudo conectar a la base de datos de DATABASE_URL (ECONNREFUSED)');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('requires JWT_SECRET on PostgreSQL', async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/huerta', JWT_SECRET: '' });
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET (≥ 32 caracteres) es obligatorio con PostgreSQL');
  });
});

describe('a cluster whose start fails part-way', () => {
  it('stops the PostgreSQL server and the API processes it had started (nginx missing, as on a new machine)', async () => {
    let started: { ports: number[]; databaseUrl: string } | null = null;
    const noNginx = async (ports: number[], databaseUrl: string) => {
      started = { ports, databaseUrl };
      throw new Error('spawn nginx ENOENT');
    };
    await expect(startCluster(2, { startProxy: noNginx })).rejects.toThrow('spawn nginx ENOENT');
    const { ports, databaseUrl } = started!;
    expect(ports).toHaveLength(2);
    for (const port of ports) await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow();
  });
});
