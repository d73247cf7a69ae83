import type { Kit, Ref } from '../../platform/db/table-kit';

/** The orders module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function ordersTables({ table, integer, text, id, now, index }: Kit, ref: { productos: Ref; usuarios: Ref; personal: Ref; zonasEntrega: Ref }) {
  const pedidos = table(
    'pedidos',
    {
      id: id(),
      usuarioId: integer('usuario_id').references(ref.usuarios),
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
      zonaId: integer('zona_id').references(ref.zonasEntrega),
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
      repartidorId: integer('repartidor_id').references(ref.personal),
      ordenRuta: integer('orden_ruta'),
      /** Sold by weight (issue 35): what the order comes to once every weighed line is weighed (null until then). */
      subtotalFinalCentavos: integer('subtotal_final_centavos'),
      totalFinalCentavos: integer('total_final_centavos'),
      /**
       * Paid online with weighed lines: what was held on the card, or paid by voucher or transfer, before
       * packing — the estimate plus the margin (contracts/weight.ts holdCentavos). Null: the total.
       */
      cobroCentavos: integer('cobro_centavos'),
      /** A held card's capture: the amount taken and when (once; modules/payments/packed-charge.ts). */
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
      /**
       * How the difference is paid (issue 47): null or 'tarjeta' — by card on its link; 'oxxo' / 'spei' — a paid
       * voucher or transfer order changed to more gets a new voucher or transfer of its own method, whose
       * instructions (JSON `{ oxxo | spei, vence }`) the link's page and the change e-mail show.
       */
      diferenciaMetodo: text('diferencia_metodo'),
      diferenciaInstrucciones: text('diferencia_instrucciones'),
      /** Money given back (or kept as credit) after packing, once: the amount and when. */
      ajusteCentavos: integer('ajuste_centavos'),
      ajustadoEn: text('ajustado_en'),
      /**
       * When packing started (issue 47; ISO, null: not yet): set once, by a conditional update, by whatever packing
       * does first (moved to «preparando», a line weighed, a substitute proposed). A shopper's change commits only
       * while it is null, in the same statement (modules/order-changes).
       */
      empacandoEn: text('empacando_en'),
      /** Bumped by every shopper's change: a change made against an older version is refused (two tabs at once). */
      version: integer('version').notNull().default(0),
      /** The discount code used (issue 47, upper-case) and what it took off the lines: total = subtotal − descuento + envío. */
      cuponCodigo: text('cupon_codigo'),
      descuentoCentavos: integer('descuento_centavos').notNull().default(0),
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

  const pedidoLineas = table(
    'pedido_lineas',
    {
      id: id(),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(() => pedidos.id, { onDelete: 'cascade' }),
      productoId: integer('producto_id')
        .notNull()
        .references(ref.productos),
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
      /**
       * The product's average cost when sold (issue 46; per kilo for `peso`, per piece otherwise) and what the
       * line as packed cost: items at that cost, or the weighed grams once weighed. Null: no cost known then.
       */
      costoUnitarioCentavos: integer('costo_unitario_centavos'),
      costoCentavos: integer('costo_centavos'),
      /** The line's part of the order's code discount (contracts' applyCoupon, largest remainder): its IVA and CFDI Descuento. */
      descuentoCentavos: integer('descuento_centavos').notNull().default(0),
    },
    (t) => [index('pedido_lineas_pedido_idx').on(t.pedidoId)],
  );

  return { pedidos, pedidoLineas };
}
