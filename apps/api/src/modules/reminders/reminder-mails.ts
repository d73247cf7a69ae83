import { lineTotalCentavos, unitForQuantity, type Product, type ReminderKind } from '@huerta/contracts';
import { mailText } from '../../platform/i18n/mail-text';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import { reminderLinks } from './reminder-links';

interface Account {
  id: number;
  email: string;
  nombre: string;
  idioma: string;
}

/**
 * The two reminders' e-mails, in the account's language, each with its unsubscribe link in the text and in
 * the List-Unsubscribe headers (RFC 8058: a mail client's one-click POST to the same signed address).
 */
export function createReminderMails(deps: { mailer: Mailer; shop: ShopInfo; publicUrl: string; secret: string }) {
  const links = reminderLinks(deps.secret);

  async function send(account: Account, tipo: ReminderKind, subject: string, body: string) {
    const m = mailText(account.idioma);
    const { storeName } = await deps.shop();
    const path = links.path(tipo, account.id);
    const unsubscribe = m.link(deps.publicUrl, path);
    await deps.mailer.send({
      to: account.email,
      kind: `recordatorio-${tipo}`,
      subject,
      text: `${m.t('Hola {nombre}:', { nombre: account.nombre })}\n\n${body}\n\n${storeName}\n\n${m.t('¿No quieres estos avisos? Date de baja en un clic: {enlace}', { enlace: unsubscribe })}`,
      headers: { 'List-Unsubscribe': `<${deps.publicUrl}${path}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  return {
    /** «Dejaste productos en tu carrito»: the cart's products at today's prices, and the link back to it. */
    async cart(account: Account, lines: { product: Product; items: number }[]) {
      const m = mailText(account.idioma);
      const { storeName } = await deps.shop();
      const listed = lines.map(({ product, items }) => {
        const total = lineTotalCentavos({ unitCentavos: unitForQuantity(product, items), items, gramos: product.venta?.gramos ?? null });
        return product.venta ? m.t('- {nombre} × {items}: ≈ {total}', { nombre: product.nombre, items: String(items), total: m.money(total) }) : m.t('- {nombre} × {items}: {total}', { nombre: product.nombre, items: String(items), total: m.money(total) });
      });
      const body = `${m.t('Dejaste productos en tu carrito:')}\n\n${listed.join('\n')}\n\n${m.t('Son los precios de hoy; pueden cambiar. Tu carrito te espera aquí: {enlace}', { enlace: m.link(deps.publicUrl, '/carrito') })}`;
      await send(account, 'carrito', m.t('{tienda}: dejaste productos en tu carrito', { tienda: storeName }), body);
    },

    /** «¿Tu pedido de esta semana?»: the day that passed, and the link to their orders («Volver a pedir»). */
    async weekly(account: Account, day: string) {
      const m = mailText(account.idioma);
      const { storeName } = await deps.shop();
      const dia = m.delivery(day, null) ?? day;
      const body = `${m.t('Sueles pedir cada {dia_semana} y esta semana aún no lo has hecho.', { dia_semana: dia.split(/[ ,]/)[0]! })}\n\n${m.t('Vuelve a pedir lo de tu último pedido en un clic desde tu cuenta: {enlace}', { enlace: m.link(deps.publicUrl, '/account') })}`;
      await send(account, 'semanal', m.t('{tienda}: ¿tu pedido de esta semana?', { tienda: storeName }), body);
    },
  };
}
