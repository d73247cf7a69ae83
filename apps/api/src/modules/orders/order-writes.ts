import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { localizedError } from '../../platform/i18n/error-text';
import type { Database, Db } from '../../platform/db/database';
import type { pedidos as ordersTable } from '../../schema/sqlite';
import { lineCostCentavos, type FiscalData } from '@huerta/contracts';
import { fiscalColumns } from '../facturas';
import { takeSlot, type Slot } from '../delivery';

type OrderRow = typeof ordersTable.$inferSelect;

export type NewOrder = {
  /** The signed-in shopper; null for a guest, whose order is then the account's whose proven e-mail it carries, if any. */
  usuarioId: number | null;
  nombre: string;
  direccion: string;
  /** The address's parts when the order sent them (`direccion` is them joined). */
  calle: string | null;
  colonia: string | null;
  referencias: string | null;
  telefono: string;
  email: string;
  subtotalCentavos: number;
  envioCentavos: number;
  totalCentavos: number;
  proveedorPago: string;
  claveIdempotencia: string | null;
  huella: string | null;
  /** Set when the provider's intent is made in the same transaction (LocalIntents). */
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** Where it goes: null for REST clients of the first contract (no postal code). */
  codigoPostal: string | null;
  zonaId: number | null;
  zona: string | null;
  diaEntrega: string | null;
  ventana: string | null;
  ventanaNombre: string | null;
  nota: string | null;
  /** The storefront's language it was placed in ('es' | 'en'): its e-mails are written in it. */
  idioma: string;
  /** `pendiente_pago`, or `preparando` for pay on delivery (accepted «Por cobrar»). */
  estado: string;
  metodoPago: string;
  /** A voucher's or transfer's instructions (JSON) and when they expire, when the intent came with the order. */
  pagoInstrucciones: string | null;
  pagoVence: string | null;
  /** Weighed lines paid online: the estimate plus the margin, held or paid up front (packed-charge.ts). */
  cobroCentavos: number | null;
  /** Prepaid with weighed lines: `reembolso` or `saldo` for what packing leaves over. */
  sobrante: string | null;
  /** Shop credit spent on it (modules/accounts/credit.ts). */
  saldoAplicadoCentavos: number | null;
  /** The price list's name the order was priced at (issue 34). */
  listaPrecios: string | null;
  /** The business it was bought for (issue 34). */
  negocioId: number | null;
  creditoVence: string | null;
  /** The discount code used (upper-case) and what it took off the lines (issue 47): total = subtotal − descuento + envío. */
  cuponCodigo: string | null;
  descuentoCentavos: number;
};

export type { Slot } from '../delivery';

export type NewLine = {
  productoId: number;
  nombre: string;
  items: number;
  precioUnitarioCentavos: number;
  /** The shop's unit price beside a business's lower list price; null otherwise. */
  precioPublicoCentavos: number | null;
  totalLineaCentavos: number;
  nota: string | null;
  sustitucion: string | null;
  tasaIva: number;
  /** Sold by weight: grams per item (null by the piece), and whether the items are steps or pieces. */
  gramosPorItem: number | null;
  ventaModo: string | null;
  /** The line's part of the order's discount code (0 without one). */
  descuentoCentavos: number;
};

const p = (name: string) => sql.placeholder(name);

/** A line's own values, each the placeholder `${key}${i}` of the i-th line in the lines' statement. */
const LINE_KEYS = ['productoId', 'nombre', 'items', 'precioUnitarioCentavos', 'precioPublicoCentavos', 'totalLineaCentavos', 'nota', 'sustitucion', 'tasaIva', 'gramosPorItem', 'ventaModo', 'descuentoCentavos'] as const satisfies readonly (keyof NewLine)[];
// Every key of NewLine is in the list (a key added to the type and not here fails the type check).
const everyLineKey: [Exclude<keyof NewLine, (typeof LINE_KEYS)[number]>] extends [never] ? true : never = true;
void everyLineKey;
type LinePlaceholder = (typeof LINE_KEYS)[number] | 'costoUnitarioCentavos' | 'costoCentavos';
/**
 * The i-th line's placeholder names, made once: building them per order (a fresh string per value, then a
 * dictionary of 75 keys) was 2.5 % of `crear-pedido`'s CPU (issue 48's profile).
 */
const namesByLine: Record<LinePlaceholder, string>[] = [];
const placeholderNames = (i: number) =>
  (namesByLine[i] ??= Object.fromEntries([...LINE_KEYS, 'costoUnitarioCentavos', 'costoCentavos'].map((key) => [key, `${key}${i}`])) as Record<LinePlaceholder, string>);

/**
 * The order write path, prepared once: placing an order is the hottest write of the shop (hotels order
 * in bulk at busy hours), and building drizzle's SQL cost more than running it (platform/db/database.ts).
 */
export function createOrderWrites(database: Database) {
  const { t } = database;
  const { pedidos, pedidoLineas, existencias, usuarios } = t;
  const first = <T>(rows: T[]) => rows[0];

  const insertOrder = database.prepare('pedido_nuevo', (db) =>
    db
      .insert(pedidos)
      .values({
        // A guest order whose e-mail is an account's proven one belongs to that account from the start (as the
        // verification promised, and the owner's «Clientes» counts it at once): looked up in the insert itself,
        // not by a query more per guest order (issue 48).
        usuarioId: sql`coalesce(${p('usuarioId')}, (select ${usuarios.id} from ${usuarios} where ${usuarios.email} = ${p('email')} and ${usuarios.correoVerificadoEn} is not null))`,
        nombre: p('nombre'),
        direccion: p('direccion'),
        calle: p('calle'),
        colonia: p('colonia'),
        referencias: p('referencias'),
        telefono: p('telefono'),
        email: p('email'),
        subtotalCentavos: p('subtotalCentavos'),
        envioCentavos: p('envioCentavos'),
        totalCentavos: p('totalCentavos'),
        proveedorPago: p('proveedorPago'),
        claveIdempotencia: p('claveIdempotencia'),
        huella: p('huella'),
        paymentIntentId: p('paymentIntentId'),
        clientSecret: p('clientSecret'),
        codigoPostal: p('codigoPostal'),
        zonaId: p('zonaId'),
        zona: p('zona'),
        diaEntrega: p('diaEntrega'),
        ventana: p('ventana'),
        ventanaNombre: p('ventanaNombre'),
        nota: p('nota'),
        idioma: p('idioma'),
        estado: p('estado'),
        metodoPago: p('metodoPago'),
        cobroCentavos: p('cobroCentavos'),
        sobrante: p('sobrante'),
        saldoAplicadoCentavos: p('saldoAplicadoCentavos'),
        listaPrecios: p('listaPrecios'),
        negocioId: p('negocioId'),
        creditoVence: p('creditoVence'),
        pagoInstrucciones: p('pagoInstrucciones'),
        pagoVence: p('pagoVence'),
        cuponCodigo: p('cuponCodigo'),
        descuentoCentavos: p('descuentoCentavos'),
      })
      .returning(),
  );
  // All of an order's lines in one statement (one round trip on PostgreSQL), prepared once per line count.
  const insertLinesByCount = new Map<number, ReturnType<typeof prepareLines>>();
  const prepareLines = (count: number) =>
    database.prepare(`pedido_lineas_nuevas_${count}`, (db) =>
      db
        .insert(pedidoLineas)
        .values(
          Array.from({ length: count }, (_, i) => ({
            pedidoId: p('pedidoId'),
            productoId: p(`productoId${i}`),
            nombre: p(`nombre${i}`),
            items: p(`items${i}`),
            precioUnitarioCentavos: p(`precioUnitarioCentavos${i}`),
            precioPublicoCentavos: p(`precioPublicoCentavos${i}`),
            totalLineaCentavos: p(`totalLineaCentavos${i}`),
            nota: p(`nota${i}`),
            sustitucion: p(`sustitucion${i}`),
            tasaIva: p(`tasaIva${i}`),
            gramosPorItem: p(`gramosPorItem${i}`),
            ventaModo: p(`ventaModo${i}`),
            costoUnitarioCentavos: p(`costoUnitarioCentavos${i}`),
            costoCentavos: p(`costoCentavos${i}`),
            descuentoCentavos: p(`descuentoCentavos${i}`),
          })),
        )
        .returning({ id: pedidoLineas.id }),
    );
  /** The lines with the cost each product had when its stock was taken (`costs`, null: never received). */
  const insertLines = (pedidoId: number, lines: NewLine[], costs: Map<number, number | null>, tx: Db) => {
    let insert = insertLinesByCount.get(lines.length);
    if (!insert) insertLinesByCount.set(lines.length, (insert = prepareLines(lines.length)));
    const values: Record<string, unknown> = { pedidoId };
    lines.forEach((line, i) => {
      const names = placeholderNames(i);
      for (const key of LINE_KEYS) values[names[key]] = line[key];
      const costoUnitarioCentavos = costs.get(line.productoId) ?? null;
      values[names.costoUnitarioCentavos] = costoUnitarioCentavos;
      values[names.costoCentavos] = lineCostCentavos({ ...line, costoUnitarioCentavos, gramosPesados: null });
    });
    return insert(values, tx);
  };
  const setIntent = database.prepare('pedido_con_intento', (db) =>
    db
      .update(pedidos)
      .set({
        paymentIntentId: sql`${p('paymentIntentId')}`,
        clientSecret: sql`${p('clientSecret')}`,
        pagoInstrucciones: sql`${p('pagoInstrucciones')}`,
        pagoVence: sql`${p('pagoVence')}`,
      })
      // Only on an unpaid order without one: a cancelled order never gets a new way to pay.
      .where(and(eq(pedidos.id, p('id')), eq(pedidos.estado, 'pendiente_pago'), isNull(pedidos.paymentIntentId)))
      .returning(),
  );
  // Stock is taken with one conditional update per line (../shared/SCALE.md: 300 buyers racing for 100 units
  // get exactly 100 on both engines); a line that cannot be served rolls the whole order back.
  const takeStock = database.prepare('existencias_tomar', (db) =>
    db
      .update(existencias)
      .set({ disponibles: sql`${existencias.disponibles} - ${p('items')}` })
      .where(and(eq(existencias.productoId, p('id')), gte(existencias.disponibles, p('items'))))
      // The product's average cost as the units are taken (issue 46): frozen on the line, no query more.
      .returning({ disponibles: existencias.disponibles, costo: existencias.costoCentavos }),
  );
  const stockOf = database.prepare('existencias_de', (db) =>
    db.select({ disponibles: existencias.disponibles, costo: existencias.costoCentavos }).from(existencias).where(eq(existencias.productoId, p('id'))),
  );

  /**
   * Takes every line's units or refuses the order naming the product and what is left. `ranOut`: one ran
   * out; `costs`: each product's cost as it was taken (null: never received, or no stock row at all).
   */
  async function take(lines: NewLine[], tx: Db): Promise<{ ranOut: boolean; costs: Map<number, number | null> }> {
    let ranOut = false;
    const costs = new Map<number, number | null>();
    // Always in product order: two orders locking the same products never wait on each other in a circle.
    for (const line of [...lines].sort((a, b) => a.productoId - b.productoId)) {
      const taken = first(await takeStock({ id: line.productoId, items: line.items }, tx));
      if (taken) {
        ranOut ||= taken.disponibles === 0;
        costs.set(line.productoId, taken.costo);
        continue;
      }
      // The query that already told a product not counted from one run out now brings its cost too.
      const stock = first(await stockOf({ id: line.productoId }, tx));
      const left = stock?.disponibles;
      costs.set(line.productoId, stock?.costo ?? null);
      if (left === undefined || left === null) continue; // not counted: never runs out
      throw localizedError(409, (m) =>
        left <= 0
          ? m.t('«{nombre}» se agotó. Quítalo de tu carrito para continuar.', { nombre: line.nombre })
          : m.t('Solo quedan {left} de «{nombre}» (pediste {items}). Ajusta la cantidad en tu carrito.', { left: String(left), nombre: line.nombre, items: String(line.items) }),
      );
    }
    return { ranOut, costs };
  }

  const orderById = database.prepare('pedido_por_id', (db) => db.select().from(pedidos).where(eq(pedidos.id, p('id'))));
  const orderByKey = database.prepare('pedido_por_clave', (db) => db.select().from(pedidos).where(eq(pedidos.claveIdempotencia, p('key'))));
  const orderByIntent = database.prepare('pedido_por_intento', (db) => db.select().from(pedidos).where(eq(pedidos.paymentIntentId, p('intent'))));
  const linesOf = database.prepare('pedido_lineas', (db) => db.select().from(pedidoLineas).where(eq(pedidoLineas.pedidoId, p('id'))).orderBy(pedidoLineas.id));

  return {
    /** The order, its lines and (`also`) its local intent in one transaction: all are written or none. */
    /**
     * The order, its lines, its stock and (`also`) its local intent in one transaction: all are written or
     * none. `ranOut`: a product's last units went with it (the catalogue now shows it «Agotado»).
     */
    writeOrder: (order: NewOrder, lines: NewLine[], extra: { also?: (tx: Db, row: OrderRow) => Promise<void>; slot?: Slot; factura?: FiscalData } = {}) =>
      database.transaction(async (tx) => {
        const { also, slot, factura } = extra;
        // The window's place first: a full window refuses the order before anything is written.
        if (slot) await takeSlot(tx, t, slot);
        const row = first(await insertOrder(order, tx))!;
        if (factura) await tx.insert(t.facturas).values({ pedidoId: row.id, ...fiscalColumns(factura) });
        await also?.(tx, row);
        // Stock near the end: its row locks are the ones other orders of the same products wait for, so they
        // are held from here to the commit only (PostgreSQL, 10 buyers of the same 5 products: 411 → 460
        // orders/s, and 222 → 430 with two processes). The lines follow it in one statement, because each is
        // written with the cost its product's update returned (issue 46) — one statement inside the locks
        // rather than a query more per line.
        const { ranOut, costs } = await take(lines, tx);
        await insertLines(row.id, lines, costs, tx);
        return { row, ranOut };
      }),
    /** The order with its new intent, or undefined when it was no longer unpaid and intent-less. */
    setIntent: async (id: number, paymentIntentId: string, clientSecret: string, pagoInstrucciones: string | null = null, pagoVence: string | null = null) =>
      first(await setIntent({ id, paymentIntentId, clientSecret, pagoInstrucciones, pagoVence })),
    orderById: async (id: number) => first(await orderById({ id })),
    orderByKey: async (key: string) => first(await orderByKey({ key })),
    orderByIntent: async (intent: string) => first(await orderByIntent({ intent })),
    linesOf: (id: number) => linesOf({ id }),
  };
}
