import type { Kit } from '../../platform/db/table-kit';

/** The staff module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function staffTables({ table, integer, text, millis, id, now, index }: Kit) {
  /** Back-office staff, apart from shoppers. `rol`: 'dueño' (everything) or 'empleado' (orders, messages). */
  const personal = table('personal', {
    id: id(),
    /** Always stored lower-case. */
    email: text('email').notNull().unique(),
    nombre: text('nombre').notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: text('rol').notNull(),
    /** 1 active, 0 disabled (an integer on both engines). */
    activo: integer('activo').notNull().default(1),
    /** Base32 TOTP secret once two-step verification is on (null: off). */
    totpSecreto: text('totp_secreto'),
    /** A secret shown as a QR code and not yet confirmed with a code from the app. */
    totpPendiente: text('totp_pendiente'),
    /** The last 30-second step whose code was accepted: the same code cannot be used twice. */
    totpUltimoPaso: integer('totp_ultimo_paso'),
    creado: text('creado').notNull().default(now),
  });

  /** One-use recovery codes for a staff member who lost the authenticator app (only their sha256). */
  const codigosRecuperacion = table(
    'codigos_recuperacion',
    {
      id: id(),
      personalId: integer('personal_id')
        .notNull()
        .references(() => personal.id, { onDelete: 'cascade' }),
      codigoHash: text('codigo_hash').notNull(),
      usadoEn: text('usado_en'),
    },
    (t) => [index('codigos_recuperacion_personal_idx').on(t.personalId)],
  );

  /** Server-side staff sessions: the cookie carries a random token, only its sha256 is kept. */
  const sesionesPersonal = table(
    'sesiones_personal',
    {
      id: text('id').primaryKey(),
      personalId: integer('personal_id')
        .notNull()
        .references(() => personal.id, { onDelete: 'cascade' }),
      /** Milliseconds since the epoch. */
      ultimoUso: millis('ultimo_uso').notNull(),
      expiraEn: millis('expira_en').notNull(),
      ip: text('ip'),
      agente: text('agente'),
      revocadaEn: text('revocada_en'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('sesiones_personal_personal_idx').on(t.personalId)],
  );

  /** One-time links that create the first owner (printed at start while there is no staff). */
  const enlacesConfiguracion = table('enlaces_configuracion', {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: millis('expira_en').notNull(),
    usadoEn: text('usado_en'),
    creado: text('creado').notNull().default(now),
  });

  /** Every write made in the back office (and the server's own changes to orders): who, when, what, before and after. */
  const auditoria = table(
    'auditoria',
    {
      id: id(),
      /** Null: the server itself (the unpaid-order sweep). */
      personalId: integer('personal_id').references(() => personal.id),
      accion: text('accion').notNull(),
      entidad: text('entidad').notNull(),
      entidadId: text('entidad_id').notNull(),
      antes: text('antes'),
      despues: text('despues'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('auditoria_entidad_idx').on(t.entidad, t.entidadId), index('auditoria_creado_idx').on(t.creado)],
  );

  return { personal, codigosRecuperacion, sesionesPersonal, enlacesConfiguracion, auditoria };
}
