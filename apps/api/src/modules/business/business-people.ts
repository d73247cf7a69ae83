import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, count } from 'drizzle-orm';
import { MAX_BUSINESS_PEOPLE, toPesos, type BusinessOrder, type BusinessPeople } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { mailText } from '../../platform/i18n/mail-text';
import type { CatalogService } from '../catalog';
import type { BusinessCreditService } from './business-credit';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const INVITE_DAYS = 7;

type BusinessRow = Database['t']['negocios']['$inferSelect'];

/**
 * The people of a business (issue 34): the titular (the account that applied) invites others by e-mail; each
 * joins with the single-use link, signed in as themselves with that address, and from then buys on the
 * business's account — its price list, its orders (which show who placed them). The titular removes a
 * person, or a person leaves: their prices stop at once in every process (the catalogue version moves).
 */
export function createBusinessPeople(deps: { database: Database; mailer: Mailer; shop: ShopInfo; publicUrl: string; catalog: Pick<CatalogService, 'invalidate'>; credit: Pick<BusinessCreditService, 'account'> }) {
  const { db, t } = deps.database;
  const n = t.negocios;
  const P = t.negocioPersonas;
  const I = t.invitacionesNegocio;

  /** The business the account belongs to — its own (titular) or as one of its people — or undefined. */
  async function membershipOf(usuarioId: number): Promise<{ negocio: BusinessRow; titular: boolean } | undefined> {
    const [own] = await db.select().from(n).where(eq(n.usuarioId, usuarioId));
    if (own) return { negocio: own, titular: true };
    const [joined] = await db.select({ negocio: n }).from(P).innerJoin(n, eq(n.id, P.negocioId)).where(eq(P.usuarioId, usuarioId));
    return joined ? { negocio: joined.negocio, titular: false } : undefined;
  }

  /** The approved business whose titular is asking, or a clear refusal. */
  async function titularOf(usuarioId: number) {
    const m = await membershipOf(usuarioId);
    if (!m || m.negocio.estado !== 'aprobada') throw new AppError(403, 'Solo una cuenta de negocio aprobada puede invitar a su equipo.');
    if (!m.titular) throw new AppError(403, 'Solo quien registró el negocio puede invitar o quitar personas.');
    return m.negocio;
  }

  async function team(negocio: BusinessRow, titular: boolean): Promise<BusinessPeople> {
    const now = new Date().toISOString();
    const [owner, people, invites, lista, credito] = await Promise.all([
      db.select({ id: t.usuarios.id, nombre: t.usuarios.nombreCompleto, email: t.usuarios.email }).from(t.usuarios).where(eq(t.usuarios.id, negocio.usuarioId)),
      db.select({ id: t.usuarios.id, nombre: t.usuarios.nombreCompleto, email: t.usuarios.email }).from(P).innerJoin(t.usuarios, eq(t.usuarios.id, P.usuarioId)).where(eq(P.negocioId, negocio.id)).orderBy(P.agregado),
      titular ? db.select({ email: I.email, vence: I.vence }).from(I).where(and(eq(I.negocioId, negocio.id), isNull(I.usadaEn), gt(I.vence, now))).orderBy(I.creada) : Promise.resolve([]),
      negocio.listaId === null ? Promise.resolve([]) : db.select({ nombre: t.listasPrecios.nombre }).from(t.listasPrecios).where(eq(t.listasPrecios.id, negocio.listaId)),
      deps.credit.account(negocio.id),
    ]);
    return {
      soy: titular ? 'titular' : 'persona',
      lista: lista[0]?.nombre ?? null,
      personas: [...owner.map((u) => ({ usuario_id: u.id, nombre: u.nombre, email: u.email, titular: true })), ...people.map((u) => ({ usuario_id: u.id, nombre: u.nombre, email: u.email, titular: false }))],
      invitaciones: invites,
      credito,
    };
  }

  return {
    membershipOf,
    team,

    async invite(usuarioId: number, email: string) {
      const negocio = await titularOf(usuarioId);
      const address = email.toLowerCase();
      const now = new Date();
      const current = await team(negocio, true);
      if (current.personas.some((p) => p.email === address)) throw conflict(`${address} ya compra como parte de ${negocio.razonSocial}.`);
      if (current.personas.length + current.invitaciones.length >= MAX_BUSINESS_PEOPLE) throw conflict(`Un negocio tiene como máximo ${MAX_BUSINESS_PEOPLE} personas (invitaciones pendientes incluidas).`);
      const token = randomBytes(32).toString('base64url');
      const vence = new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString();
      await db.insert(I).values({ negocioId: negocio.id, email: address, tokenHash: sha256(token), vence, invitadaPor: usuarioId });
      const [inviter] = await db.select({ nombre: t.usuarios.nombreCompleto, idioma: t.usuarios.idioma }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
      const m = mailText(inviter?.idioma ?? 'es');
      const { storeName } = await deps.shop();
      await deps.mailer.send({
        to: address,
        kind: 'negocio-invitacion',
        subject: m.t('{tienda}: {nombre} te invita a comprar para {negocio}', { tienda: storeName, nombre: inviter?.nombre ?? '', negocio: negocio.razonSocial }),
        text: `${m.t('Hola:')}\n\n${m.t('{nombre} te invita a pedir en {tienda} como parte de {negocio}, con sus precios y su cuenta. Abre este enlace (válido {dias} días, un solo uso) e inicia sesión o crea tu cuenta con este correo:', { nombre: inviter?.nombre ?? '', tienda: storeName, negocio: negocio.razonSocial, dias: String(INVITE_DAYS) })}\n\n${m.link(deps.publicUrl, `/negocio/unirse?token=${token}`)}\n\n${storeName}`,
      });
      return { message: `Invitación enviada a ${address}.` };
    },

    /** The invited account joins: the link unused and current, for this account's address, once. */
    async join(usuarioId: number, token: string) {
      const [invite] = await db.select().from(I).where(eq(I.tokenHash, sha256(token)));
      if (!invite || invite.usadaEn !== null || invite.vence <= new Date().toISOString()) throw badRequest('La invitación no es válida o ya expiró. Pide una nueva.');
      const [user] = await db.select({ email: t.usuarios.email }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
      if (user?.email !== invite.email) throw new AppError(403, `Esta invitación es para ${invite.email}: inicia sesión con ese correo.`);
      if (await membershipOf(usuarioId)) throw conflict('Tu cuenta ya es parte de un negocio.');
      const [negocio] = await db.select().from(n).where(eq(n.id, invite.negocioId));
      if (!negocio || negocio.estado !== 'aprobada') throw notFound('Ese negocio ya no compra con nosotros.');
      const joined = await deps.database.transaction(async (tx) => {
        // Conditional: the same link opened twice at once lets one in.
        const [used] = await tx.update(I).set({ usadaEn: new Date().toISOString() }).where(and(eq(I.id, invite.id), isNull(I.usadaEn))).returning({ id: I.id });
        if (!used) return false;
        const [peopleNow] = await tx.select({ n: count() }).from(P).where(eq(P.negocioId, negocio.id));
        if (Number(peopleNow?.n ?? 0) + 2 > MAX_BUSINESS_PEOPLE) throw conflict(`Un negocio tiene como máximo ${MAX_BUSINESS_PEOPLE} personas.`);
        return (await tx.insert(P).values({ usuarioId, negocioId: negocio.id }).onConflictDoNothing().returning()).length === 1;
      });
      if (!joined) throw badRequest('La invitación no es válida o ya expiró. Pide una nueva.');
      deps.catalog.invalidate(); // the business's list for this person, from the next request
      return { message: `Listo: ya compras como parte de ${negocio.razonSocial}.` };
    },

    /** The titular removes a person, or a person leaves; effective at once. */
    async remove(actorId: number, personId: number) {
      const [row] = await db.select().from(P).where(eq(P.usuarioId, personId));
      if (!row) throw notFound('Esa persona no es parte del negocio.');
      if (actorId !== personId) {
        const negocio = await titularOf(actorId);
        if (negocio.id !== row.negocioId) throw notFound('Esa persona no es parte del negocio.');
      }
      await db.delete(P).where(and(eq(P.usuarioId, personId), eq(P.negocioId, row.negocioId)));
      deps.catalog.invalidate();
      return { message: actorId === personId ? 'Saliste del negocio.' : 'Persona quitada del negocio.' };
    },

    /** The business's orders (newest first, 100), each with who placed it: for any of its people. */
    async orders(usuarioId: number): Promise<BusinessOrder[]> {
      const m = await membershipOf(usuarioId);
      if (!m || m.negocio.estado !== 'aprobada') return [];
      const rows = await db
        .select({ id: t.pedidos.id, creado: t.pedidos.creado, estado: t.pedidos.estado, total: t.pedidos.totalCentavos, dia: t.pedidos.diaEntrega, quien: t.usuarios.nombreCompleto })
        .from(t.pedidos)
        .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
        .where(eq(t.pedidos.negocioId, m.negocio.id))
        .orderBy(desc(t.pedidos.id))
        .limit(100);
      return rows.map((r) => ({ id: r.id, creado: r.creado, estado: r.estado, total: toPesos(r.total), dia_entrega: r.dia, quien: r.quien ?? '' }));
    },
  };
}

export type BusinessPeopleService = ReturnType<typeof createBusinessPeople>;
