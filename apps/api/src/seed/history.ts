import { count } from 'drizzle-orm';
import { DEFAULT_WINDOWS, joinAddress, type ShippingRule } from '@huerta/contracts';
import type { Database, Db } from '../platform/db/database';
import { createDummyHash } from '../platform/passwords';
import { guests, restaurant } from './data/customers';
import { suppliers, type SupplierKey } from './data/suppliers';
import { planHistory, type PlannedOrder } from './history-plan';
import { SEED_OUT_OF_STOCK } from './data/products';

export interface HistoryOptions {
  /** The shop's clock: the weeks end there (never the machine's date read here). */
  now: Date;
  timeZone: string;
  shipping: ShippingRule;
}

/** Rows per multi-row insert: far under either engine's limit of bound parameters. */
const CHUNK = 100;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The buyer's side of the demo shop (issue 46): suppliers with their packs and costs, and four weeks of
 * purchase orders, receipts (lots with their best-before dates), delivered orders that left from those lots,
 * and waste — so the margins, «Vence pronto» and the reports show something real on the first start.
 *
 * Written once, and only into a shop without suppliers, lots or orders (a shop in use is never given made-up
 * history), whose stock is counted (SEED_STOCK=realista). Ends with each product's stock equal to its lots
 * and its cost the weighted average of its receipts. True when it wrote the history.
 */
export async function seedHistory(database: Database, options: HistoryOptions): Promise<boolean> {
  const { db, t } = database;
  const n = async (table: typeof t.proveedores | typeof t.pedidos | typeof t.lotes | typeof t.existencias) => (await db.select({ n: count() }).from(table))[0]!.n;
  if ((await n(t.proveedores)) > 0 || (await n(t.pedidos)) > 0 || (await n(t.lotes)) > 0 || (await n(t.existencias)) === 0) return false;

  const products = await db.select().from(t.productos);
  const plan = planHistory({ products, now: options.now, timeZone: options.timeZone, shipping: options.shipping, soldOut: SEED_OUT_OF_STOCK });
  // Nobody knows the restaurant's password: its people get in by resetting it.
  const passwordHash = await createDummyHash();
  const start = plan.orders[0]?.creado ?? options.now.toISOString();

  // Processes starting the same new shop together (PostgreSQL): one writes, the others skip it or find its suppliers.
  const write = () => database.transaction(async (tx) => {
    if ((await tx.select({ n: count() }).from(t.proveedores))[0]!.n > 0) return false;
    const supplierId = new Map<SupplierKey, number>();
    for (const s of suppliers) {
      const [row] = await tx
        .insert(t.proveedores)
        .values({ nombre: s.nombre, contacto: s.contacto, telefono: s.telefono, whatsapp: s.whatsapp, correo: s.correo, diasEntrega: s.diasEntrega, notas: s.notas, creado: start })
        .returning({ id: t.proveedores.id });
      supplierId.set(s.key, row!.id);
    }
    for (const rows of chunks(plan.supplierProducts)) {
      await tx.insert(t.proveedorProductos).values(
        rows.map((r) => ({ proveedorId: supplierId.get(r.proveedor)!, productoId: r.productoId, empaque: r.empaque, empaqueCantidad: r.empaqueCantidad, costoCentavos: r.costoCentavos, preferido: r.preferido ? 1 : 0, actualizado: start })),
      );
    }

    const business = await writeRestaurant(tx, database, passwordHash, start);

    // Purchase orders and their lines (each line's id for the lots received against it).
    const lineId = new Map<string, number>();
    for (const po of plan.purchaseOrders) {
      const [row] = await tx
        .insert(t.ordenesCompra)
        .values({ proveedorId: supplierId.get(po.proveedor)!, estado: po.estado, desde: po.desde, dias: po.dias, llegada: po.llegada, creada: po.creada, enviadaPor: po.enviadaPor, enviadaEn: po.enviadaEn, cerradaEn: po.cerradaEn })
        .returning({ id: t.ordenesCompra.id });
      for (const [i, line] of po.lineas.entries()) {
        const [l] = await tx.insert(t.ordenCompraLineas).values({ ordenId: row!.id, ...line }).returning({ id: t.ordenCompraLineas.id });
        lineId.set(`${po.ref}:${i}`, l!.id);
      }
    }

    const lotId = new Map<string, number>();
    for (const rows of chunks(plan.lots)) {
      const made = await tx
        .insert(t.lotes)
        .values(
          rows.map((l) => ({
            clave: l.clave,
            productoId: l.productoId,
            proveedorId: supplierId.get(l.proveedor)!,
            ordenLineaId: l.orden ? lineId.get(`${l.orden.ref}:${l.orden.linea}`)! : null,
            esperada: l.esperada,
            cantidad: l.cantidad,
            restante: l.restante,
            unidad: l.unidad,
            costoCentavos: l.costoCentavos,
            codigo: l.codigo,
            vence: l.vence,
            recibido: l.recibido,
          })),
        )
        .returning({ id: t.lotes.id, clave: t.lotes.clave });
      for (const m of made) lotId.set(m.clave, m.id);
    }

    const drawn: { lineaId: number; loteId: number; cantidad: number }[] = [];
    const money: (typeof t.movimientosDinero.$inferInsert)[] = [];
    for (const [i, order] of plan.orders.entries()) {
      const intent = `pi_semilla_${String(i + 1).padStart(4, '0')}`;
      const [row] = await tx.insert(t.pedidos).values(orderRow(order, intent, business)).returning({ id: t.pedidos.id });
      const pedidoId = row!.id;
      const lines = await tx
        .insert(t.pedidoLineas)
        .values(order.lineas.map(({ lotes: _lotes, ...l }) => ({ pedidoId, ...l })))
        .returning({ id: t.pedidoLineas.id, productoId: t.pedidoLineas.productoId });
      const byProduct = new Map(lines.map((l) => [l.productoId, l.id]));
      for (const l of order.lineas) for (const d of l.lotes) drawn.push({ lineaId: byProduct.get(l.productoId)!, loteId: lotId.get(d.clave)!, cantidad: d.cantidad });
      const base = { pedidoId, metodo: 'tarjeta', proveedor: 'prueba', moneda: 'MXN' };
      if (order.cobroCentavos === null) money.push({ ...base, tipo: 'pago', referencia: intent, centavos: order.totalCentavos, creado: order.pagadoEn });
      else {
        // A weighed order: the card held for the estimate and its margin, charged what was packed.
        money.push({ ...base, tipo: 'autorizacion', referencia: intent, centavos: order.cobroCentavos, creado: order.pagadoEn });
        money.push({ ...base, tipo: 'captura', referencia: `captura-${intent}`, centavos: order.totalFinalCentavos!, creado: order.salida });
      }
    }
    for (const rows of chunks(drawn)) await tx.insert(t.lineaLotes).values(rows);
    for (const rows of chunks(money)) await tx.insert(t.movimientosDinero).values(rows);
    for (const rows of chunks(plan.waste)) {
      await tx.insert(t.mermas).values(rows.map(({ lote, ...w }) => ({ ...w, loteId: lotId.get(lote)! })));
    }
    for (const s of plan.stock) {
      await tx
        .insert(t.existencias)
        .values({ productoId: s.productoId, disponibles: s.disponibles, costoCentavos: s.costoCentavos })
        .onConflictDoUpdate({ target: t.existencias.productoId, set: { disponibles: s.disponibles, costoCentavos: s.costoCentavos } });
    }
    return true;
  });
  return (await database.exclusive('semilla-historia', write)) ?? false;
}

type Business = { usuarioId: number; negocioId: number };

/** The restaurant's account, its business approved at the «Restaurantes» price list. */
async function writeRestaurant(tx: Db, database: Database, passwordHash: string, start: string): Promise<Business> {
  const { t } = database;
  const [lista] = await tx.insert(t.listasPrecios).values({ nombre: restaurant.lista.nombre, descuentoGeneral: restaurant.lista.descuentoGeneral, creado: start }).returning({ id: t.listasPrecios.id });
  await tx.insert(t.listaPrecioProductos).values(restaurant.lista.productos.map((p) => ({ listaId: lista!.id, productoId: p.productoId, precioCentavos: p.precioCentavos, descuento: p.descuento, tramos: null })));
  const { usuario, direccion, negocio } = restaurant;
  const [user] = await tx
    .insert(t.usuarios)
    .values({
      email: usuario.email,
      passwordHash,
      nombreCompleto: usuario.nombre,
      telefono: usuario.telefono,
      direccion: joinAddress({ calle: direccion.calle, colonia: direccion.colonia, codigo_postal: direccion.codigoPostal, referencias: direccion.referencias }),
      calle: direccion.calle,
      colonia: direccion.colonia,
      referencias: direccion.referencias,
      codigoPostal: direccion.codigoPostal,
      correoVerificadoEn: start,
      creado: start,
    })
    .returning({ id: t.usuarios.id });
  const [made] = await tx
    .insert(t.negocios)
    .values({ usuarioId: user!.id, ...negocio, estado: 'aprobada', creado: start, revisadoEn: start, listaId: lista!.id })
    .returning({ id: t.negocios.id });
  return { usuarioId: user!.id, negocioId: made!.id };
}

function orderRow(order: PlannedOrder, intent: string, business: Business) {
  const who =
    order.cliente === 'negocio'
      ? { nombre: restaurant.negocio.razonSocial, email: restaurant.usuario.email, telefono: restaurant.usuario.telefono, ...restaurant.direccion, usuarioId: business.usuarioId, negocioId: business.negocioId, listaPrecios: restaurant.lista.nombre }
      : { ...guests[order.cliente]!, usuarioId: null, negocioId: null, listaPrecios: null };
  const weighed = order.cobroCentavos !== null;
  return {
    usuarioId: who.usuarioId,
    nombre: who.nombre,
    direccion: joinAddress({ calle: who.calle, colonia: who.colonia, codigo_postal: who.codigoPostal, referencias: who.referencias ?? '' }),
    calle: who.calle,
    colonia: who.colonia,
    referencias: who.referencias,
    telefono: who.telefono,
    email: who.email,
    idioma: 'es',
    estado: 'entregado',
    subtotalCentavos: order.subtotalCentavos,
    envioCentavos: order.envioCentavos,
    totalCentavos: order.totalCentavos,
    proveedorPago: 'prueba',
    paymentIntentId: intent,
    creado: order.creado,
    pagadoEn: order.pagadoEn,
    codigoPostal: who.codigoPostal,
    diaEntrega: order.diaEntrega,
    ventana: order.ventana,
    ventanaNombre: DEFAULT_WINDOWS.find((w) => w.id === order.ventana)?.nombre ?? null,
    metodoPago: 'tarjeta',
    subtotalFinalCentavos: order.subtotalFinalCentavos,
    totalFinalCentavos: order.totalFinalCentavos,
    cobroCentavos: order.cobroCentavos,
    capturadoCentavos: weighed ? order.totalFinalCentavos : null,
    capturadoEn: weighed ? order.salida : null,
    ajusteCentavos: weighed ? order.cobroCentavos! - order.totalFinalCentavos! : null,
    ajustadoEn: weighed ? order.salida : null,
    listaPrecios: who.listaPrecios,
    negocioId: who.negocioId,
  };
}
