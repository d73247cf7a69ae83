// `pnpm admin:create-owner --nombre "Rosa Pérez" --email rosa@huertabaja.mx`: an owner account from the
// command line (whoever runs commands on the server is trusted), the password typed without echo — or
// read from standard input when piped. Works on both engines (DATABASE_URL).
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { newOwnerInputSchema } from '@huerta/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../schema';
import { describeZodError } from '../platform/errors';
import { startupFailure } from '../platform/startup-failure';
import { createLimits } from '../platform/limits/limits';
import { createSettings } from '../modules/settings';
import { createStaffService, createTwoFactor } from '../modules/staff';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    return '';
  }
  let muted = false;
  const output = new Writable({ write: (chunk, _enc, done) => (muted ? done() : process.stdout.write(chunk, done)) });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question('Contraseña (no se muestra): ');
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

try {
  const { values } = parseArgs({ options: { nombre: { type: 'string' }, email: { type: 'string' } } });
  const password = await readPassword();
  const parsed = newOwnerInputSchema.safeParse({ nombre: values.nombre, email: values.email, password });
  if (!parsed.success) throw new Error(`${describeZodError(parsed.error)}\nUso: pnpm admin:create-owner --nombre "Nombre" --email correo@ejemplo.mx`);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl);
  try {
    const settings = createSettings(database);
    const twoFactor = createTwoFactor({ database, settings });
    const staff = createStaffService({ database, limits: createLimits({ disabled: true, multiplier: 1 }), publicUrl: config.publicUrl, twoFactor, settings });
    const owner = await staff.addOwner(parsed.data);
    console.warn(`Cuenta de dueño creada: ${owner.nombre} <${owner.email}>. Entra en ${config.publicUrl}/admin`);
  } finally {
    await database.close();
  }
} catch (err) {
  startupFailure(err, 'No se pudo crear la cuenta');
}
