import { DELIVERY_MESSAGES, POSTAL_CODE } from '@huerta/contracts/rules';
import { useId, useState, type FormEvent } from 'react';
import { getSession, saveUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useConfig, whatsappUrl } from '../layout/use-config';
import { useDelivery } from './use-delivery';
import './delivery.css';

const DAY_NAMES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
/** [1,2,3,4,5,6] → "lun a sáb"; [2,4,6] → "mar, jue y sáb". */
export function weekdaysLabel(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const run = sorted.every((d, i) => i === 0 || (d + 6) % 7 === ((sorted[i - 1]! + 6) % 7) + 1);
  if (sorted.length >= 3 && run) return `${DAY_NAMES[sorted[0]!]} a ${DAY_NAMES[sorted.at(-1)!]}`;
  const names = sorted.map((d) => DAY_NAMES[d]!);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * «¿Dónde entregamos?»: the postal code, said once and remembered; then the zone, its delivery days and
 * the delivery promise, or — outside every zone — why not and how to reach the shop.
 */
export function PostalCodeBox() {
  const id = useId();
  const delivery = useDelivery();
  const config = useConfig();
  const remember = trpc.account.update.useMutation();
  const [draft, setDraft] = useState(delivery.cp);
  const [error, setError] = useState('');
  // Another box (the other tab, the cart and the checkout) changed the code: show it here too.
  const [seen, setSeen] = useState(delivery.cp);
  if (seen !== delivery.cp) {
    setSeen(delivery.cp);
    setDraft(delivery.cp);
  }
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const cp = draft.trim();
    if (!POSTAL_CODE.test(cp)) {
      setError('Escribe los 5 dígitos de tu código postal.');
      return;
    }
    setError('');
    delivery.setCp(cp);
    // Signed in: the account remembers it too (best effort: the cart works without it).
    if (getSession().token && getSession().user?.codigo_postal !== cp) {
      remember.mutate({ codigo_postal: cp }, { onSuccess: (user) => saveUser(user) });
    }
  };
  return (
    <form className="delivery-box" onSubmit={apply} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className="delivery-box__title">
        ¿Dónde entregamos?
      </h2>
      <div className="delivery-box__row">
        <label htmlFor={`${id}-cp`} className="visually-hidden">
          Código postal de entrega
        </label>
        <input
          id={`${id}-cp`}
          className="delivery-box__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          size={8}
          placeholder="Código postal"
          value={draft}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 5))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit" className="btn btn--ghost">
          {delivery.cp ? 'Cambiar' : 'Aplicar'}
        </button>
      </div>
      <div id={`${id}-msg`} role="status" className="delivery-box__msg">
        {error && <p className="delivery-box__error">{error}</p>}
        {!error && delivery.status === 'zona' && (
          <>
            <p>
              Entregamos en <strong>{delivery.zone.nombre}</strong> ({weekdaysLabel(delivery.zone.diasEntrega)}).
            </p>
            {delivery.promise && <p className="delivery-box__promise">{delivery.promise}</p>}
          </>
        )}
        {!error && delivery.status === 'fuera' && (
          <p className="delivery-box__error">
            {DELIVERY_MESSAGES.unknownPostalCode(delivery.cp)}{' '}
            {config && (
              <a href={whatsappUrl(config.tienda.whatsapp)} target="_blank" rel="noopener noreferrer">
                WhatsApp {config.tienda.whatsapp}
              </a>
            )}
          </p>
        )}
        {!error && delivery.status === 'sin-codigo' && <p className="muted">Escribe tu código postal para ver el envío y el día de entrega.</p>}
      </div>
    </form>
  );
}
