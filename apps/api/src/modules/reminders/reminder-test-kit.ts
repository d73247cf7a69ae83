import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { outbox } from '../../test/orders-helpers';

/** A shopper of the reminders' tests: registered through the API (in `idioma`), calling tRPC with their token. */
export async function shopper(app: FastifyInstance, email: string, from: () => string, idioma: 'es' | 'en' = 'es') {
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: `Cliente ${email.split('@')[0]}`, usuario: email, password: 'clave-segura-1' }, headers: { 'x-idioma': idioma }, remoteAddress: from() });
  if (reg.statusCode !== 201) throw new Error(reg.body);
  const authorization = `Bearer ${reg.json().data.jwt}`;
  const { db, t } = app.services.database;
  const [user] = await db.select().from(t.usuarios).where(eq(t.usuarios.email, email));
  const call = async (path: string, input?: unknown, query = false) => {
    const res =
      input === undefined || query
        ? await app.inject({ url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers: { authorization }, remoteAddress: from() })
        : await app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { authorization, 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
    const body = res.json();
    return body.result?.data ?? { error: body.error?.message as string };
  };
  return { id: user!.id, email, authorization, call };
}

/** The reminders the outbox holds for one address. */
export const remindersTo = async (app: FastifyInstance, email: string) => (await outbox(app)).filter((m) => m.para === email && m.tipo.startsWith('recordatorio-'));

/** The unsubscribe link's query from an e-mail's text. */
export const unsubscribeQuery = (text: string) => {
  const url = /https?:\/\/\S+\/avisos\/baja\?(\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`no unsubscribe link in: ${text}`);
  const q = new URLSearchParams(url);
  return { u: Number(q.get('u')), tipo: q.get('tipo')!, firma: q.get('firma')! };
};
