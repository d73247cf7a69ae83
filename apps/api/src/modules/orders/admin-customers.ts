import { count, desc, eq, or } from 'drizzle-orm';
import { customerListInputSchema, toPesos, type CustomerListInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { ascNullsLast, descNullsLast } from '../../platform/db/sorting';
import { notFound } from '../../platform/errors';
import { orderSummary } from './admin-orders';
import { containsAny } from '../../platform/db/text-search';

const PAGE = 25;
/** A customer's page shows this many of their latest orders (a regular restaurant orders a few a week). */
const ORDERS_SHOWN = 200;

/** The shop's customers (accounts) with what they bought: for the owner and staff answering the phone. */
export function createAdminCustomers(database: Database) {
  const { db, t } = database;
  const { usuarios: u, pedidos: o } = t;

  const toCustomer = (r: { id: number; nombre: string; email: string; telefono: string | null; creado: string; compras: number; gastadoCentavos: number; ultimaCompra: string | null }) => ({
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    telefono: r.telefono,
    creado: r.creado,
    pedidos: r.compras,
    gastado: toPesos(r.gastadoCentavos),
    ultimoPedido: r.ultimaCompra,
  });
  const columns = { id: u.id, nombre: u.nombreCompleto, email: u.email, telefono: u.telefono, creado: u.creado, compras: u.compras, gastadoCentavos: u.gastadoCentavos, ultimaCompra: u.ultimaCompra };

  return {
    async list(raw: CustomerListInput) {
      const input = customerListInputSchema.parse(raw);
      const text = containsAny(input.q, [u.nombreCompleto, u.email, u.telefono]);
      const filter = text ? or(...text) : undefined;
      // What they bought is kept on the account by triggers (migrations): sorting by it is an index walk.
      const column = { nombre: u.nombreCompleto, pedidos: u.compras, gastado: u.gastadoCentavos, ultimo: u.ultimaCompra }[input.orden];
      const order = input.sentido === 'asc' ? ascNullsLast(column) : descNullsLast(column);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(u)
          .where(filter)
          .orderBy(order, desc(u.id))
          .limit(PAGE)
          .offset((input.pagina - 1) * PAGE),
        db.select({ n: count() }).from(u).where(filter),
      ]);
      return { clientes: rows.map(toCustomer), total: total!.n, pagina: input.pagina, porPagina: PAGE };
    },

    /** One customer: their details, what they bought, and their latest orders (every state). */
    async get(id: number) {
      const [row] = await db
        .select({ ...columns, direccion: u.direccion, verificado: u.correoVerificadoEn })
        .from(u)
        .where(eq(u.id, id));
      if (!row) throw notFound('Cliente no encontrado.');
      const orders = await db.select().from(o).where(eq(o.usuarioId, id)).orderBy(desc(o.creado), desc(o.id)).limit(ORDERS_SHOWN);
      const { direccion, verificado, ...rest } = row;
      return { ...toCustomer(rest), direccion, correoVerificado: verificado !== null, historial: orders.map(orderSummary) };
    },
  };
}

