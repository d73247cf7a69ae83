import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import { mailText } from '../../platform/i18n/mail-text';

/** The files of a CFDI as an attachment, a download, named for the order and the folio fiscal. */
export const cfdiFilename = (pedidoId: number, uuid: string | null, kind: 'pdf' | 'xml') => `factura-pedido-${pedidoId}${uuid ? `-${uuid}` : ''}.${kind}`;
export const CFDI_FILE_TYPES = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' } as const;

/**
 * The shopper's e-mail with their factura's PDF and XML, in the order's language: the first one, or again
 * (`again`: a CFDI replaced). Used by the manual upload and by the PAC's stamping alike.
 */
export async function mailFactura(
  deps: { mailer: Mailer; shop: ShopInfo; publicUrl: string },
  order: { id: number; idioma: string; email: string; nombre: string; usuarioId: number | null; totalCentavos: number },
  receptor: { rfc: string; razonSocial: string },
  cfdi: { uuid: string; pdf: Buffer; xml: Buffer; prueba: boolean },
  again: boolean,
) {
  const { storeName } = await deps.shop();
  const m = mailText(order.idioma);
  const vars = { tienda: storeName, id: String(order.id), total: m.money(order.totalCentavos) };
  await deps.mailer.send({
    to: order.email,
    kind: 'factura',
    subject: again ? m.t('{tienda}: factura corregida del pedido #{id}', vars) : m.t('{tienda}: tu factura del pedido #{id}', vars),
    text: [
      m.t('Hola {nombre}:', { nombre: order.nombre }),
      again ? m.t('Te enviamos de nuevo la factura de tu pedido #{id} ({total}), en PDF y XML adjuntos.', vars) : m.t('Te enviamos la factura de tu pedido #{id} ({total}), en PDF y XML adjuntos.', vars),
      m.t('RFC: {rfc}\nRazón social: {razon_social}\nFolio fiscal: {uuid}', { rfc: receptor.rfc, razon_social: receptor.razonSocial, uuid: cfdi.uuid }),
      // Test mode: the document is real in form only; the shopper must not take it to their accountant.
      ...(cfdi.prueba ? [m.t('Esta factura se emitió en modo de prueba: no tiene validez fiscal.', {})] : []),
      ...(order.usuarioId ? [m.t('También puedes descargarla cuando quieras en «Mi cuenta»: {enlace}', { enlace: m.link(deps.publicUrl, '/account') })] : []),
      storeName,
    ].join('\n\n'),
    attachments: (['pdf', 'xml'] as const).map((kind) => ({ filename: cfdiFilename(order.id, cfdi.uuid, kind), content: cfdi[kind], contentType: CFDI_FILE_TYPES[kind] })),
  });
}
