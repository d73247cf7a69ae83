import {
  SUBSTITUTION_STATE_LABELS,
  formatMXN,
  nearestInPrice,
  substituted,
  timedOutLabel,
  timedOutState,
  toPesos,
  unitForQuantity,
  type Product,
  type Staff,
  type Substitution,
  type SubstitutionAnswer,
  type SubstitutionLink,
  type SubstitutionProposeInput,
  type SubstitutionState,
} from '@huerta/contracts';
import { phoneLinks } from '@huerta/contracts/rules';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Now } from '../../platform/clock';
import type { Database, Db, Tables } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import type { Mailer } from '../mail';
import { coveredCentavos, finalOnlineCentavos } from '../payments';
import type { SettingsService, ShopInfo } from '../settings';
import { finalTotals } from '../weighing';
import { substitutionLinks } from './links';
import { sendSubstitutionMail } from './substitution-mail';

type Row = Tables['sustituciones']['$inferSelect'];
type LineRow = Tables['pedidoLineas']['$inferSelect'];
type OrderRow = Tables['pedidos']['$inferSelect'];

/** Paid on delivery or on account: nothing was taken online, so a substitute never passes what was paid. */
const OFFLINE = ['contra_entrega', 'credito'];

/** The state's words for the packer: a timed-out one names the checkout choice that was applied. */
const stateLabel = (estado: SubstitutionState, choice: string | null) => (estado.startsWith('vencida') ? timedOutLabel(choice as Substitution | null) : SUBSTITUTION_STATE_LABELS[estado]);

/**
 * Substitutions approved by the shopper (issue 47). At packing a short line (some or all of its items
 * missing) gets a substitute the packer picks from the suggestions (same category, nearest price, in stock);
 * the shopper is e-mailed a signed link (and the packer gets a WhatsApp link to send) and accepts or declines
 * before `vence`, else their checkout choice applies (the periodic job). Answered once: a conditional update
 * on `estado = 'propuesta'`. The line is then packed as what was decided — the substitute as a new line at
 * the server's price, the missing items not charged — and the order's final total follows, which the
 * existing packed charge (modules/payments/packed-charge.ts) captures, refunds or asks for when it leaves.
 */
export function createSubstitutions(deps: {
  database: Database;
  catalog: CatalogService;
  settings: SettingsService;
  mailer: Mailer;
  shop: ShopInfo;
  publicUrl: string;
  secret: string;
  now: Now;
}) {
  const { database } = deps;
  const { db, t } = database;
  const s = t.sustituciones;
  const links = substitutionLinks(deps.secret);

  const orderOf = async (id: number) => (await db.select().from(t.pedidos).where(eq(t.pedidos.id, id)))[0];
  const linesOf = (tx: Db, id: number) => tx.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id);

  /** The products as the order's shopper buys them today: at their business's list, or the shop's prices. */
  async function listedFor(order: OrderRow) {
    const lista = order.usuarioId === null ? null : ((await deps.catalog.priceLists()).byUser[order.usuarioId]?.lista ?? null);
    return deps.catalog.productsById(lista);
  }

  /** The order in preparation and its short line, sold by the piece; refused in words otherwise. */
  async function shortLine(pedidoId: number, lineaId: number) {
    const order = await orderOf(pedidoId);
    if (!order) throw notFound('Pedido no encontrado.');
    if (order.estado !== 'preparando') throw conflict('Se propone un sustituto en un pedido «En preparación»: márcalo así primero.');
    const lines = await linesOf(db, pedidoId);
    const line = lines.find((l) => l.id === lineaId);
    if (!line) throw notFound('Esta línea no está en el pedido.');
    if (line.gramosPorItem !== null) throw conflict(`«${line.nombre}» se vende por peso: pésalo con lo que haya en lugar de sustituirlo.`);
    const proposals = await db.select().from(s).where(eq(s.pedidoId, pedidoId));
    if (proposals.some((p) => p.lineaNuevaId === line.id)) throw conflict(`«${line.nombre}» ya es un sustituto: no se sustituye otra vez.`);
    return { order, lines, line, proposals };
  }

  /** Same category, in stock, not already in the order, nearest in price first. */
  async function candidates(order: OrderRow, line: LineRow, lines: LineRow[]) {
    const listed = await listedFor(order);
    const own = listed.get(line.productoId);
    const categoria =
      own?.categoria_id ?? (await db.select({ c: t.productos.categoriaId }).from(t.productos).where(eq(t.productos.id, line.productoId)))[0]?.c ?? null;
    if (categoria === null) return { listed, categoria, left: {} as Record<number, number>, near: [] as Product[] };
    // Ranked by what one piece costs the shopper now (its discount or list applied), against what they paid.
    const onSale = [...listed.values()].filter((p) => !p.agotado && !p.venta).map((p) => ({ id: p.id, categoria_id: p.categoria_id, nombre: p.nombre, precio: unitForQuantity(p, 1), p }));
    const ranked = nearestInPrice(onSale, { id: line.productoId, categoria_id: categoria, precio: line.precioUnitarioCentavos }, new Set(lines.map((l) => l.productoId)), 20);
    const left = await deps.catalog.stockLeft(ranked.map((r) => r.id));
    return { listed, categoria, left, near: ranked.filter((r) => (left[r.id] ?? 1) > 0).map((r) => r.p) };
  }

  /** What a line is charged once a proposal on it is decided: its items less the missing ones, at its price. */
  async function applyToLines(tx: Db, row: Row, estado: SubstitutionState) {
    const [line] = await tx.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.id, row.lineaId));
    if (!line) return null;
    const kept = line.items - row.faltan;
    await tx
      .update(t.pedidoLineas)
      .set({ totalFinalCentavos: line.precioUnitarioCentavos * kept, costoCentavos: line.costoUnitarioCentavos === null ? null : line.costoUnitarioCentavos * kept })
      .where(eq(t.pedidoLineas.id, line.id));
    let nueva: number | null = null;
    if (substituted(estado)) {
      // Taken from its stock (where counted) at the cost it has now: the margins read the line's cost.
      const [stock] = await tx.select().from(t.existencias).where(eq(t.existencias.productoId, row.productoId));
      if (stock && stock.disponibles !== null) await tx.update(t.existencias).set({ disponibles: Math.max(0, stock.disponibles - row.items) }).where(eq(t.existencias.productoId, row.productoId));
      const costo = stock?.costoCentavos ?? null;
      const [inserted] = await tx
        .insert(t.pedidoLineas)
        .values({
          pedidoId: row.pedidoId,
          productoId: row.productoId,
          nombre: row.nombre,
          items: row.items,
          precioUnitarioCentavos: row.precioUnitarioCentavos,
          totalLineaCentavos: row.precioUnitarioCentavos * row.items,
          tasaIva: row.tasaIva,
          nota: `Sustituye a ${line.nombre}`,
          costoUnitarioCentavos: costo,
          costoCentavos: costo === null ? null : costo * row.items,
        })
        .returning({ id: t.pedidoLineas.id });
      nueva = inserted!.id;
      await tx.update(s).set({ lineaNuevaId: nueva }).where(eq(s.id, row.id));
    }
    // The order's packed total as the weighing computes it (null while a weighed line waits for its weight).
    const [order] = await tx.select().from(t.pedidos).where(eq(t.pedidos.id, row.pedidoId));
    const totals = finalTotals(await linesOf(tx, row.pedidoId), order!.envioCentavos);
    await tx.update(t.pedidos).set({ subtotalFinalCentavos: totals?.subtotal ?? null, totalFinalCentavos: totals?.total ?? null }).where(eq(t.pedidos.id, row.pedidoId));
    return line;
  }

  /** Decides a proposal once (the shopper's answer, or its checkout choice past its time); false when already decided. */
  async function decide(row: Row, estado: SubstitutionState, why: 'cliente' | 'vencida'): Promise<boolean> {
    const when = deps.now().toISOString();
    const done = await database.transaction(async (tx) => {
      const [changed] = await tx
        .update(s)
        .set({ estado, respondidaEn: when })
        .where(and(eq(s.id, row.id), eq(s.estado, 'propuesta')))
        .returning({ id: s.id });
      if (!changed) return false;
      const line = await applyToLines(tx, row, estado);
      const original = line?.nombre ?? '';
      const choice = (line?.sustitucion ?? null) as Substitution | null;
      const texto =
        why === 'vencida'
          ? `Sustitución de «${original}»: ${timedOutLabel(choice)}`
          : `Sustitución de «${original}» por «${row.nombre}»: ${estado === 'aceptada' ? 'aceptada' : 'rechazada'} por el cliente`;
      await recordAudit(tx, t, [
        { personalId: null, accion: why === 'vencida' ? 'sustitucion_vencida' : 'sustitucion_respondida', entidad: 'pedido', entidadId: row.pedidoId, antes: { estado: 'propuesta' }, despues: { sustitucion: row.id, estado, texto } },
      ]);
      return true;
    });
    if (done && substituted(estado)) deps.catalog.invalidate();
    return done;
  }

  /** The proposal a link names, when its signature is right; the same refusal for an unknown one. */
  async function linked(input: SubstitutionLink) {
    const [row] = await db.select().from(s).where(eq(s.id, input.s));
    if (!row) throw notFound('Este enlace no es válido.');
    links.check(row.id, row.clave, input.firma);
    return row;
  }

  /** Proposals past their time get their line's checkout choice; `now` is the caller's clock. */
  async function sweep(now = deps.now()): Promise<number> {
    const due = await db.select().from(s).where(and(eq(s.estado, 'propuesta'), lte(s.vence, now.toISOString()))).orderBy(asc(s.id)).limit(200);
    if (!due.length) return 0;
    const lines = await db.select({ id: t.pedidoLineas.id, choice: t.pedidoLineas.sustitucion }).from(t.pedidoLineas).where(inArray(t.pedidoLineas.id, due.map((r) => r.lineaId)));
    let decided = 0;
    for (const row of due) {
      const choice = (lines.find((l) => l.id === row.lineaId)?.choice ?? null) as Substitution | null;
      if (await decide(row, timedOutState(choice), 'vencida')) decided += 1;
    }
    return decided;
  }

  /** The WhatsApp message the packer sends, with the same link as the e-mail. */
  const whatsappOf = (order: OrderRow, row: Row, original: string, link: string) => {
    const wa = phoneLinks(order.telefono)?.whatsapp;
    const text = `Hola ${order.nombre}, de tu pedido #${order.id} no tenemos ${row.faltan} de «${original}». Te proponemos ${row.items} × «${row.nombre}» a ${formatMXN(row.precioUnitarioCentavos)} c/u. Acéptalo o recházalo aquí: ${link}`;
    return wa ? `${wa}?text=${encodeURIComponent(text)}` : null;
  };

  return {
    sweep,

    /** The back office's suggestions for a short line. */
    async suggest(input: { pedidoId: number; lineaId: number }) {
      const { order, lines, line } = await shortLine(input.pedidoId, input.lineaId);
      const { near, left } = await candidates(order, line, lines);
      return near.slice(0, 6).map((p) => {
        const unit = unitForQuantity(p, 1);
        return { id: p.id, nombre: p.nombre, precio: toPesos(unit), cantidad: p.cantidad, img_url: p.img_url, disponibles: left?.[p.id] ?? null, diferencia: toPesos(unit - line.precioUnitarioCentavos) };
      });
    },

    /** The packer's proposal: recorded, the order marked as being packed, the shopper e-mailed; the WhatsApp link returned. */
    async propose(input: SubstitutionProposeInput, by: Staff) {
      const { order, lines, line, proposals } = await shortLine(input.pedidoId, input.lineaId);
      if (proposals.some((p) => p.lineaId === line.id)) throw conflict(`«${line.nombre}» ya tiene un sustituto propuesto.`);
      if (input.faltan > line.items) throw conflict(`Faltan: «${line.nombre}» lleva ${line.items} pieza${line.items === 1 ? '' : 's'}.`);
      const { listed, categoria, left } = await candidates(order, line, lines);
      const product = listed.get(input.productoId);
      if (!product || product.agotado || product.venta) throw conflict('Este producto no está a la venta hoy por pieza: elige otro sustituto.');
      if (lines.some((l) => l.productoId === product.id)) throw conflict(`«${product.nombre}» ya está en el pedido: elige otro sustituto.`);
      if (product.categoria_id !== categoria) throw conflict(`El sustituto debe ser de la misma categoría que «${line.nombre}».`);
      const stock = left?.[product.id];
      if (stock !== undefined && stock < input.items) throw conflict(`Solo quedan ${stock} de «${product.nombre}».`);
      const unit = unitForQuantity(product, input.items);
      // Paid online: the substitute may not take the order past what was held or paid (it would stop at «Enviado»).
      if (!OFFLINE.includes(order.metodoPago) && order.pagadoEn) {
        const packed = lines.reduce((n, l) => n + (l.totalFinalCentavos ?? l.totalLineaCentavos), 0) - line.precioUnitarioCentavos * input.faltan + unit * input.items;
        const final = finalOnlineCentavos({ ...order, totalFinalCentavos: packed + order.envioCentavos });
        if (final > coveredCentavos(order)) throw conflict(`Con el sustituto el pedido suma ${formatMXN(final)} y el cliente pagó ${formatMXN(coveredCentavos(order))}: elige menos piezas o un producto más barato.`);
      }
      const { minutos } = await deps.settings.get('sustituciones');
      const now = deps.now();
      const clave = links.newKey();
      const row = await database.transaction(async (tx) => {
        const [created] = await tx
          .insert(s)
          .values({
            pedidoId: order.id,
            lineaId: line.id,
            faltan: input.faltan,
            productoId: product.id,
            nombre: product.nombre,
            items: input.items,
            precioUnitarioCentavos: unit,
            tasaIva: product.tasa_iva ?? 0,
            vence: new Date(now.getTime() + minutos * 60_000).toISOString(),
            clave,
            personalId: by.id,
            creado: now.toISOString(),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return null;
        // Packing has started: the shopper's own changes stop here (issue 47, part 1's lock).
        await tx.update(t.pedidos).set({ empacandoEn: now.toISOString() }).where(and(eq(t.pedidos.id, order.id), isNull(t.pedidos.empacandoEn)));
        await recordAudit(tx, t, [
          {
            personalId: by.id,
            accion: 'sustitucion_propuesta',
            entidad: 'pedido',
            entidadId: order.id,
            despues: { sustitucion: created.id, texto: `Sustituto propuesto para «${line.nombre}» (faltan ${input.faltan}): ${input.items} × «${product.nombre}» a ${formatMXN(unit)}` },
          },
        ]);
        return created;
      });
      if (!row) throw conflict(`«${line.nombre}» ya tiene un sustituto propuesto.`);
      const path = links.path(row.id, row.clave);
      const link = await sendSubstitutionMail(deps, order, row, line, path);
      return {
        id: row.id,
        mensaje: `Enviamos a ${order.email} el sustituto para «${line.nombre}»: tiene hasta ${minutos} minutos para responder.`,
        whatsapp: whatsappOf(order, row, line.nombre, link),
      };
    },

    /** An order's proposals for the packer's screen, with each state in words (and the WhatsApp link while waiting). */
    async forOrder(pedidoId: number) {
      const rows = await db.select().from(s).where(eq(s.pedidoId, pedidoId)).orderBy(asc(s.id));
      if (!rows.length) return [];
      const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
      const lines = await linesOf(db, pedidoId);
      return rows.map((r) => {
        const line = lines.find((l) => l.id === r.lineaId);
        const estado = r.estado as SubstitutionState;
        return {
          id: r.id,
          lineaId: r.lineaId,
          original: line?.nombre ?? '',
          faltan: r.faltan,
          nombre: r.nombre,
          items: r.items,
          precio: toPesos(r.precioUnitarioCentavos),
          estado,
          etiqueta: stateLabel(estado, line?.sustitucion ?? null),
          vence: r.vence,
          whatsapp: estado === 'propuesta' && order ? whatsappOf(order, r, line?.nombre ?? '', `${deps.publicUrl}${links.path(r.id, r.clave)}`) : null,
        };
      });
    },

    /** Names of the lines whose substitute still waits for an answer (the move to «Enviado» waits for them). */
    async waiting(pedidoId: number): Promise<string[]> {
      const rows = await db
        .select({ nombre: t.pedidoLineas.nombre })
        .from(s)
        .innerJoin(t.pedidoLineas, eq(t.pedidoLineas.id, s.lineaId))
        .where(and(eq(s.pedidoId, pedidoId), eq(s.estado, 'propuesta')));
      return rows.map((r) => r.nombre);
    },

    /** The shopper's page: what was ordered, what is offered, the difference, and whether it can still be answered. */
    async view(input: SubstitutionLink) {
      const row = await linked(input);
      const [line] = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.id, row.lineaId));
      const photo = (await deps.catalog.productsById(null)).get(row.productoId)?.img_url ?? null;
      const estado = row.estado as SubstitutionState;
      const open = estado === 'propuesta' && deps.now().toISOString() < row.vence;
      const missing = (line?.precioUnitarioCentavos ?? 0) * row.faltan;
      const offered = row.precioUnitarioCentavos * row.items;
      return {
        pedido: row.pedidoId,
        pedido_linea: { nombre: line?.nombre ?? '', items: line?.items ?? 0, faltan: row.faltan, precio: toPesos(line?.precioUnitarioCentavos ?? 0), total: toPesos(missing) },
        sustituto: { nombre: row.nombre, items: row.items, precio: toPesos(row.precioUnitarioCentavos), total: toPesos(offered), img_url: photo },
        diferencia: toPesos(offered - missing),
        estado: open ? estado : estado === 'propuesta' ? 'vencida' : estado,
        vence: row.vence,
        mensaje: open ? null : estado === 'propuesta' ? 'El tiempo para responder terminó.' : stateLabel(estado, line?.sustitucion ?? null),
      };
    },

    /** The shopper's answer: once, before its time; after it (or twice) refused in words, nothing changed. */
    async answer(input: SubstitutionAnswer) {
      const row = await linked(input);
      if (row.estado !== 'propuesta') throw conflict(row.estado.startsWith('vencida') ? 'El tiempo para responder terminó: ya aplicamos lo que elegiste al comprar.' : 'Ya respondiste a esta sustitución.');
      if (deps.now().toISOString() >= row.vence) throw conflict('El tiempo para responder terminó: ya aplicamos lo que elegiste al comprar.');
      const order = await orderOf(row.pedidoId);
      if (order?.estado !== 'preparando') throw conflict('Este pedido ya no se está empacando: no se puede cambiar.');
      const estado = input.respuesta === 'aceptar' ? 'aceptada' : 'rechazada';
      if (!(await decide(row, estado, 'cliente'))) throw conflict('Ya respondiste a esta sustitución.');
      return { estado, mensaje: estado === 'aceptada' ? `Listo: enviaremos ${row.items} × «${row.nombre}».` : 'Listo: no lo sustituiremos y no te cobraremos lo que faltó.' };
    },
  };
}

export type SubstitutionsService = ReturnType<typeof createSubstitutions>;
