import type { ProblemDecision } from '@huerta/contracts';
import { mailText } from '../../platform/i18n/mail-text';

/** The e-mail that tells the shopper the owner's decision on their report, in the order's language. */
export function decisionMail(d: { order: { id: number; nombre: string; idioma: string }; decision: ProblemDecision; centavos: number; online: boolean; onAccount?: boolean; motivo: string | null; replacement: string[]; store: string; link: string }) {
  const m = mailText(d.order.idioma);
  const id = String(d.order.id);
  const monto = m.money(d.centavos);
  const body: Record<ProblemDecision, () => string> = {
    reembolso: () =>
      d.onAccount
        ? m.t('Abonamos {monto} a la cuenta de tu negocio por el pedido #{id}: baja lo que debe (o queda a su favor).', { monto, id })
        : d.online
        ? m.t('Te reembolsamos {monto} a la forma de pago de tu pedido #{id}; según tu banco, puede tardar unos días en verse.', { monto, id })
        : m.t('Te devolvemos {monto} en efectivo: te lo entregamos con tu próximo pedido o cuando pases a la tienda.', { monto }),
    saldo: () => m.t('Abonamos {monto} a tu saldo a favor: se descuenta solo en tu próximo pedido.', { monto }),
    reponer: () => m.t('Te reponemos sin costo en tu próximo pedido: {productos}.', { productos: d.replacement.join(', ') }),
    rechazado: () => m.t('Revisamos tu reporte y esta vez no procede: {motivo}', { motivo: d.motivo ?? '' }),
  };
  return {
    subject: m.t('{tienda}: tu reporte del pedido #{id}', { tienda: d.store, id }),
    text: `${m.t('Hola {nombre}:', { nombre: d.order.nombre })}\n\n${body[d.decision]()}\n\n${m.t('Ve el estado de tu reporte: {enlace}', { enlace: d.link })}\n\n${d.store}`,
  };
}
