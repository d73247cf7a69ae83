import pg from 'pg';
import { openPostgres } from '../platform/db/postgres';
import { shopSchemas } from '../schema';
import { TEMPLATE_DB, testEngine } from './engine';

/**
 * On PostgreSQL runs: a throwaway cluster (unless TEST_PG_ADMIN_URL names one) and a template database
 * migrated once, which every test file copies (engine.ts). Nothing to do on SQLite.
 */
export default async function setup() {
  if (testEngine !== 'postgres') return undefined;
  let stop: (() => void) | undefined;
  if (!process.env.TEST_PG_ADMIN_URL) {
    // @ts-expect-error -- a plain ES module of the repository's scripts, shared with the cluster check and the benchmark
    const { startCluster } = (await import('../../../../scripts/pg-cluster.mjs')) as { startCluster: (o?: object) => { adminUrl: string; stop: () => void } };
    const cluster = startCluster({ port: 54300 + (process.pid % 500) });
    stop = cluster.stop;
    process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const template = await openPostgres(process.env.TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, () => `/${TEMPLATE_DB}`), await shopSchemas.postgres(), { poolSize: 1 });
  await template.close();
  return () => stop?.();
}
