import type { Kit, Ref } from '../../platform/db/table-kit';

/** The facturas module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function facturasTables({ table, integer, text, bytes, now, index }: Kit, ref: { pedidos: Ref; personal: Ref }) {
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

  return { facturas };
}
