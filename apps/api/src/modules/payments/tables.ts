import type { Kit, Ref } from '../../platform/db/table-kit';

/** The payments module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function paymentsTables({ table, integer, text, id, now, index, uniqueIndex }: Kit, ref: { usuarios: Ref; pedidos: Ref }) {
  /** Payment intents of the in-house test provider (Stripe keeps its own). */
  const pagosPrueba = table('pagos_prueba', {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    pedidoId: integer('pedido_id').notNull(),
    montoCentavos: integer('monto_centavos').notNull(),
    moneda: text('moneda').notNull(),
    estado: text('estado').notNull(),
    error: text('error'),
    /** `tarjeta`, or `oxxo` / `spei` (a voucher or CLABE, paid with «Simular pago recibido»). */
    metodo: text('metodo').notNull().default('tarjeta'),
    /** What a simulated transfer has received so far (SPEI arrives in parts). */
    recibidoCentavos: integer('recibido_centavos').notNull().default(0),
    /** 1: a card held (Stripe's capture_method manual): paid leaves it `requires_capture` until captured. */
    capturaManual: integer('captura_manual').notNull().default(0),
    capturadoCentavos: integer('capturado_centavos'),
    /** What was given back so far (refunds may be partial: the difference after weighing). */
    reembolsadoCentavos: integer('reembolsado_centavos').notNull().default(0),
    /** The idempotency keys of its refunds, each followed by «;»: a retried refund is the same one, as at Stripe. */
    reembolsoClaves: text('reembolso_claves').notNull().default(''),
    creado: text('creado').notNull().default(now),
  });

  /** A shopper's customer at Stripe, by e-mail: a SPEI transfer is made to the customer's own CLABE (issue 33). */
  const clientesStripe = table('clientes_stripe', {
    email: text('email').primaryKey(),
    clienteId: text('cliente_id').notNull(),
    creado: text('creado').notNull().default(now),
  });

  /** Stripe event ids already handled: a redelivered webhook changes nothing. */
  const eventosWebhook = table('eventos_webhook', {
    id: text('id').primaryKey(),
    tipo: text('tipo').notNull(),
    creado: text('creado').notNull().default(now),
  });

  /**
   * An order's money, as records written once (issue 33): each payment received and each refund made, with
   * its provider's reference (unique per kind: a retried webhook, a double click or a repeated job writes
   * nothing more). The order's own columns say its state; these say what moved and when.
   */
  const movimientosDinero = table(
    'movimientos_dinero',
    {
      id: id(),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
      /**
       * `pago` (money received), `autorizacion` (a card held, not yet taken), `captura` (what a held card was
       * charged after weighing), `liberacion` (a hold let go uncaptured), `reembolso` (money returned), `saldo` (kept as the shopper's shop credit), or
       * `cobro` (collected on delivery).
       */
      tipo: text('tipo').notNull(),
      /** How: `tarjeta` today (OXXO, SPEI and cash on delivery to come). */
      metodo: text('metodo').notNull(),
      /** Who moved it: `stripe` or `prueba` (test mode). */
      proveedor: text('proveedor').notNull(),
      /** The provider's id of this movement (a payment intent, a refund). */
      referencia: text('referencia').notNull(),
      centavos: integer('centavos').notNull(),
      moneda: text('moneda').notNull().default('MXN'),
      creado: text('creado').notNull().default(now),
      /** The staff member who took it (cash collected on delivery); null for the provider's movements. */
      personalId: integer('personal_id'),
      /** What else the movement says (JSON): cash handed over and change given, who received the box. */
      detalle: text('detalle'),
    },
    (t) => [uniqueIndex('movimientos_dinero_referencia_idx').on(t.tipo, t.referencia), index('movimientos_dinero_pedido_idx').on(t.pedidoId)],
  );

  /**
   * A card saved with its holder's consent to pay their standing orders off-session (issue 34): Stripe's
   * payment method and customer (a SetupIntent confirmed in the browser), or the test provider's. Only the
   * brand, last four digits and expiry are kept to show it; never the number.
   */
  const tarjetasGuardadas = table(
    'tarjetas_guardadas',
    {
      id: id(),
      usuarioId: integer('usuario_id')
        .notNull()
        .references(ref.usuarios),
      /** `stripe` or `prueba`: the provider that holds it (a card saved in test mode is not Stripe's). */
      proveedor: text('proveedor').notNull(),
      /** The provider's payment method (`pm_…`): unique, so a replayed confirmation saves it once. */
      metodoPagoId: text('metodo_pago_id').notNull().unique(),
      clienteId: text('cliente_id'),
      marca: text('marca').notNull(),
      ultimos4: text('ultimos4').notNull(),
      vence: text('vence').notNull(),
      /** The sentence the holder agreed to, and when (the mandate an off-session charge relies on). */
      consentimiento: text('consentimiento').notNull(),
      consentidoEn: text('consentido_en').notNull(),
      /** `activa` or `retirada` (removed by its holder, or replaced by a newer card). */
      estado: text('estado').notNull().default('activa'),
      creado: text('creado').notNull().default(now),
    },
    (t) => [index('tarjetas_guardadas_usuario_idx').on(t.usuarioId, t.estado)],
  );

  return { pagosPrueba, clientesStripe, eventosWebhook, movimientosDinero, tarjetasGuardadas };
}
