import { and, eq } from 'drizzle-orm';
import { weighedLineDiscount, type FormaPago } from '@huerta/contracts';
import type { Db, Tables } from '../../platform/db/database';

/** The states an order's goods are on their way or delivered in (a sale on credit is invoiced when it leaves). */
const DISPATCHED = ['enviado', 'entregado'];
const PAID = ['pagado', 'preparando', 'enviado', 'entregado'];

/** A line of the order as its ingreso invoices it: what was packed, at the price paid. */
export interface InvoicedLine {
  productoId: number;
  descripcion: string;
  /** The product's own SAT keys (null: its default). */
  claveProdServ: string | null;
  claveUnidad: string | null;
  categoriaId: number;
  /** Sold by weight: invoiced in kilograms (thousandths are grams). */
  porPeso: boolean;
  cantidadMilesimas: number;
  /** Before a discount code; what was paid for it is this less `descuentoCentavos`. */
  totalCentavos: number;
  /** The line's part of the order's discount code (issue 47), never more than the line: the concepto's Descuento. */
  descuentoCentavos: number;
  tasaIva: number;
}

export interface OrderToInvoice {
  pedidoId: number;
  metodoPago: 'PUE' | 'PPD';
  formaPago: FormaPago;
  lines: InvoicedLine[];
  envioCentavos: number;
  /** What the shopper was charged in the end: the CFDI's total must be exactly this. */
  totalCentavos: number;
}

/**
 * Whether an order's ingreso can be stamped now, and with what. Null while it cannot: not paid yet (PUE), on
 * credit and not dispatched yet (PPD), a weighed line not weighed yet (invoiced for what was packed), cancelled.
 */
export async function orderToInvoice(db: Db, t: Tables, pedidoId: number): Promise<OrderToInvoice | null> {
  const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
  if (!order || order.estado === 'cancelado') return null;
  const credito = order.metodoPago === 'credito';
  if (credito ? !DISPATCHED.includes(order.estado) : !PAID.includes(order.estado) || order.pagadoEn === null) return null;
  const rows = await db
    .select({ l: t.pedidoLineas, claveProdServ: t.productos.claveProdServ, claveUnidad: t.productos.claveUnidad, categoriaId: t.productos.categoriaId })
    .from(t.pedidoLineas)
    .innerJoin(t.productos, eq(t.productos.id, t.pedidoLineas.productoId))
    .where(eq(t.pedidoLineas.pedidoId, pedidoId))
    .orderBy(t.pedidoLineas.id);
  if (rows.some(({ l }) => l.gramosPorItem !== null && l.gramosPesados === null)) return null;
  const lines = rows.map(({ l, claveProdServ, claveUnidad, categoriaId }) => {
    const porPeso = l.gramosPorItem !== null;
    return {
      productoId: l.productoId,
      descripcion: l.nombre,
      claveProdServ,
      claveUnidad,
      categoriaId,
      porPeso,
      cantidadMilesimas: porPeso ? l.gramosPesados! : l.items * 1000,
      totalCentavos: l.totalFinalCentavos ?? l.totalLineaCentavos,
      descuentoCentavos: weighedLineDiscount(l.descuentoCentavos, l.totalFinalCentavos ?? l.totalLineaCentavos),
      tasaIva: l.tasaIva,
    };
  });
  return {
    pedidoId,
    metodoPago: credito ? 'PPD' : 'PUE',
    formaPago: credito ? '99' : await formaPagoOf(db, t, order),
    // A weighed line packed to nothing is not sold: it has no concepto (the SAT refuses a quantity of 0).
    // A line whose whole price a code took off is kept (its Descuento equals its Importe: the SAT allows it).
    lines: lines.filter((l) => l.cantidadMilesimas > 0 && l.totalCentavos > 0),
    envioCentavos: order.envioCentavos,
    totalCentavos: order.totalFinalCentavos ?? order.totalCentavos,
  };
}

/**
 * c_FormaPago of how the order was paid: a card 04 (Stripe does not tell a debit card apart before the
 * charge; 04 is what the SAT accepts for either when unknown), an OXXO voucher 01 (cash at the store), a
 * SPEI transfer 03, on delivery as the driver recorded it (cash 01, the card terminal 04).
 */
async function formaPagoOf(db: Db, t: Tables, order: { id: number; metodoPago: string }): Promise<FormaPago> {
  if (order.metodoPago === 'spei') return '03';
  if (order.metodoPago === 'oxxo') return '01';
  if (order.metodoPago === 'contra_entrega') {
    const [cobro] = await db
      .select({ metodo: t.movimientosDinero.metodo })
      .from(t.movimientosDinero)
      .where(and(eq(t.movimientosDinero.pedidoId, order.id), eq(t.movimientosDinero.tipo, 'cobro')));
    return cobro?.metodo === 'terminal' ? '04' : '01';
  }
  return '04';
}
