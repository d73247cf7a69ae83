import { desc, eq } from 'drizzle-orm';
import type { ReminderKind, ReminderPrefs, ReminderUnsubscribe, SavedCart } from '@huerta/contracts';
import type { Now } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { CatalogService } from '../catalog';
import { reminderLinks } from './reminder-links';

const COLUMN = { carrito: 'carrito', semanal: 'semanal' } as const;

/**
 * «Avisos por correo» (issue 47, item 5): the shopper's consent, the cart saved for its reminder, and the
 * unsubscribe link. Both reminders are off until the shopper turns them on: the shop asks no marketing consent
 * anywhere else (registration and checkout have no such box), so nobody has said yes yet.
 */
export function createReminderPrefs(deps: { database: Database; catalog: Pick<CatalogService, 'productsById'>; secret: string; now: Now }) {
  const { db, t } = deps.database;
  const A = t.avisos;
  const C = t.carritosGuardados;
  const links = reminderLinks(deps.secret);

  async function prefs(usuarioId: number): Promise<ReminderPrefs> {
    const [row] = await db.select().from(A).where(eq(A.usuarioId, usuarioId));
    return { carrito: row?.carrito === 1, semanal: row?.semanal === 1 };
  }

  async function setPrefs(usuarioId: number, input: Partial<ReminderPrefs>): Promise<ReminderPrefs> {
    const values = { ...(input.carrito === undefined ? {} : { carrito: input.carrito ? 1 : 0 }), ...(input.semanal === undefined ? {} : { semanal: input.semanal ? 1 : 0 }), actualizado: deps.now().toISOString() };
    await db.insert(A).values({ usuarioId, ...values }).onConflictDoUpdate({ target: A.usuarioId, set: values });
    // Without consent the cart is not kept on the server.
    if (input.carrito === false) await db.delete(C).where(eq(C.usuarioId, usuarioId));
    return prefs(usuarioId);
  }

  /** The account's latest order (0: none): an order after the cart began ends it. */
  async function latestOrderId(usuarioId: number): Promise<number> {
    const [row] = await db.select({ id: t.pedidos.id }).from(t.pedidos).where(eq(t.pedidos.usuarioId, usuarioId)).orderBy(desc(t.pedidos.id)).limit(1);
    return row?.id ?? 0;
  }

  return {
    prefs,
    setPrefs,
    latestOrderId,

    /**
     * The storefront's cart, saved when it changes — only with the cart reminder on (else nothing is stored).
     * Ids not on sale are dropped; quantities are the browser's, names and prices never are. An order placed
     * since the saved cart began starts a new cart (its reminder may then be sent once more).
     */
    async saveCart(usuarioId: number, input: SavedCart): Promise<{ guardado: boolean }> {
      if (!(await prefs(usuarioId)).carrito) return { guardado: false };
      const listed = await deps.catalog.productsById();
      const merged = new Map<number, number>();
      for (const l of input.lineas) if (listed.has(l.id)) merged.set(l.id, Math.min(999, (merged.get(l.id) ?? 0) + l.items));
      const lineas = JSON.stringify([...merged].map(([id, items]) => ({ id, items })));
      const at = deps.now().toISOString();
      const latest = await latestOrderId(usuarioId);
      const [row] = await db.select().from(C).where(eq(C.usuarioId, usuarioId));
      if (row && row.lineas === lineas) return { guardado: true }; // the same cart again (another tab): not a change
      const fresh = !row || latest > row.ultimoPedidoId;
      const set = fresh ? { lineas, cambiado: at, desde: at, ultimoPedidoId: latest } : { lineas, cambiado: at };
      await db.insert(C).values({ usuarioId, lineas, cambiado: at, desde: at, ultimoPedidoId: latest }).onConflictDoUpdate({ target: C.usuarioId, set });
      return { guardado: true };
    },

    /** The unsubscribe page's first look (GET): whether the link is good and what it turns off — changes nothing. */
    async checkLink(input: ReminderUnsubscribe): Promise<{ tipo: ReminderKind; activo: boolean }> {
      links.check(input);
      return { tipo: input.tipo, activo: (await prefs(input.u))[input.tipo] };
    },

    /** The confirm button (or a mail client's one-click POST): that kind turned off for that account. */
    async unsubscribe(input: ReminderUnsubscribe): Promise<{ message: string }> {
      links.check(input);
      const [user] = await db.select({ id: t.usuarios.id }).from(t.usuarios).where(eq(t.usuarios.id, input.u));
      if (user) await setPrefs(input.u, { [COLUMN[input.tipo]]: false });
      return { message: input.tipo === 'carrito' ? 'Listo: ya no te recordaremos tu carrito.' : 'Listo: ya no te recordaremos tu pedido de la semana.' };
    },
  };
}

export type ReminderPrefsService = ReturnType<typeof createReminderPrefs>;
