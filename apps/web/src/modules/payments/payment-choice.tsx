import { ORDER_METHOD_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_NEXT, methodProblem, toCentavos, type MethodProblem, type OrderMethod, type PaymentMethod, type PaymentOptions } from '@huerta/contracts/rules';
import type { PublicConfig } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import './payments.css';

/** The owner's options as `/api/config` serves them, in the shape the shared rule reads. */
export const paymentOptionsOf = (pagos: PublicConfig['pagos']): PaymentOptions => ({
  metodos: pagos.metodos,
  contraEntrega: { maximoCentavos: toCentavos(pagos.contra_entrega.maximo), zonas: pagos.contra_entrega.zonas, soloConEntregado: pagos.contra_entrega.solo_con_entregado },
});

/** Why a method is greyed out, in the page's language: the server refuses with the same sentence. */
export function problemText(problem: MethodProblem, metodo: PaymentMethod, options: PaymentOptions): string {
  const label = t(PAYMENT_METHOD_LABELS[metodo]);
  if (problem === 'zona') return t('«{metodo}» no está disponible en tu zona de entrega.', { metodo: label });
  if (problem === 'maximo') return t('«{metodo}» es para pedidos de hasta {maximo}.', { metodo: label, maximo: money(options.contraEntrega.maximoCentavos) });
  if (problem === 'entregado') return t('«{metodo}» es para clientes con un pedido ya entregado: inicia sesión o elige otra forma de pago.', { metodo: label });
  return t('La forma de pago «{metodo}» no está disponible.', { metodo: label });
}

export interface MethodChoice {
  metodo: OrderMethod;
  /** Null when it can pay this order. */
  problem: string | null;
  /** What happens next, when not the method's usual sentence (buying on account: its terms). */
  next?: string;
}

/**
 * The methods the checkout offers for this order, in the owner's order, each with why it cannot be used
 * here (pay on delivery outside its zones, above its maximum, or for a guest when it is for known customers).
 * A signed-in shopper's history is the server's to check: the choice is offered, and a refusal is said.
 */
export function methodChoices(options: PaymentOptions, ctx: { totalCentavos: number; zonaId: number | null; signedIn: boolean }): MethodChoice[] {
  return options.metodos.map((metodo) => {
    const problem = methodProblem(options, metodo, { totalCentavos: ctx.totalCentavos, zonaId: ctx.zonaId, hasDelivered: ctx.signedIn });
    return { metodo, problem: problem ? problemText(problem, metodo, options) : null };
  });
}

/** «Forma de pago»: one radio per method with what happens next; unavailable ones say why. */
export function PaymentChoice({ choices, value, onChange }: { choices: MethodChoice[]; value: OrderMethod; onChange: (m: OrderMethod) => void }) {
  return (
    <fieldset className="pay-choice">
      <legend className="pay-choice__legend">{t('Forma de pago')}</legend>
      {choices.map(({ metodo, problem, next }) => (
        <label key={metodo} className={`pay-choice__option${problem ? ' pay-choice__option--off' : ''}`}>
          <input type="radio" name="metodo_pago" value={metodo} checked={value === metodo} disabled={problem !== null} onChange={() => onChange(metodo)} />
          <span className="pay-choice__text">
            <strong>{t(ORDER_METHOD_LABELS[metodo])}</strong>
            <span className="pay-choice__next">{problem ?? next ?? (metodo !== 'credito' && t(PAYMENT_METHOD_NEXT[metodo]))}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Buying on account (issue 34), for a business that may: its terms under the choice, or why this order
 * cannot (over what is left of its limit — the server refuses with the same sentence).
 */
export function creditChoice(credito: { plazo_dias: number; disponible: number } | null | undefined, totalCentavos: number): MethodChoice[] {
  if (!credito) return [];
  const left = toCentavos(credito.disponible);
  return [
    {
      metodo: 'credito',
      problem: totalCentavos > left ? t('Este pedido pasa el límite de crédito de tu negocio: te quedan {disponible}.', { disponible: money(left) }) : null,
      next: t('A cuenta de tu negocio: lo pagas a {dias} días de la entrega. Te quedan {disponible} de crédito.', { dias: credito.plazo_dias, disponible: money(left) }),
    },
  ];
}
