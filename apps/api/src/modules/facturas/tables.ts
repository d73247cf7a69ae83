import type { Kit, Ref } from '../../platform/db/table-kit';

/** The facturas module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function facturasTables({ table, integer, text, bytes, now, index, id, uniqueIndex, primaryKey }: Kit, ref: { pedidos: Ref; personal: Ref }) {
  /**
   * Facturas asked for with an order (one per order): the receiver's data as given at checkout, then the
   * stamped CFDI's PDF and XML uploaded by staff (a PAC would fill the same row; README, «Factura»).
   */
  const facturas = table(
    'facturas',
    {
      pedidoId: integer('pedido_id')
        .primaryKey()
        .references(ref.pedidos),
      rfc: text('rfc').notNull(),
      razonSocial: text('razon_social').notNull(),
      regimenFiscal: text('regimen_fiscal').notNull(),
      usoCfdi: text('uso_cfdi').notNull(),
      cpFiscal: text('cp_fiscal').notNull(),
      estado: text('estado').notNull().default('solicitada'),
      solicitada: text('solicitada').notNull().default(now),
      /** The folio fiscal read from the XML's TimbreFiscalDigital. */
      uuid: text('uuid'),
      pdf: bytes('pdf'),
      xml: bytes('xml'),
      emitida: text('emitida'),
      emitidaPor: integer('emitida_por').references(ref.personal),
    },
    (t) => [index('facturas_estado').on(t.estado, t.solicitada)],
  );

  /**
   * Every CFDI the shop stamps through its PAC (issue 45): an order's ingreso, a payment's complemento (REP),
   * an egreso (nota de crédito), the factura global. `clave` is the document's idempotency key («I-<pedido>»,
   * «P-<pago>», «E-<…>», «G-<periodo>»): one row per document whatever retries or racing triggers do, and the
   * same key goes to the PAC so that a retried call cannot stamp twice either.
   */
  const cfdis = table(
    'cfdis',
    {
      id: id(),
      clave: text('clave').notNull(),
      /** I (ingreso, the factura global too), E (egreso) or P (pago). */
      tipo: text('tipo').notNull(),
      pedidoId: integer('pedido_id').references(ref.pedidos),
      /** The credit payment a REP is for (business module's pagos_credito). */
      pagoCreditoId: integer('pago_credito_id'),
      /** The CFDI this one relates to: the ingreso of a REP or an egreso, the one a substitute replaces. */
      relacionadoId: integer('relacionado_id'),
      /** pendiente → timbrando → timbrada | error; timbrada → cancelacion_pendiente → cancelada. */
      estado: text('estado').notNull().default('pendiente'),
      /** prueba (test mode, «SIN VALIDEZ FISCAL») or pac. */
      modo: text('modo').notNull(),
      rfc: text('rfc').notNull(),
      nombre: text('nombre').notNull(),
      metodoPago: text('metodo_pago'),
      formaPago: text('forma_pago'),
      serie: text('serie'),
      folio: integer('folio'),
      subtotalCentavos: integer('subtotal_centavos').notNull(),
      ivaCentavos: integer('iva_centavos').notNull(),
      totalCentavos: integer('total_centavos').notNull(),
      /** The document as built (JSON of contracts' CfdiDocument): what was sent to the PAC. */
      documento: text('documento').notNull(),
      uuid: text('uuid'),
      pacId: text('pac_id'),
      xml: bytes('xml'),
      pdf: bytes('pdf'),
      /** The PAC's last refusal, in Spanish, with what to fix. */
      error: text('error'),
      intentos: integer('intentos').notNull().default(0),
      /** While `timbrando`: until when this process holds it (another takes over after a crash). */
      bloqueadoHasta: text('bloqueado_hasta'),
      creado: text('creado').notNull().default(now),
      timbrada: text('timbrada'),
      enviada: text('enviada'),
      cancelMotivo: text('cancel_motivo'),
      cancelSustituto: text('cancel_sustituto'),
      canceladaEn: text('cancelada_en'),
    },
    (t) => [
      uniqueIndex('cfdis_clave_idx').on(t.clave),
      uniqueIndex('cfdis_uuid_idx').on(t.uuid),
      index('cfdis_pedido_idx').on(t.pedidoId),
      index('cfdis_estado_idx').on(t.estado, t.creado),
    ],
  );

  /**
   * The orders a factura global covers (one concepto each): what keeps an order out of the next one, and what
   * refuses «Facturar mi compra» for a sale already invoiced to the público en general.
   */
  const cfdiPedidos = table(
    'cfdi_pedidos',
    {
      cfdiId: integer('cfdi_id')
        .notNull()
        .references(() => cfdis.id),
      pedidoId: integer('pedido_id')
        .notNull()
        .references(ref.pedidos),
    },
    (t) => [primaryKey({ columns: [t.cfdiId, t.pedidoId] }), index('cfdi_pedidos_pedido_idx').on(t.pedidoId)],
  );

  return { facturas, cfdis, cfdiPedidos };
}
