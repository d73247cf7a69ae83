import type { Kit, Ref } from '../../platform/db/table-kit';

/** The accounts module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function accountsTables({ table, integer, text, millis, id, now, index, uniqueIndex }: Kit, ref: { pedidos: Ref }) {
  const usuarios = table(
    'usuarios',
    {
      id: id(),
      /** Always stored lower-case, so the unique index makes e-mails unique case-insensitively. */
      email: text('email').notNull().unique(),
      passwordHash: text('password_hash').notNull(),
      nombreCompleto: text('nombre_completo').notNull(),
      /** The storefront language the account was made or last ordered in (`es`, `en`): its e-mails' language. */
      idioma: text('idioma').notNull().default('es'),
      telefono: text('telefono'),
      direccion: text('direccion'),
      direccionFacturacion: text('direccion_facturacion'),
      /** Where the shopper's orders usually go: the cart starts from it on a new device. */
      codigoPostal: text('codigo_postal'),
      /** The address in parts; `direccion` keeps them joined (the REST contract's one line). */
      calle: text('calle'),
      colonia: text('colonia'),
      referencias: text('referencias'),
      /** Fiscal data for facturas (CFDI 4.0), all set or all null. */
      rfc: text('rfc'),
      razonSocial: text('razon_social'),
      regimenFiscal: text('regimen_fiscal'),
      usoCfdi: text('uso_cfdi'),
      cpFiscal: text('cp_fiscal'),
      /** Bumped by a password reset: tokens signed with an older version stop working. */
      tokenVersion: integer('token_version').notNull().default(0),
      /** When the shopper proved the e-mail is theirs (a link sent to it); guest orders attach only then. */
      correoVerificadoEn: text('correo_verificado_en'),
      /** What the customer bought (paid, not cancelled orders), kept by triggers on pedidos (migrations 0011 / 0009). */
      compras: integer('compras').notNull().default(0),
      gastadoCentavos: integer('gastado_centavos').notNull().default(0),
      ultimaCompra: text('ultima_compra'),
      creado: text('creado').notNull().default(now),
    },
    // The back office's customers, sorted by what they bought.
    (t) => [index('usuarios_ultima_compra_idx').on(t.ultimaCompra), index('usuarios_gastado_idx').on(t.gastadoCentavos), index('usuarios_compras_idx').on(t.compras)],
  );

  const verificacionesCorreo = table('verificaciones_correo', {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The e-mail the link was sent to: a link proves only that address (the account's may change). */
    email: text('email').notNull(),
    /** sha256 of the e-mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: millis('expira_en').notNull(),
    usadoEn: text('usado_en'),
    creado: text('creado').notNull().default(now),
  });

  const passwordResets = table('password_resets', {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** sha256 of the e-mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: millis('expira_en').notNull(),
    usadoEn: text('usado_en'),
    creado: text('creado').notNull().default(now),
  });

  /**
   * Shop credit («saldo a favor»), one row per movement: money left over after weighing a prepaid order that
   * the shopper chose to keep (+), and credit spent on a later order (−). Unique per order and reason: a
   * retried weighing or checkout adds it once. The balance (`saldos`) is their sum per account.
   */
  const saldoClientes = table(
    'saldo_clientes',
    {
      id: id(),
      usuarioId: integer('usuario_id')
        .notNull()
        .references(() => usuarios.id),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
      centavos: integer('centavos').notNull(),
      motivo: text('motivo').notNull(),
      creado: text('creado').notNull().default(now),
    },
    (t) => [uniqueIndex('saldo_clientes_pedido_motivo_idx').on(t.pedidoId, t.motivo), index('saldo_clientes_usuario_idx').on(t.usuarioId)],
  );

  /** Each account's shop credit now (the sum of its `saldo_clientes`), spent with a conditional update: never below zero, never twice. */
  const saldos = table('saldos', {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuarios.id),
    centavos: integer('centavos').notNull().default(0),
  });

  return { usuarios, verificacionesCorreo, passwordResets, saldoClientes, saldos };
}
