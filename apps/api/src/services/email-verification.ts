import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { pedidos, usuarios, verificacionesCorreo } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { Mailer } from './mail';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'El enlace no es válido o ya expiró. Pide uno nuevo desde tu cuenta.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type User = typeof usuarios.$inferSelect;

/**
 * Orders paid as a guest join the account with the same e-mail only once the shopper proves the
 * address is theirs with a link sent to it: registering with someone else's e-mail must not reveal
 * their orders. Once verified, later guest orders with that e-mail join too.
 */
export function createEmailVerification(deps: { db: Db; mailer: Mailer; publicUrl: string; storeName: string }) {
  const { db } = deps;
  const guestOrdersOf = (email: string) => and(isNull(pedidos.usuarioId), eq(pedidos.email, email));

  /** Moves the guest orders of a verified e-mail into the account; returns how many moved. */
  const attach = (userId: number, email: string) =>
    db.update(pedidos).set({ usuarioId: userId }).where(guestOrdersOf(email)).returning({ id: pedidos.id }).all().length;

  return {
    status(user: User) {
      const [row] = db.select({ n: count() }).from(pedidos).where(guestOrdersOf(user.email)).all();
      return { pendientes: row?.n ?? 0, verificado: user.correoVerificadoEn !== null };
    },

    /** Called before the account's orders are listed: a verified e-mail collects its new guest orders. */
    attachIfVerified(user: User) {
      if (user.correoVerificadoEn) attach(user.id, user.email);
    },

    request(user: User): string {
      if (user.correoVerificadoEn) {
        attach(user.id, user.email);
        return 'Tu correo ya está verificado.';
      }
      const token = randomBytes(32).toString('base64url');
      db.insert(verificacionesCorreo).values({ usuarioId: user.id, email: user.email, tokenHash: sha256(token), expiraEn: Date.now() + LINK_TTL_MS }).run();
      deps.mailer.send({
        to: user.email,
        kind: 'verificar-correo',
        subject: `${deps.storeName}: confirma tu correo`,
        text: `Hola ${user.nombreCompleto}:\n\nAbre este enlace para confirmar que este correo es tuyo (válido por 24 horas). Los pedidos que hiciste como invitado con él aparecerán en tu cuenta:\n\n${deps.publicUrl}/verificar-correo?token=${token}\n\nSi no fuiste tú, ignora este correo.\n\n${deps.storeName}`,
      });
      return `Te enviamos un enlace a ${user.email}. Ábrelo para ver aquí tus pedidos como invitado.`;
    },

    /** One use per link; the account must still have the e-mail the link was sent to. */
    verify(token: string): { message: string; pedidos_agregados: number } {
      const link = db
        .select()
        .from(verificacionesCorreo)
        .where(and(eq(verificacionesCorreo.tokenHash, sha256(token)), isNull(verificacionesCorreo.usadoEn), gt(verificacionesCorreo.expiraEn, Date.now())))
        .get();
      if (!link) throw badRequest(INVALID_LINK);
      const moved = db.transaction((tx) => {
        const claimed = tx.update(verificacionesCorreo).set({ usadoEn: new Date().toISOString() }).where(and(eq(verificacionesCorreo.id, link.id), isNull(verificacionesCorreo.usadoEn))).run();
        if (claimed.changes !== 1) return null;
        const verified = tx
          .update(usuarios)
          .set({ correoVerificadoEn: new Date().toISOString() })
          .where(and(eq(usuarios.id, link.usuarioId), eq(usuarios.email, link.email)))
          .run();
        if (verified.changes !== 1) return null;
        return tx.update(pedidos).set({ usuarioId: link.usuarioId }).where(guestOrdersOf(link.email)).returning({ id: pedidos.id }).all().length;
      });
      if (moved === null) throw badRequest(INVALID_LINK);
      const message = moved === 0 ? 'Correo verificado.' : `Correo verificado. ${moved === 1 ? 'Agregamos 1 pedido' : `Agregamos ${moved} pedidos`} a tu cuenta.`;
      return { message, pedidos_agregados: moved };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
