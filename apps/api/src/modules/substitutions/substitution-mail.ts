import { mailText } from '../../platform/i18n/mail-text';
import type { Tables } from '../../platform/db/database';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';

type Row = Tables['sustituciones']['$inferSelect'];
type LineRow = Tables['pedidoLineas']['$inferSelect'];
type OrderRow = Tables['pedidos']['$inferSelect'];

/**
 * The shopper's e-mail when a substitute is proposed (issue 47), in the order's language: what is missing,
 * what is offered at what price, «Aceptar» and «Rechazar» links to the phone page (a GET only opens the page:
 * a mail scanner following a link answers nothing), and what happens without an answer. Returns the page's link.
 */
export async function sendSubstitutionMail(deps: { mailer: Mailer; shop: ShopInfo; publicUrl: string }, order: OrderRow, row: Row, line: LineRow, path: string): Promise<string> {
  const m = mailText(order.idioma);
  const link = m.link(deps.publicUrl, path);
  const { storeName } = await deps.shop();
  const choice = line.sustitucion ?? 'no';
  await deps.mailer.send({
    to: order.email,
    kind: 'pedido-sustitucion',
    subject: m.t('{tienda}: ¿aceptas un sustituto en tu pedido #{id}?', { tienda: storeName, id: String(order.id) }),
    text: [
      m.t('Hola {nombre}:', { nombre: order.nombre }),
      '',
      m.t('Al empacar tu pedido #{id} nos faltaron {faltan} de «{producto}». Te proponemos {items} × «{sustituto}» a {precio} cada uno ({total}).', {
        id: String(order.id),
        faltan: row.faltan,
        producto: line.nombre,
        items: row.items,
        sustituto: row.nombre,
        precio: m.money(row.precioUnitarioCentavos),
        total: m.money(row.precioUnitarioCentavos * row.items),
      }),
      '',
      `${m.t('Aceptar')}: ${link}&r=aceptar`,
      `${m.t('Rechazar')}: ${link}&r=rechazar`,
      '',
      m.t('Si no respondes antes del {hora}, haremos lo que elegiste al comprar: {eleccion}.', { hora: m.moment(row.vence), eleccion: m.substitution(choice) }),
      '',
      storeName,
    ].join('\n'),
  });
  return link;
}
