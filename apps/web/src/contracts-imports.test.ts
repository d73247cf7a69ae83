import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The storefront takes only types from the contracts' main entry, which is zod's: zod's JIT probe
// (`Function('')`) is an eval the shop's Content-Security-Policy refuses and reports (Lighthouse's best
// practices fell to 96 on the product and category pages when one of them imported a function from it).
// Values come from '@huerta/contracts/rules' (zod-free).
const SRC = new URL('.', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });

describe('what the storefront loads from the contracts', () => {
  it('imports only types from the main entry', () => {
    const values = files(SRC).flatMap((p) =>
      [...readFileSync(p, 'utf8').matchAll(/^import (?!type )\{([^}]*)\} from '@huerta\/contracts';/gm)]
        .filter((m) => m[1]!.split(',').some((name) => name.trim() && !name.trim().startsWith('type ')))
        .map((m) => `${relative(SRC, p)}: ${m[1]!.trim()}`),
    );
    expect(values).toEqual([]);
  });
});
