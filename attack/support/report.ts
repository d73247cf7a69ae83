import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDir } from './server';

export type Figure = string | number | boolean | null;

const resultsFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'results.json');

/** "103 MB" */
export const mb = (bytes: number | null | undefined): string => (bytes == null ? 'n/a' : `${Math.round(bytes / (1024 * 1024))} MB`);
/** "2.1 s" */
export const secs = (ms: number | null | undefined): string => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
/** "31 KB" / "4.2 MB" */
export const size = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Counts of each value: "415×10" or "415×9, closed×1". */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ') || 'none';
}

/** Prints one line per attack and appends it to attack/results.json. */
export function report(name: string, figures: Record<string, Figure>): void {
  const line = Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  // eslint-disable-next-line no-console -- the figures are the point of the suite
  console.log(`[attack] ${name}: ${line}`);
  let all: unknown[] = [];
  try {
    if (existsSync(resultsFile)) all = JSON.parse(readFileSync(resultsFile, 'utf8')) as unknown[];
  } catch {
    all = [];
  }
  all.push({ name, at: new Date().toISOString(), api: apiDir, figures });
  writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
}
