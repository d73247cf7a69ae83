import type { ShopInfo } from '../settings';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import type { usuarios } from '../../schema/sqlite';
import { badRequest } from '../../platform/errors';
import type { Mailer } from '../mail';
import { mailText } from '../../platform/i18n/mail-text';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'El enlace no es válido o ya expiró. Pide uno nuevo desde tu cuenta.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type User = typeof usuarios.$inferSelect;

/**
 * Orders paid as a guest join the account with the same e-mail only once the shopper proves the
 * address is theirs with a link sent to it: registering with someone else's e-mail must not reveal
 * their orders. Once verified, later guest orders with that e-mail join too.
 */
export function createEmailVerification(deps: { database: Database; mailer: Mailer; publicUrl: string; shop: ShopInfo }) {
  const { db, t } = deps.database;
  const { pedidos, usuarios, verificacionesCorreo } = t;
  const guestOrdersOf = (email: string) => and(isNull(pedidos.usuarioId), eq(pedidos.email, email));

  /** Moves the guest orders of a verified e-mail into the account; returns how many moved. */
  const attach = async (userId: number, email: string) =>
    (await db.update(pedidos).set({ usuarioId: userId }).where(guestOrdersOf(email)).returning({ id: pedidos.id })).length;

  return {
    /** Nothing about guest orders until the e-mail is proven (see guestOrdersSchema). */
    async status(user: User): Promise<{ pendientes: number | null; verificado: boolean }> {
      if (user.correoVerificadoEn === null) return { pendientes: null, verificado: false };
      const [row] = await db.select({ n: count() }).from(pedidos).where(guestOrdersOf(user.email));
      return { pendientes: row?.n ?? 0, verificado: true };
    },

    /** Called before the account's orders are listed: a verified e-mail collects its new guest orders. */
    async attachIfVerified(user: User) {
      if (user.correoVerificadoEn) await attach(user.id, user.email);
    },

    async request(user: User): Promise<string> {
      if (user.correoVerificadoEn) {
        await attach(user.id, user.email);
        return 'Tu correo ya está verificado.';
      }
      const token = randomBytes(32).toString('base64url');
      await db.insert(verificacionesCorreo).values({ usuarioId: user.id, email: user.email, tokenHash: sha256(token), expiraEn: Date.now() + LINK_TTL_MS });
      const { storeName } = await deps.shop();
      // In the account's language (set at registration, then by the language it last ordered in).
      const m = mailText(user.idioma);
      await deps.mailer.send({
        to: user.email,
        kind: 'verificar-correo',
        subject: m.t('{tienda}: confirma tu correo', { tienda: storeName }),
        text: m.t(
          'Hola {nombre}:\n\nAbre este enlace para confirmar que este correo es tuyo (válido por 24 horas). Los pedidos que hiciste como invitado con él aparecerán en tu cuenta:\n\n{enlace}\n\nSi no fuiste tú, ignora este correo.\n\n{tienda}',
          { nombre: user.nombreCompleto, enlace: m.link(deps.publicUrl, `/verificar-correo?token=${token}`), tienda: storeName },
        ),
      });
      return `Te enviamos un enlace a ${user.email}. Ábrelo para ver aquí tus pedidos como invitado.`;
    },

    /** One use per link; the account must still have the e-mail the link was sent to. */
    async verify(token: string): Promise<{ message: string; pedidos_agregados: number }> {
      const [link] = await db
        .select()
        .from(verificacionesCorreo)
        .where(and(eq(verificacionesCorreo.tokenHash, sha256(token)), isNull(verificacionesCorreo.usadoEn), gt(verificacionesCorreo.expiraEn, Date.now())))
        .limit(1);
      if (!link) throw badRequest(INVALID_LINK);
      const moved = await deps.database.transaction(async (tx) => {
        const claimed = await tx
          .update(verificacionesCorreo)
          .set({ usadoEn: new Date().toISOString() })
          .where(and(eq(verificacionesCorreo.id, link.id), isNull(verificacionesCorreo.usadoEn)))
          .returning({ id: verificacionesCorreo.id });
        if (claimed.length !== 1) return null;
        const verified = await tx
          .update(usuarios)
          .set({ correoVerificadoEn: new Date().toISOString() })
          .where(and(eq(usuarios.id, link.usuarioId), eq(usuarios.email, link.email)))
          .returning({ id: usuarios.id });
        if (verified.length !== 1) return null;
        return (await tx.update(pedidos).set({ usuarioId: link.usuarioId }).where(guestOrdersOf(link.email)).returning({ id: pedidos.id })).length;
      });
      if (moved === null) throw badRequest(INVALID_LINK);
      const message = moved === 0 ? 'Correo verificado.' : `Correo verificado. ${moved === 1 ? 'Agregamos 1 pedido' : `Agregamos ${moved} pedidos`} a tu cuenta.`;
      return { message, pedidos_agregados: moved };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
