import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// Money is integer centavos; dates are ISO `YYYY-MM-DD` text so that validity checks compare as strings.

export const categorias = sqliteTable('categorias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const productos = sqliteTable(
  'productos',
  {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id),
    precioCentavos: integer('precio_centavos').notNull(),
    cantidad: text('cantidad').notNull(),
    /** Percentage; null means "N/A". */
    descuento: integer('descuento'),
    imgUrl: text('img_url').notNull(),
    fechaVigInicio: text('fecha_vig_inicio').notNull(),
    fechaVigFin: text('fecha_vig_fin'),
    /** The owner's «agotado» switch (1): off the shop whatever the stock says. */
    agotado: integer('agotado').notNull().default(0),
    /** Archived: off the shop and the back office's lists, kept for the orders that name it. */
    archivadoEn: text('archivado_en'),
    /** IVA included in the price, percent: 0 (fresh produce and basic foods), 8 (border region) or 16. */
    tasaIva: integer('tasa_iva').notNull().default(0),
    /** Sold by weight (issue 35): `peso` or `pieza_peso` (null: by the piece, the price per piece); the grams of a step or piece, and the fewest steps. */
    ventaModo: text('venta_modo'),
    ventaGramos: integer('venta_gramos'),
    ventaMinimo: integer('venta_minimo'),
    /** Its page's address (/producto/<slug>), from its name; a renamed product's old ones redirect (producto_slugs). */
    slug: text('slug'),
    /** The product page's text (Markdown), written by the owner. */
    descripcion: text('descripcion'),
  },
  (t) => [index('productos_vigencia_idx').on(t.fechaVigInicio, t.fechaVigFin), uniqueIndex('productos_slug_idx').on(t.slug)],
);

/** Every address a product's page has had: an old one (the product was renamed) redirects to the current. */
export const productoSlugs = sqliteTable('producto_slugs', {
  slug: text('slug').primaryKey(),
  productoId: integer('producto_id')
    .notNull()
    .references(() => productos.id, { onDelete: 'cascade' }),
});

/**
 * Stock, apart from the product so that taking it (every order) never touches the catalogue's table and
 * its version; only a product running out or coming back moves the catalogue (migrations' triggers).
 * No row, or null: not counted (never runs out).
 */
export const existencias = sqliteTable('existencias', {
  productoId: integer('producto_id')
    .primaryKey()
    .references(() => productos.id, { onDelete: 'cascade' }),
  disponibles: integer('disponibles'),
  /** At or below this, the dashboard lists the product as running low. */
  umbralBajo: integer('umbral_bajo').notNull().default(10),
});

export const promociones = sqliteTable('promociones', {
  id: integer('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull(),
  imgUrl: text('img_url').notNull(),
  descuento: integer('descuento'),
  productoId: integer('producto_id').references(() => productos.id),
  fechaVigInicio: text('fecha_vig_inicio').notNull(),
  fechaVigFin: text('fecha_vig_fin'),
});

export const slides = sqliteTable('slides', {
  id: integer('id').primaryKey(),
  titulo: text('titulo').notNull(),
  imgSlider: text('img_slider').notNull(),
  orden: integer('orden').notNull().default(0),
  fechaVigInicio: text('fecha_vig_inicio').notNull(),
  fechaVigFin: text('fecha_vig_fin'),
});

export const articulos = sqliteTable('articulos', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titulo: text('titulo').notNull(),
  resumen: text('resumen').notNull(),
  contenido: text('contenido').notNull(),
  imgUrl: text('img_url').notNull(),
  autor: text('autor').notNull(),
  fechaPublicacion: text('fecha_publicacion').notNull(),
  /** 1: a draft, seen only in the back office. */
  borrador: integer('borrador').notNull().default(0),
  creado: text('creado').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const usuarios = sqliteTable(
  'usuarios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const verificacionesCorreo = sqliteTable('verificaciones_correo', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  /** The e-mail the link was sent to: a link proves only that address (the account's may change). */
  email: text('email').notNull(),
  /** sha256 of the e-mailed token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  expiraEn: integer('expira_en').notNull(),
  usadoEn: text('usado_en'),
  creado: text('creado').notNull().default(now),
});

export const passwordResets = sqliteTable('password_resets', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  /** sha256 of the e-mailed token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  expiraEn: integer('expira_en').notNull(),
  usadoEn: text('usado_en'),
  creado: text('creado').notNull().default(now),
});

/**
 * The owner's translations of the shop's own content (issue 36): a product's name or description, a
 * category, a slide, an article, a shop text, in a language other than Spanish. No row: the Spanish shows.
 * `tipo` names the content (`producto`, `categoria`, `slide`, `articulo`, `texto`), `ref` its id or key.
 */
export const traducciones = sqliteTable(
  'traducciones',
  {
    tipo: text('tipo').notNull(),
    ref: text('ref').notNull(),
    campo: text('campo').notNull(),
    idioma: text('idioma').notNull(),
    texto: text('texto').notNull(),
    actualizado: text('actualizado').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.ref, t.campo, t.idioma] })],
);

export const pedidos = sqliteTable(
  'pedidos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    /** The address in parts when the order sent them (`direccion` is them joined); null on older orders. */
    calle: text('calle'),
    colonia: text('colonia'),
    referencias: text('referencias'),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
    /** The storefront language the order was placed in (`es`, `en`): its e-mails are written in it. */
    idioma: text('idioma').notNull().default('es'),
    estado: text('estado').notNull().default('pendiente_pago'),
    subtotalCentavos: integer('subtotal_centavos').notNull(),
    envioCentavos: integer('envio_centavos').notNull(),
    totalCentavos: integer('total_centavos').notNull(),
    moneda: text('moneda').notNull().default('MXN'),
    proveedorPago: text('proveedor_pago').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    clientSecret: text('client_secret'),
    errorPago: text('error_pago'),
    creado: text('creado').notNull().default(now),
    pagadoEn: text('pagado_en'),
    canceladoEn: text('cancelado_en'),
    /** The browser's key for this checkout: a retried or doubled submit finds this order instead of making another. */
    claveIdempotencia: text('clave_idempotencia').unique(),
    /** Hash of who ordered what; the same key with other data is refused. */
    huella: text('huella'),
    /** The provider's refund of a cancelled paid order; null while none was made (or it failed: retry). */
    reembolsoId: text('reembolso_id'),
    reembolsadoEn: text('reembolsado_en'),
    /** Where it goes (issue 14): the postal code and the zone it fell in; null on orders made before zones. */
    codigoPostal: text('codigo_postal'),
    zonaId: integer('zona_id').references(() => zonasEntrega.id),
    /** The zone's name when the order was placed (a zone renamed later does not rewrite past orders). */
    zona: text('zona'),
    /** The chosen delivery day (`YYYY-MM-DD`) and window (`manana`, `tarde`…). */
    diaEntrega: text('dia_entrega'),
    ventana: text('ventana'),
    /** The window's name when the order was placed (`ventana` is its key, for the capacity count). */
    ventanaNombre: text('ventana_nombre'),
    /** The shopper's note for the whole order. */
    nota: text('nota'),
    /** How it is paid (issue 33): `tarjeta`, `oxxo`, `spei` or `contra_entrega`. */
    metodoPago: text('metodo_pago').notNull().default('tarjeta'),
    /** The voucher or transfer instructions the provider gave (JSON, as `pago.oxxo` / `pago.spei` show them). */
    pagoInstrucciones: text('pago_instrucciones'),
    /** When an unpaid voucher or transfer expires (ISO): the sweep cancels the order then, not at the card's timeout. */
    pagoVence: text('pago_vence'),
    /** Centavos still to transfer after a partial SPEI payment; only ever lowered. */
    pendienteCentavos: integer('pendiente_centavos'),
    /** The driver who takes it (issue 33's driver's day), and its place in their route (their own order). */
    repartidorId: integer('repartidor_id').references(() => personal.id),
    ordenRuta: integer('orden_ruta'),
    /** Sold by weight (issue 35): what the order comes to once every weighed line is weighed (null until then). */
    subtotalFinalCentavos: integer('subtotal_final_centavos'),
    totalFinalCentavos: integer('total_final_centavos'),
    /**
     * Paid online with weighed lines: what was held on the card, or paid by voucher or transfer, before
     * packing — the estimate plus the margin (contracts/weight.ts holdCentavos). Null: the total.
     */
    cobroCentavos: integer('cobro_centavos'),
    /** A held card's capture: the amount taken and when (once; services/packed-charge.ts). */
    capturadoCentavos: integer('capturado_centavos'),
    capturadoEn: text('capturado_en'),
    /** What the shopper chose for money left over after weighing: `reembolso` (default) or `saldo` (shop credit). */
    sobrante: text('sobrante'),
    /** Shop credit spent on this order (taken off what is paid online; given back if it is cancelled). */
    saldoAplicadoCentavos: integer('saldo_aplicado_centavos'),
    /** The price list the order was priced at (its name then), null at the shop's prices. */
    listaPrecios: text('lista_precios'),
    /** The business it was bought for (issue 34): its people see it, with who placed it (`usuario_id`). */
    negocioId: integer('negocio_id'),
    /** Bought on account («a crédito»): the day it must be paid by (YYYY-MM-DD); null otherwise. */
    creditoVence: text('credito_vence'),
    /** On account: what the owner has recorded as paid on it (its `pagos_credito` rows added up). */
    creditoPagadoCentavos: integer('credito_pagado_centavos'),
    /**
     * Packed over what was held or paid: the difference the shopper is asked to pay with a link — its amount,
     * its own card intent (and client secret, the link's key) and when it was paid.
     */
    diferenciaCentavos: integer('diferencia_centavos'),
    diferenciaIntentId: text('diferencia_intent_id'),
    diferenciaSecret: text('diferencia_secret'),
    diferenciaPagadaEn: text('diferencia_pagada_en'),
    /** Money given back (or kept as credit) after packing, once: the amount and when. */
    ajusteCentavos: integer('ajuste_centavos'),
    ajustadoEn: text('ajustado_en'),
  },
  (t) => [
    // A customer's orders, and what each customer bought, read from the index alone (back-office customers).
    index('pedidos_usuario_compras_idx').on(t.usuarioId, t.estado, t.creado, t.totalCentavos),
    index('pedidos_estado_creado_idx').on(t.estado, t.creado),
    index('pedidos_email_idx').on(t.email),
    index('pedidos_negocio_idx').on(t.negocioId, t.id),
    index('pedidos_diferencia_intent_idx').on(t.diferenciaIntentId),
    // The back office's lists, pick list and packing slips of one delivery day.
    index('pedidos_dia_entrega_idx').on(t.diaEntrega, t.zonaId),
    // The back office's order list sorts by date or total; the dashboard sums by payment date.
    index('pedidos_creado_idx').on(t.creado),
    index('pedidos_total_idx').on(t.totalCentavos),
    index('pedidos_pagado_idx').on(t.pagadoEn, t.estado, t.totalCentavos),
  ],
);

export const pedidoLineas = sqliteTable(
  'pedido_lineas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    nombre: text('nombre').notNull(),
    items: integer('items').notNull(),
    precioUnitarioCentavos: integer('precio_unitario_centavos').notNull(),
    /** Priced at a business's list (issue 34): the shop's unit price that day, shown struck through beside the list's; null otherwise. */
    precioPublicoCentavos: integer('precio_publico_centavos'),
    totalLineaCentavos: integer('total_linea_centavos').notNull(),
    /** The product's IVA rate when ordered (percent, included in the price): the factura's per-line tax. */
    tasaIva: integer('tasa_iva').notNull().default(0),
    /** Sold by weight: the grams each of `items` stood for when ordered (the price was per kilo); null by the piece. */
    gramosPorItem: integer('gramos_por_item'),
    /** How a weighed line was sold: `peso` (items are steps) or `pieza_peso` (items are pieces); null by the piece. */
    ventaModo: text('venta_modo'),
    /** Weighed at packing: the grams packed and the line's price for them (null until weighed). */
    gramosPesados: integer('gramos_pesados'),
    totalFinalCentavos: integer('total_final_centavos'),
    /** The shopper's note for this product ("para hoy") and what to do if it runs out (similar, no, llamar). */
    nota: text('nota'),
    sustitucion: text('sustitucion'),
  },
  (t) => [index('pedido_lineas_pedido_idx').on(t.pedidoId)],
);

/** Payment intents of the in-house test provider (Stripe keeps its own). */
export const pagosPrueba = sqliteTable('pagos_prueba', {
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

/** Development outbox: every e-mail when SMTP is not configured (tests read it). */
export const correos = sqliteTable('correos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  para: text('para').notNull(),
  asunto: text('asunto').notNull(),
  texto: text('texto').notNull(),
  tipo: text('tipo').notNull(),
  /** The attached files' names (JSON list), e.g. a factura's PDF and XML. */
  adjuntos: text('adjuntos'),
  creado: text('creado').notNull().default(now),
});

export const mensajesContacto = sqliteTable('mensajes_contacto', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nombre: text('nombre').notNull(),
  correo: text('correo').notNull(),
  telefono: text('telefono'),
  mensaje: text('mensaje'),
  ip: text('ip'),
  creado: text('creado').notNull().default(now),
  /** Back office: when someone first opened it, and the reply sent from there. */
  leidoEn: text('leido_en'),
  respuesta: text('respuesta'),
  respondidoEn: text('respondido_en'),
  respondidoPor: integer('respondido_por'),
});

/** A shopper's customer at Stripe, by e-mail: a SPEI transfer is made to the customer's own CLABE (issue 33). */
export const clientesStripe = sqliteTable('clientes_stripe', {
  email: text('email').primaryKey(),
  clienteId: text('cliente_id').notNull(),
  creado: text('creado').notNull().default(now),
});

/** Stripe event ids already handled: a redelivered webhook changes nothing. */
export const eventosWebhook = sqliteTable('eventos_webhook', {
  id: text('id').primaryKey(),
  tipo: text('tipo').notNull(),
  creado: text('creado').notNull().default(now),
});

/** Back-office staff, apart from shoppers. `rol`: 'dueño' (everything) or 'empleado' (orders, messages). */
export const personal = sqliteTable('personal', {
  id: integer('id').primaryKey({ autoIncrement: true }),
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
export const codigosRecuperacion = sqliteTable(
  'codigos_recuperacion',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    personalId: integer('personal_id')
      .notNull()
      .references(() => personal.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    usadoEn: text('usado_en'),
  },
  (t) => [index('codigos_recuperacion_personal_idx').on(t.personalId)],
);

/** The shop's settings the owner changes in the back office (key → JSON value). */
export const ajustes = sqliteTable('ajustes', {
  clave: text('clave').primaryKey(),
  valor: text('valor').notNull(),
});

/** Server-side staff sessions: the cookie carries a random token, only its sha256 is kept. */
export const sesionesPersonal = sqliteTable(
  'sesiones_personal',
  {
    id: text('id').primaryKey(),
    personalId: integer('personal_id')
      .notNull()
      .references(() => personal.id, { onDelete: 'cascade' }),
    /** Milliseconds since the epoch. */
    ultimoUso: integer('ultimo_uso').notNull(),
    expiraEn: integer('expira_en').notNull(),
    ip: text('ip'),
    agente: text('agente'),
    revocadaEn: text('revocada_en'),
    creado: text('creado').notNull().default(now),
  },
  (t) => [index('sesiones_personal_personal_idx').on(t.personalId)],
);

/** One-time links that create the first owner (printed at start while there is no staff). */
export const enlacesConfiguracion = sqliteTable('enlaces_configuracion', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tokenHash: text('token_hash').notNull().unique(),
  expiraEn: integer('expira_en').notNull(),
  usadoEn: text('usado_en'),
  creado: text('creado').notNull().default(now),
});

/**
 * An order's money, as records written once (issue 33): each payment received and each refund made, with
 * its provider's reference (unique per kind: a retried webhook, a double click or a repeated job writes
 * nothing more). The order's own columns say its state; these say what moved and when.
 */
export const movimientosDinero = sqliteTable(
  'movimientos_dinero',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id),
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
 * Shop credit («saldo a favor»), one row per movement: money left over after weighing a prepaid order that
 * the shopper chose to keep (+), and credit spent on a later order (−). Unique per order and reason: a
 * retried weighing or checkout adds it once. The balance (`saldos`) is their sum per account.
 */
export const saldoClientes = sqliteTable(
  'saldo_clientes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    centavos: integer('centavos').notNull(),
    motivo: text('motivo').notNull(),
    creado: text('creado').notNull().default(now),
  },
  (t) => [uniqueIndex('saldo_clientes_pedido_motivo_idx').on(t.pedidoId, t.motivo), index('saldo_clientes_usuario_idx').on(t.usuarioId)],
);

/** Each account's shop credit now (the sum of its `saldo_clientes`), spent with a conditional update: never below zero, never twice. */
export const saldos = sqliteTable('saldos', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id),
  centavos: integer('centavos').notNull().default(0),
});

/**
 * Each time a driver reached an order's door (issue 33): delivered (who received it, an optional photo) or
 * not delivered (why). An order tried twice has two rows.
 */
export const intentosEntrega = sqliteTable(
  'intentos_entrega',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    repartidorId: integer('repartidor_id').references(() => personal.id),
    /** `entregado` or `no_entregado`. */
    resultado: text('resultado').notNull(),
    recibio: text('recibio'),
    motivo: text('motivo'),
    foto: text('foto'),
    creado: text('creado').notNull().default(now),
  },
  (t) => [index('intentos_entrega_pedido_idx').on(t.pedidoId)],
);

/** A driver's cash for a day, counted by the owner: what the collections say, what was counted, who counted. */
export const cortesCaja = sqliteTable(
  'cortes_caja',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    repartidorId: integer('repartidor_id')
      .notNull()
      .references(() => personal.id),
    dia: text('dia').notNull(),
    esperadoCentavos: integer('esperado_centavos').notNull(),
    contadoCentavos: integer('contado_centavos').notNull(),
    nota: text('nota'),
    personalId: integer('personal_id').references(() => personal.id),
    creado: text('creado').notNull().default(now),
  },
  (t) => [uniqueIndex('cortes_caja_dia_idx').on(t.repartidorId, t.dia)],
);

/** Every write made in the back office (and the server's own changes to orders): who, when, what, before and after. */
export const auditoria = sqliteTable(
  'auditoria',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/**
 * Photos uploaded in the back office, each size a row: in the database (not on one machine's disk) so
 * every process of the shop serves them, addressed by the sha256 of their main size's bytes and so
 * never changing (served as immutable).
 */
export const imagenes = sqliteTable(
  'imagenes',
  {
    hash: text('hash').notNull(),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    tipo: text('tipo').notNull(),
    datos: blob('datos', { mode: 'buffer' }).notNull(),
    creado: text('creado').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.hash, t.ancho] })],
);

/**
 * Where the shop delivers: each zone's postal codes (JSON list of codes and ranges), its shipping rule
 * (null: the shop's, from Ajustes), minimum order and delivery weekdays (JSON list, 0 Sunday … 6 Saturday).
 */
export const zonasEntrega = sqliteTable('zonas_entrega', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  codigosPostales: text('codigos_postales').notNull(),
  costoCentavos: integer('costo_centavos'),
  gratisDesdeCentavos: integer('gratis_desde_centavos'),
  minimoCentavos: integer('minimo_centavos').notNull(),
  diasEntrega: text('dias_entrega').notNull(),
  activa: integer('activa').notNull().default(1),
  /** Orders each delivery window of a day takes in this zone. */
  capacidad: integer('capacidad').notNull().default(40),
});

/**
 * Orders taken per zone, day and window: one row a slot, raised by a conditional upsert in the order's
 * transaction (never past the zone's capacity, whatever runs at once) and lowered when an order is cancelled.
 */
export const cuposEntrega = sqliteTable(
  'cupos_entrega',
  {
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zonasEntrega.id),
    dia: text('dia').notNull(),
    ventana: text('ventana').notNull(),
    usados: integer('usados').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zonaId, t.dia, t.ventana] })],
);

/**
 * Facturas asked for with an order (one per order): the receiver's data as given at checkout, then the
 * stamped CFDI's PDF and XML uploaded by staff (a PAC would fill the same row; README, «Factura»).
 */
export const facturas = sqliteTable(
  'facturas',
  {
    pedidoId: integer('pedido_id')
      .primaryKey()
      .references(() => pedidos.id),
    rfc: text('rfc').notNull(),
    razonSocial: text('razon_social').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    usoCfdi: text('uso_cfdi').notNull(),
    cpFiscal: text('cp_fiscal').notNull(),
    estado: text('estado').notNull().default('solicitada'),
    solicitada: text('solicitada').notNull().default(now),
    /** The folio fiscal read from the XML's TimbreFiscalDigital. */
    uuid: text('uuid'),
    pdf: blob('pdf', { mode: 'buffer' }),
    xml: blob('xml', { mode: 'buffer' }),
    emitida: text('emitida'),
    emitidaPor: integer('emitida_por').references(() => personal.id),
  },
  (t) => [index('facturas_estado').on(t.estado, t.solicitada)],
);

/**
 * A wholesale price list («Mayoreo», «Restaurantes A»): its products' prices for the businesses given it
 * (contracts/list-prices.ts). `descuento_general`: percent off the shop's price of every product without a
 * line of its own (null: those stay at the shop's price).
 */
export const listasPrecios = sqliteTable('listas_precios', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nombre: text('nombre').notNull().unique(),
  descuentoGeneral: integer('descuento_general'),
  creado: text('creado').notNull().default(now),
});

/**
 * A product's line in a price list: a fixed price or a percentage off the shop's price (one of the two, or
 * neither when only tiers are set), and volume tiers as JSON `[{"desde":10,"precio_centavos":3050}]` —
 * `desde` in the product's unit: pieces, or kilos for a product sold by weight.
 */
export const listaPrecioProductos = sqliteTable(
  'lista_precio_productos',
  {
    listaId: integer('lista_id')
      .notNull()
      .references(() => listasPrecios.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    precioCentavos: integer('precio_centavos'),
    descuento: integer('descuento'),
    tramos: text('tramos'),
  },
  (t) => [primaryKey({ columns: [t.listaId, t.productoId] })],
);

/**
 * Business accounts (issue 34): a registered shopper's application as a hotel, restaurant or shop, and the
 * owner's decision. One per account (its titular); declined, it may apply again.
 */
export const negocios = sqliteTable(
  'negocios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id')
      .notNull()
      .unique()
      .references(() => usuarios.id),
    giro: text('giro').notNull(),
    razonSocial: text('razon_social').notNull(),
    rfc: text('rfc').notNull(),
    contacto: text('contacto').notNull(),
    ventana: text('ventana'),
    /** `solicitada`, `aprobada` or `rechazada` (contracts/business-labels.ts). */
    estado: text('estado').notNull().default('solicitada'),
    /** Why it was declined, as the applicant reads it. */
    motivo: text('motivo'),
    creado: text('creado').notNull().default(now),
    revisadoEn: text('revisado_en'),
    revisadoPor: integer('revisado_por').references(() => personal.id),
    /** The price list its people buy at (null: the shop's prices). */
    listaId: integer('lista_id').references(() => listasPrecios.id, { onDelete: 'set null' }),
  },
  (t) => [index('negocios_estado_idx').on(t.estado, t.creado)],
);

/**
 * The people of a business besides its titular (issue 34): invited by e-mail, each signs in as themselves and
 * buys on the business's account (its price list). One business per person; removed, the row goes (its
 * prices stop at once: the catalogue version moves on PostgreSQL, migration 0034).
 */
export const negocioPersonas = sqliteTable(
  'negocio_personas',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    agregado: text('agregado').notNull().default(now),
  },
  (t) => [index('negocio_personas_negocio_idx').on(t.negocioId)],
);

/** An invitation to join a business: a single-use link for one e-mail address (only its hash is kept), 7 days. */
export const invitacionesNegocio = sqliteTable(
  'invitaciones_negocio',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    creada: text('creada').notNull().default(now),
    vence: text('vence').notNull(),
    usadaEn: text('usada_en'),
    invitadaPor: integer('invitada_por').references(() => usuarios.id),
  },
  (t) => [index('invitaciones_negocio_idx').on(t.negocioId, t.usadaEn)],
);

/**
 * Buying on account (issue 34): a business's terms (7, 15 or 30 days), its limit, and what its orders on
 * account owe now (`usado`), kept by one conditional update per order so that racing orders can never pass
 * the limit together (the stock's pattern); payments and cancellations bring it down. Apart from `negocios`
 * so that an order never moves the catalogue version.
 */
export const creditosNegocio = sqliteTable('creditos_negocio', {
  negocioId: integer('negocio_id')
    .primaryKey()
    .references(() => negocios.id, { onDelete: 'cascade' }),
  plazoDias: integer('plazo_dias').notNull(),
  limiteCentavos: integer('limite_centavos').notNull(),
  usadoCentavos: integer('usado_centavos').notNull().default(0),
});

/** A payment the owner recorded against one order on account (transfer, cash, cheque). */
export const pagosCredito = sqliteTable(
  'pagos_credito',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    centavos: integer('centavos').notNull(),
    forma: text('forma').notNull(),
    referencia: text('referencia'),
    recibido: text('recibido').notNull(),
    personalId: integer('personal_id').references(() => personal.id),
    creado: text('creado').notNull().default(now),
  },
  (t) => [index('pagos_credito_negocio_idx').on(t.negocioId, t.recibido), index('pagos_credito_pedido_idx').on(t.pedidoId)],
);

/**
 * A standing order («Pedido recurrente», issue 34): a past order's lines, address, zone and window repeated
 * weekly or every two weeks on one weekday, paid on account (a business with terms) or on delivery. Each
 * occurrence is generated a set time before its cut-off (services/standing-orders.ts).
 */
export const pedidosRecurrentes = sqliteTable(
  'pedidos_recurrentes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** `semanal` or `quincenal`. */
    frecuencia: text('frecuencia').notNull(),
    /** 0 (Sunday) to 6: the delivery weekday (the first of them, with several). */
    diaSemana: integer('dia_semana').notNull(),
    /** Several delivery weekdays (a restaurant's Monday and Thursday), as a JSON array; null: `dia_semana` alone. */
    diasSemana: text('dias_semana'),
    /** The first delivery day (YYYY-MM-DD): every two weeks counts from it. */
    inicio: text('inicio').notNull(),
    /** What each occurrence's order is made of: the order input (lines, address, window, method) as JSON. */
    pedido: text('pedido').notNull(),
    /** `activo`, `pausado` or `cancelado`. */
    estado: text('estado').notNull().default('activo'),
    creado: text('creado').notNull().default(now),
  },
  (t) => [index('pedidos_recurrentes_usuario_idx').on(t.usuarioId), index('pedidos_recurrentes_estado_idx').on(t.estado)],
);

/**
 * One delivery day of a standing order, once: the order made (`creado`), or why not (`omitido`: no delivery
 * that day; `retenido`: below the minimum, window full, nothing left…). The key makes generation idempotent.
 */
export const ocurrenciasRecurrentes = sqliteTable(
  'ocurrencias_recurrentes',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => pedidosRecurrentes.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    estado: text('estado').notNull(),
    pedidoId: integer('pedido_id'),
    motivo: text('motivo'),
    creado: text('creado').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.planId, t.dia] })],
);

/** The reminder of a standing order's day, sent once (the row is written first: one process sends it). */
export const recordatoriosRecurrentes = sqliteTable(
  'recordatorios_recurrentes',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => pedidosRecurrentes.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    enviado: text('enviado').notNull().default(now),
    /** When its «Modificar» link was used (single use: the first save through it spends it). */
    modificado: text('modificado'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.dia] })],
);

/**
 * A card saved with its holder's consent to pay their standing orders off-session (issue 34): Stripe's
 * payment method and customer (a SetupIntent confirmed in the browser), or the test provider's. Only the
 * brand, last four digits and expiry are kept to show it; never the number.
 */
export const tarjetasGuardadas = sqliteTable(
  'tarjetas_guardadas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
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
