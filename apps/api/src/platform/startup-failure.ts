/**
 * What the owner reads when the shop cannot start: one Spanish line naming the cause (a bad variable,
 * a database that does not answer), never a stack trace; and a non-zero exit so a supervisor notices.
 */
export function startupFailure(err: unknown, what = 'No se pudo iniciar la tienda'): never {
  const code = (err as { code?: string } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  const unreachable = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EAI_AGAIN' || /timeout|terminated|connect/i.test(message);
  if (unreachable) console.error(`No se pudo conectar a la base de datos de DATABASE_URL (${code ?? message}). Revisa que PostgreSQL esté en marcha y acepte conexiones.`);
  else if (code === '3D000') console.error(`La base de datos de DATABASE_URL no existe: créala primero (${message}).`);
  else if (code === '28P01' || code === '28000') console.error(`PostgreSQL rechazó el usuario o la contraseña de DATABASE_URL (${message}).`);
  else console.error(message.startsWith('Configuración inválida') || message.startsWith('DATABASE_URL') ? message : `${what}: ${message}`);
  process.exit(1);
}
