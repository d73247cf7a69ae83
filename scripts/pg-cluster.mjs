// A throwaway PostgreSQL cluster for the tests, the cluster check and the benchmark (../shared/SCALE.md):
// Debian's package (installed with apt-get when missing and we are root), a data folder in /tmp,
// fsync off, trust authentication on 127.0.0.1 only. Stopped and deleted by `stop()`.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrograms } from './debian.mjs';

const isRoot = process.getuid?.() === 0;

/** The newest installed server's bin folder, installing Debian's `postgresql` first when there is none. */
export const postgresBin = () => ensurePrograms(['postgresql']).postgresql;

/** Runs a server binary as the `postgres` system user when we are root (initdb refuses root). */
function asPostgres(bin, args, options = {}) {
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], options) : execFileSync(bin, args, options);
}

/**
 * Starts a fresh cluster on `port` and returns `{ url(db), adminUrl, stop() }`. `url('x')` is a
 * connection string for database x (create it first); `adminUrl` points at the `postgres` database.
 */
export function startCluster({ port: preferred = 54329, maxConnections = 300 } = {}) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'huerta-pg-'));
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = join(dir, 'data');
  asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], { stdio: 'ignore' });
  // The port is picked before PostgreSQL binds it, and it lies in Linux's ephemeral range: a suite running
  // beside this one, or any outgoing connection, can hold it by then (seen once in CI: «could not bind
  // IPv4 address … Address already in use»). Then the next port is tried, each attempt with its own log.
  let port = preferred;
  let options = '';
  let log = '';
  for (let attempt = 0; ; attempt++, port++) {
    options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    log = join(dir, `log-${attempt}`);
    try {
      asPostgres(`${bin}/pg_ctl`, ['-D', data, '-l', log, '-w', '-t', '30', '-o', options, 'start'], { stdio: 'ignore' });
      break;
    } catch (error) {
      const portTaken = existsSync(log) && readFileSync(log, 'utf8').includes('Address already in use');
      if (!portTaken || attempt === 9) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const pgCtl = (args) => asPostgres(`${bin}/pg_ctl`, ['-D', data, ...args], { stdio: 'ignore' });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const url = (db) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    bin,
    port,
    dir,
    url,
    adminUrl: url('postgres'),
    stop,
    /** An outage: the server stops (its data stays) until `resume()`. */
    halt: () => pgCtl(['-m', 'fast', '-w', 'stop']),
    resume: () => pgCtl(['-l', log, '-w', '-t', '30', '-o', options, 'start']),
  };
}
