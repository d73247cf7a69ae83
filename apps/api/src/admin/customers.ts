import { and, count, desc, eq, inArray, max, or, sum } from 'drizzle-orm';
import { customerListInputSchema, toPesos, type CustomerListInput, type OrderState } from '@huerta/contracts';
import type { Database } from '../db/database';
import { ascNullsLast, descNullsLast } from '../db/sorting';
import { notFound } from '../lib/errors';
import { orderSummary } from './orders';
import { containsAny } from './search';

/** Orders that count as bought: paid and not cancelled. */
const BOUGHT: OrderState[] = ['pagado', 'preparando', 'enviado', 'entregado'];
const PAGE = 25;
/** A customer's page shows this many of their latest orders (a regular restaurant orders a few a week). */
const ORDERS_SHOWN = 200;

/** The shop's customers (accounts) with what they bought: for the owner and staff answering the phone. */
export function createAdminCustomers(database: Database) {
  const { db, t } = database;
  const { usuarios: u, pedidos: o } = t;

  // Per account: bought orders, their total and the latest — a grouped subquery joined to the accounts.
  const bought = () =>
    db
      .select({ usuarioId: o.usuarioId, pedidos: count().as('pedidos'), gastado: sum(o.totalCentavos).as('gastado'), ultimo: max(o.creado).as('ultimo') })
      .from(o)
      .where(inArray(o.estado, BOUGHT))
      .groupBy(o.usuarioId)
      .as('comprado');

  const toCustomer = (r: { id: number; nombre: string; email: string; telefono: string | null; creado: string; pedidos: number | null; gastado: string | number | null; ultimo: string | null }) => ({
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    telefono: r.telefono,
    creado: r.creado,
    pedidos: Number(r.pedidos ?? 0),
    // PostgreSQL's sum() of integers is a numeric, returned as text.
    gastado: toPesos(Number(r.gastado ?? 0)),
    ultimoPedido: r.ultimo,
  });

  return {
    async list(raw: CustomerListInput) {
      const input = customerListInputSchema.parse(raw);
      const text = containsAny(input.q, [u.nombreCompleto, u.email, u.telefono]);
      const filter = text ? or(...text) : undefined;
      const s = bought();
      const column = { nombre: u.nombreCompleto, pedidos: s.pedidos, gastado: s.gastado, ultimo: s.ultimo }[input.orden];
      const order = input.sentido === 'asc' ? ascNullsLast(column) : descNullsLast(column);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: u.id, nombre: u.nombreCompleto, email: u.email, telefono: u.telefono, creado: u.creado, pedidos: s.pedidos, gastado: s.gastado, ultimo: s.ultimo })
          .from(u)
          .leftJoin(s, eq(s.usuarioId, u.id))
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
        .select({ id: u.id, nombre: u.nombreCompleto, email: u.email, telefono: u.telefono, creado: u.creado, direccion: u.direccion, verificado: u.correoVerificadoEn })
        .from(u)
        .where(eq(u.id, id));
      if (!row) throw notFound('Cliente no encontrado.');
      const [[stats], orders] = await Promise.all([
        db
          .select({ pedidos: count(), gastado: sum(o.totalCentavos), ultimo: max(o.creado) })
          .from(o)
          .where(and(eq(o.usuarioId, id), inArray(o.estado, BOUGHT))),
        db.select().from(o).where(eq(o.usuarioId, id)).orderBy(desc(o.creado), desc(o.id)).limit(ORDERS_SHOWN),
      ]);
      const { direccion, verificado, ...rest } = row;
      return {
        ...toCustomer({ ...rest, pedidos: stats!.pedidos, gastado: stats!.gastado, ultimo: stats!.ultimo }),
        direccion,
        correoVerificado: verificado !== null,
        historial: orders.map(orderSummary),
      };
    },
  };
}

