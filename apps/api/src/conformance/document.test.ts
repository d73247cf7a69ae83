// The document a stranger generates a client from: the one the server answers, read over HTTP. It must pass
// a standard linter, match the client this suite was compiled against, and promise the round trips API.md makes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypesFor } from './client-types';
import { openShop } from './shop';

const { baseUrl } = await openShop();
const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: unknown;
}
interface Document {
  components: { schemas: Record<string, Schema> };
}

const dir = mkdtempSync(join(tmpdir(), 'huerta-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Redocly CLI's own `lint` command with its `recommended` rules, on the document as served. */
function redoclyLint(): { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  let out: string;
  try {
    out = execFileSync(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
      // Nothing may leave this machine: no telemetry, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    }).toString();
  } catch (error) {
    // Problems make the CLI exit 1; its JSON report is still on stdout.
    out = String((error as { stdout?: Buffer }).stdout ?? '');
  }
  return JSON.parse(out.slice(out.indexOf('{'))).problems;
}

/** A component's object schema, following `$ref`s and `anyOf` branches to the one with properties. */
function objectOf(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return objectOf(document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.properties) return schema;
  return objectOf(schema.anyOf?.find((s) => objectOf(s).properties));
}
const fieldsOf = (schema: Schema | undefined) => Object.keys(objectOf(schema).properties ?? {});

describe('the served OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error or warning', () => {
    const problems = redoclyLint().map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it('is the document this suite’s generated client was made from (regenerate: pnpm --filter @huerta/api openapi:client)', async () => {
    expect(await clientTypesFor(document)).toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  describe('promises each round trip API.md makes', () => {
    const schemas = document.components.schemas;
    it('a product as listed is a cart line: every Product field is a line field', () => {
      const product = objectOf(schemas.ProductsResponse).properties!.data!.items;
      const line = objectOf(schemas.CreateOrderInput).properties!.productos!.items;
      expect(fieldsOf(product).length).toBeGreaterThanOrEqual(11);
      expect(fieldsOf(product).filter((f) => !fieldsOf(line).includes(f))).toEqual([]);
      expect(fieldsOf(line)).toEqual(expect.arrayContaining(['items', 'fechaAgregado']));
      // Strict against anything else: a client cannot send a price or a state and have it mean something.
      expect(objectOf(line).additionalProperties).toBe(false);
    });
    it('the test payment’s answer, with the client secret, is a confirmation', () => {
      const answer = objectOf(schemas.TestPaymentResponse).properties!.data;
      const confirmation = fieldsOf(schemas.ConfirmOrderInput);
      expect([...fieldsOf(answer), 'payment_intent_client_secret', 'redirect_status'].filter((f) => !confirmation.includes(f))).toEqual([]);
      expect(objectOf(schemas.ConfirmOrderInput).additionalProperties).toBe(false);
    });
  });
});
