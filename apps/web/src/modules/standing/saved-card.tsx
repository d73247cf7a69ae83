import { SAVED_CARD_CONSENT } from '@huerta/contracts/rules';
import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { formatCardNumber, formatExpiry } from '../checkout/payment-result';
import { FormMessage, type FormMessageValue } from '../layout/form-message';
import { useConfig } from '../layout/use-config';

const StripeCardSetup = lazy(() => import('./stripe-card-setup'));

/**
 * The card that pays the account's standing orders (issue 34): shown as brand, last four digits and expiry,
 * replaced or removed; saved only after its holder ticks the authorization (kept with the card).
 */
export function SavedCard() {
  const utils = trpc.useUtils();
  const card = trpc.account.savedCard.useQuery();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const refresh = async (text: string) => {
    setMessage({ ok: true, text });
    setAdding(false);
    await Promise.all([utils.account.savedCard.invalidate(), utils.account.standingOrders.invalidate()]);
  };
  const remove = trpc.account.removeCard.useMutation({
    onSuccess: (r) => refresh(r.message),
    onError: (err) => setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) }),
  });
  if (card.isLoading) return null;
  return (
    <div className="saved-card">
      {card.data ? (
        <p>
          {t('Tarjeta para tus pedidos recurrentes:')} <strong>{t('{marca} terminada en {ultimos4}', { marca: card.data.marca, ultimos4: card.data.ultimos4 })}</strong>{' '}
          <span className="muted">{t('(vence {vence})', { vence: card.data.vence })}</span>
        </p>
      ) : (
        <p className="muted">{t('Guarda una tarjeta y tus pedidos recurrentes se cobran solos cuando los preparamos.')}</p>
      )}
      {!adding && (
        <div className="standing__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)}>
            {card.data ? t('Cambiar tarjeta') : t('Guardar una tarjeta')}
          </button>
          {card.data && (
            <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('Quitar tarjeta')}
            </button>
          )}
        </div>
      )}
      {adding && <SaveCardForm onSaved={refresh} onCancel={() => setAdding(false)} />}
      <FormMessage message={message} />
    </div>
  );
}

/** The authorization first; then Stripe's own card field, or the test provider's form in test mode. */
function SaveCardForm({ onSaved, onCancel }: { onSaved: (message: string) => void; onCancel: () => void }) {
  const id = useId();
  const pagos = useConfig()?.pagos;
  const [consent, setConsent] = useState(false);
  return (
    <div className="saved-card__form">
      <label className="saved-card__consent" htmlFor={`${id}-consent`}>
        <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>{t(SAVED_CARD_CONSENT)}</span>
      </label>
      {consent &&
        (pagos?.proveedor === 'stripe' && pagos.publishableKey ? (
          <Suspense fallback={<p className="muted">{t('Cargando el formulario de pago…')}</p>}>
            <StripeCardSetup publishableKey={pagos.publishableKey} onSaved={onSaved} />
          </Suspense>
        ) : (
          <TestSavedCardForm onSaved={onSaved} />
        ))}
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('Cancelar')}
      </button>
    </div>
  );
}

function TestSavedCardForm({ onSaved }: { onSaved: (message: string) => void }) {
  const id = useId();
  const [card, setCard] = useState({ numero: '', vencimiento: '', cvc: '' });
  const [error, setError] = useState('');
  const save = trpc.account.saveTestCard.useMutation();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      const r = await save.mutateAsync({ numero_tarjeta: card.numero.replace(/\s/g, ''), vencimiento: card.vencimiento, cvc: card.cvc, consentimiento: true });
      onSaved(r.message);
    } catch (err) {
      setError(errorMessage(err, t('No pudimos guardar la tarjeta. Intenta de nuevo.')));
    }
  }
  return (
    <form className="form test-card" onSubmit={onSubmit}>
      <p className="test-card__badge">{t('Modo de prueba')}</p>
      <p className="muted test-card__hint">{t('Usa 4242 4242 4242 4242 para cobros aprobados o 4000 0000 0000 0341 para una tarjeta que se guarda pero cuyos cobros se rechazan.')}</p>
      <div className="field">
        <label htmlFor={`${id}-num`}>{t('Número de tarjeta')}</label>
        <input id={`${id}-num`} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" value={card.numero} onChange={(e) => setCard((c) => ({ ...c, numero: formatCardNumber(e.target.value) }))} required />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-exp`}>{t('Vencimiento')}</label>
          <input id={`${id}-exp`} inputMode="numeric" autoComplete="cc-exp" placeholder={t('MM/AA')} value={card.vencimiento} onChange={(e) => setCard((c) => ({ ...c, vencimiento: formatExpiry(e.target.value) }))} required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cvc`}>CVC</label>
          <input id={`${id}-cvc`} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={card.cvc} onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) }))} required />
        </div>
      </div>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? t('Guardando…') : t('Guardar tarjeta')}
      </button>
      {error && <FormMessage message={{ ok: false, text: error }} />}
    </form>
  );
}
