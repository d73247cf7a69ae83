import type { TipoComprobante } from '@huerta/contracts';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import { mailText } from '../../platform/i18n/mail-text';
import { CFDI_FILE_TYPES } from './factura-mail';

/** What each kind of CFDI is called to its receiver, and the file's name. */
const KINDS = {
  P: { subject: '{tienda}: complemento de pago del pedido #{id}', body: 'Recibimos tu pago de {monto} del pedido #{id}. Te enviamos su complemento de pago (REP) en PDF y XML adjuntos.', file: 'complemento-pago' },
  E: { subject: '{tienda}: nota de crédito del pedido #{id}', body: 'Te enviamos la nota de crédito por {monto} de tu pedido #{id}, en PDF y XML adjuntos.', file: 'nota-credito' },
} as const;

/**
 * A complemento de pago or a nota de crédito to the order's shopper, in the order's language, with both files.
 * (An order's ingreso keeps its own e-mail, factura-mail.ts; a factura global goes to nobody: público en general.)
 */
export async function mailCfdi(
  deps: { mailer: Mailer; shop: ShopInfo },
  tipo: Exclude<TipoComprobante, 'I'>,
  order: { id: number; idioma: string; email: string; nombre: string },
  cfdi: { uuid: string; pdf: Buffer; xml: Buffer; prueba: boolean; montoCentavos: number; rfc: string; razonSocial: string },
) {
  const { storeName } = await deps.shop();
  const m = mailText(order.idioma);
  const kind = KINDS[tipo];
  const vars = { tienda: storeName, id: String(order.id), monto: m.money(cfdi.montoCentavos) };
  await deps.mailer.send({
    to: order.email,
    kind: tipo === 'P' ? 'complemento_pago' : 'nota_credito',
    subject: m.t(kind.subject, vars),
    text: [
      m.t('Hola {nombre}:', { nombre: order.nombre }),
      m.t(kind.body, vars),
      m.t('RFC: {rfc}\nRazón social: {razon_social}\nFolio fiscal: {uuid}', { rfc: cfdi.rfc, razon_social: cfdi.razonSocial, uuid: cfdi.uuid }),
      ...(cfdi.prueba ? [m.t('Esta factura se emitió en modo de prueba: no tiene validez fiscal.', {})] : []),
      storeName,
    ].join('\n\n'),
    attachments: (['pdf', 'xml'] as const).map((ext) => ({ filename: `${kind.file}-pedido-${order.id}-${cfdi.uuid}.${ext}`, content: cfdi[ext], contentType: CFDI_FILE_TYPES[ext] })),
  });
}
