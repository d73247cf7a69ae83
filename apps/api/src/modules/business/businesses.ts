import { GIRO_LABELS, type BusinessApplication, type BusinessCreate, type BusinessDecision, type BusinessState, type BusinessView, type Giro, type Staff } from '@huerta/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { mailText } from '../../platform/i18n/mail-text';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import type { CatalogService } from '../catalog';
import type { BusinessPeopleService } from './business-people';

type Row = Database['t']['negocios']['$inferSelect'];

const view = (r: Row): BusinessView => ({
  estado: r.estado as BusinessState,
  giro: r.giro as Giro,
  razon_social: r.razonSocial,
  rfc: r.rfc,
  contacto: r.contacto,
  ventana: r.ventana,
  motivo: r.motivo,
  creado: r.creado,
});

/**
 * Business accounts (issue 34, first slice): a signed-in shopper applies («Soy negocio»), the shop is told,
 * the owner approves or declines (audited, the applicant e-mailed in their language). One application per
 * account: pending or approved, it is not sent twice; declined, it may be sent again with new data.
 */
export function createBusinesses(deps: { database: Database; mailer: Mailer; shop: ShopInfo; catalog: Pick<CatalogService, 'invalidate'>; people: Pick<BusinessPeopleService, 'membershipOf' | 'team'> }) {
  const { database, mailer } = deps;
  const { db, t } = database;
  const n = t.negocios;
  const byUser = async (usuarioId: number) => (await db.select().from(n).where(eq(n.usuarioId, usuarioId)))[0];

  /** The applicant told of the owner's decision, in their language. */
  async function sendDecision(user: { email: string; idioma: string; nombreCompleto: string }, row: Row, approved: boolean) {
    const m = mailText(user.idioma);
    const { storeName } = await deps.shop();
    await mailer.send({
      to: user.email,
      kind: approved ? 'negocio-aprobado' : 'negocio-rechazado',
      subject: approved ? m.t('{tienda}: tu cuenta de negocio está aprobada', { tienda: storeName }) : m.t('{tienda}: sobre tu solicitud de cuenta de negocio', { tienda: storeName }),
      text: `${m.t('Hola {nombre}:', { nombre: user.nombreCompleto })}\n\n${
        approved
          ? m.t('Aprobamos la cuenta de negocio de {razon_social}. Ya puedes pedir como negocio desde tu cuenta.', { razon_social: row.razonSocial })
          : m.t('No pudimos aprobar la cuenta de negocio de {razon_social}: {motivo}. Puedes corregir tus datos y enviarla de nuevo desde tu cuenta.', { razon_social: row.razonSocial, motivo: row.motivo ?? '' })
      }\n\n${storeName}`,
    });
  }

  return {
    /** The account's business — its own, or the one it is part of — with, once approved, its people. */
    async mine(usuarioId: number): Promise<BusinessView | null> {
      const m = await deps.people.membershipOf(usuarioId);
      if (!m) return null;
      return { ...view(m.negocio), ...(m.negocio.estado === 'aprobada' ? { equipo: await deps.people.team(m.negocio, m.titular) } : {}) };
    },

    async apply(usuarioId: number, input: BusinessApplication): Promise<{ message: string; negocio: BusinessView }> {
      const fields = { giro: input.giro, razonSocial: input.razon_social, rfc: input.rfc, contacto: input.contacto, ventana: input.ventana || null };
      const member = await deps.people.membershipOf(usuarioId);
      if (member && !member.titular) throw conflict(`Tu cuenta ya compra como parte de ${member.negocio.razonSocial}.`);
      const existing = await byUser(usuarioId);
      if (existing?.estado === 'solicitada') throw conflict('Tu solicitud ya está en revisión: te escribimos en cuanto la revisemos.');
      if (existing?.estado === 'aprobada') throw conflict('Tu cuenta de negocio ya está aprobada.');
      const row = await database.transaction(async (tx) => {
        // Declined before: the same row goes back to review with the new data (conditional: once).
        const [saved] = existing
          ? await tx
              .update(n)
              .set({ ...fields, estado: 'solicitada', motivo: null, creado: new Date().toISOString(), revisadoEn: null, revisadoPor: null })
              .where(and(eq(n.id, existing.id), eq(n.estado, 'rechazada')))
              .returning()
          : await tx.insert(n).values({ usuarioId, ...fields }).onConflictDoNothing().returning();
        return saved;
      });
      if (!row) throw conflict('Tu solicitud ya está en revisión: te escribimos en cuanto la revisemos.');
      const [user] = await db.select({ email: t.usuarios.email, nombre: t.usuarios.nombreCompleto }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
      const shop = await deps.shop();
      // The shop's own notice stays Spanish.
      await mailer.send({
        to: shop.shopEmail,
        kind: 'negocio-solicitud',
        subject: `Nueva solicitud de cuenta de negocio: ${row.razonSocial}`,
        text: `${GIRO_LABELS[row.giro as Giro]} · ${row.razonSocial} (RFC ${row.rfc})\nContacto: ${row.contacto}\nCuenta: ${user?.nombre ?? ''} <${user?.email ?? ''}>${row.ventana ? `\nEntrega habitual: ${row.ventana}` : ''}\n\nRevísala en el panel, «Negocios».`,
      });
      return { message: 'Recibimos tu solicitud. Te escribimos en cuanto la revisemos.', negocio: view(row) };
    },

    async list(estado?: BusinessState) {
      const rows = await db
        .select({ negocio: n, email: t.usuarios.email, nombre: t.usuarios.nombreCompleto, lista: t.listasPrecios.nombre })
        .from(n)
        .innerJoin(t.usuarios, eq(t.usuarios.id, n.usuarioId))
        .leftJoin(t.listasPrecios, eq(t.listasPrecios.id, n.listaId))
        .where(estado ? eq(n.estado, estado) : inArray(n.estado, ['solicitada', 'aprobada', 'rechazada']))
        .orderBy(desc(n.creado))
        .limit(200);
      return rows.map(({ negocio, email, nombre, lista }) => ({ id: negocio.id, ...view(negocio), cuenta: { email, nombre }, lista: negocio.listaId === null ? null : { id: negocio.listaId, nombre: lista! } }));
    },

    /**
     * The owner registers a business for a customer's existing account, approved at once: a new row, or the
     * account's pending or declined application replaced (conditional: an approved one is not touched).
     */
    async create(input: BusinessCreate, staff: Staff) {
      const [user] = await db.select().from(t.usuarios).where(eq(t.usuarios.email, input.email.toLowerCase()));
      if (!user) throw notFound(`No hay una cuenta con el correo ${input.email}: pide al negocio que se registre primero.`);
      const now = new Date().toISOString();
      const fields = { giro: input.giro, razonSocial: input.razon_social, rfc: input.rfc, contacto: input.contacto, ventana: input.ventana || null, estado: 'aprobada', motivo: null, revisadoEn: now, revisadoPor: staff.id };
      const row = await database.transaction(async (tx) => {
        const [existing] = await tx.select().from(n).where(eq(n.usuarioId, user.id));
        const [saved] = existing
          ? await tx.update(n).set(fields).where(and(eq(n.id, existing.id), inArray(n.estado, ['solicitada', 'rechazada']))).returning()
          : await tx.insert(n).values({ usuarioId: user.id, ...fields }).onConflictDoNothing().returning();
        if (saved) await recordAudit(tx, t, [{ personalId: staff.id, accion: 'crear_negocio', entidad: 'negocio', entidadId: saved.id, despues: { estado: 'aprobada', razon_social: saved.razonSocial, rfc: saved.rfc } }]);
        return saved;
      });
      if (!row) throw conflict(`La cuenta ${user.email} ya es un negocio aprobado.`);
      deps.catalog.invalidate(); // who buys at which list (list-catalogue.ts)
      await sendDecision(user, row, true);
      return { id: row.id, estado: 'aprobada' as const, mensaje: `Alta hecha: ${row.razonSocial} (${user.email}).` };
    },

    /**
     * Which price list a business's people buy at (null: the shop's prices). Every process serves them the
     * new prices from its next request (the change moves the catalogue version); audited.
     */
    async setList(input: { id: number; lista_id: number | null }, staff: Staff) {
      const [row] = await db.select().from(n).where(eq(n.id, input.id));
      if (!row) throw notFound('Negocio no encontrado.');
      const [lista] = input.lista_id === null ? [null] : await db.select().from(t.listasPrecios).where(eq(t.listasPrecios.id, input.lista_id));
      if (lista === undefined) throw notFound('Lista de precios no encontrada: elige una de la lista.');
      if (row.listaId === input.lista_id) return { id: row.id, mensaje: 'Sin cambios.' };
      await database.transaction(async (tx) => {
        await tx.update(n).set({ listaId: input.lista_id }).where(eq(n.id, row.id));
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'lista_negocio', entidad: 'negocio', entidadId: row.id, antes: { lista_id: row.listaId }, despues: { lista_id: input.lista_id } }]);
      });
      deps.catalog.invalidate();
      return { id: row.id, mensaje: lista ? `${row.razonSocial} compra con la lista «${lista.nombre}».` : `${row.razonSocial} compra a precios de la tienda.` };
    },

    /** Approves or declines an application in review, once (two people deciding at once: one decides). */
    async decide(input: BusinessDecision, staff: Staff) {
      const [row] = await db.select().from(n).where(eq(n.id, input.id));
      if (!row) throw notFound('Solicitud no encontrada.');
      const estado: BusinessState = input.aprobar ? 'aprobada' : 'rechazada';
      const decided = await database.transaction(async (tx) => {
        const [after] = await tx
          .update(n)
          .set({ estado, motivo: input.aprobar ? null : input.motivo!.trim(), revisadoEn: new Date().toISOString(), revisadoPor: staff.id })
          .where(and(eq(n.id, input.id), eq(n.estado, 'solicitada')))
          .returning();
        if (after) await recordAudit(tx, t, [{ personalId: staff.id, accion: input.aprobar ? 'aprobar_negocio' : 'rechazar_negocio', entidad: 'negocio', entidadId: input.id, antes: { estado: row.estado }, despues: { estado, motivo: after.motivo } }]);
        return after;
      });
      if (!decided) throw conflict(`Esta solicitud ya no está en revisión (ahora: ${row.estado}). Recarga la página.`);
      deps.catalog.invalidate();
      const [user] = await db.select().from(t.usuarios).where(eq(t.usuarios.id, row.usuarioId));
      if (user) await sendDecision(user, decided, input.aprobar);
      return { id: decided.id, estado, mensaje: input.aprobar ? `Aprobada: ${decided.razonSocial}.` : `Rechazada: ${decided.razonSocial}.` };
    },
  };
}

export type Businesses = ReturnType<typeof createBusinesses>;
