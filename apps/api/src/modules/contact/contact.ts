import type { ShopInfo } from '../settings';
import type { ContactInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../mail';

export const CONTACT_SENT = 'Mensaje enviado correctamente. Te responderemos pronto.';

export function createContactService(deps: { database: Database; mailer: Mailer; shop: ShopInfo }) {
  const { db, t } = deps.database;
  return {
    /** Stored before any mail is attempted, so a mail failure loses nothing. */
    async send(input: ContactInput, ip: string): Promise<string> {
      // A filled honeypot is a bot: same polite answer, nothing stored or sent.
      if (input.sitio_web) return CONTACT_SENT;
      const [row] = await db
        .insert(t.mensajesContacto)
        .values({ nombre: input.nombre, correo: input.correo, telefono: input.telefono || null, mensaje: input.mensaje || null, ip })
        .returning({ id: t.mensajesContacto.id });
      const { storeName, shopEmail } = await deps.shop();
      await deps.mailer.send({
        to: shopEmail,
        kind: 'contacto',
        subject: `${storeName}: nuevo mensaje de ${input.nombre}`,
        text: [
          `Mensaje #${row!.id} recibido desde el formulario de contacto.`,
          '',
          `Nombre: ${input.nombre}`,
          `Correo: ${input.correo}`,
          `Teléfono: ${input.telefono || 'No indicado'}`,
          '',
          input.mensaje || '(sin mensaje)',
        ].join('\n'),
      });
      return CONTACT_SENT;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
