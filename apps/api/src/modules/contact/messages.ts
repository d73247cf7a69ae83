import type { ShopInfo } from '../settings';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { messageListInputSchema, type MessageListInput, type ReplyMessageInput, type Staff } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../mail';
import { recordAudit } from '../../platform/audit';

const PER_PAGE = 25;

/** The contact form's messages: unread and answered states, and replies sent by the shop's mailer. */
export function createAdminMessages(deps: { database: Database; mailer: Mailer; shop: ShopInfo }) {
  const { database, mailer } = deps;
  const { db, t } = database;
  const m = t.mensajesContacto;
  const view = (r: typeof m.$inferSelect) => ({
    id: r.id,
    nombre: r.nombre,
    correo: r.correo,
    telefono: r.telefono,
    mensaje: r.mensaje,
    creado: r.creado,
    leido: r.leidoEn !== null,
    respuesta: r.respuesta,
    respondidoEn: r.respondidoEn,
  });

  return {
    unread: async () => (await db.select({ n: count() }).from(m).where(isNull(m.leidoEn)))[0]!.n,

    async list(raw: MessageListInput) {
      const input = messageListInputSchema.parse(raw);
      const where = input.filtro === 'sin_leer' ? isNull(m.leidoEn) : input.filtro === 'sin_responder' ? isNull(m.respondidoEn) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(m).where(where).orderBy(desc(m.id)).limit(PER_PAGE).offset((input.pagina - 1) * PER_PAGE),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { mensajes: rows.map(view), total: total!.n, pagina: input.pagina, porPagina: PER_PAGE };
    },

    /** One message; opening it marks it read. */
    async open(id: number) {
      await db.update(m).set({ leidoEn: new Date().toISOString() }).where(and(eq(m.id, id), isNull(m.leidoEn)));
      const [row] = await db.select().from(m).where(eq(m.id, id));
      if (!row) throw notFound('Mensaje no encontrado.');
      return view(row);
    },

    /**
     * Sends the reply to the person who wrote (plain text: whatever staff type is never HTML), once —
     * a second reply to the same message is refused — and keeps it with the message.
     */
    async reply(input: ReplyMessageInput, staff: Staff) {
      const now = new Date().toISOString();
      const saved = await database.transaction(async (tx) => {
        const [row] = await tx
          .update(m)
          .set({ respuesta: input.texto, respondidoEn: now, respondidoPor: staff.id, leidoEn: now })
          .where(and(eq(m.id, input.id), isNull(m.respondidoEn)))
          .returning();
        if (row) await recordAudit(tx, t, [{ personalId: staff.id, accion: 'responder_mensaje', entidad: 'mensaje', entidadId: row.id, despues: { respuesta: input.texto } }]);
        return row;
      });
      if (!saved) {
        const [exists] = await db.select({ id: m.id }).from(m).where(and(eq(m.id, input.id), isNotNull(m.respondidoEn)));
        throw exists ? conflict('Este mensaje ya se respondió.') : notFound('Mensaje no encontrado.');
      }
      const { storeName, shopEmail } = await deps.shop();
      await mailer.send({
        to: saved.correo,
        kind: 'respuesta-contacto',
        subject: `${storeName}: respuesta a tu mensaje`,
        text: `Hola ${saved.nombre}:\n\n${input.texto}\n\n${storeName} · ${shopEmail}\n\n— Tu mensaje —\n${saved.mensaje ?? '(sin mensaje)'}`,
      });
      return view(saved);
    },
  };
}
