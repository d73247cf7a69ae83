import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { serverText, errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { confirmSearch, formatCardNumber, formatExpiry } from './payment-result';
import { PayButton } from './pay-button';

/** The in-house test provider's card form (DECISIONS.md: Stripe's public test numbers). */
export function TestCardForm({ clientSecret }: { clientSecret: string }) {
  const navigate = useNavigate();
  const [card, setCard] = useState({ numero: '', vencimiento: '', cvc: '' });
  const [error, setError] = useState('');
  const pay = trpc.payment.payTest.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      const res = await pay.mutateAsync({
        payment_intent_client_secret: clientSecret,
        numero_tarjeta: card.numero.replace(/\s/g, ''),
        vencimiento: card.vencimiento,
        cvc: card.cvc,
      });
      if (res.status !== 'succeeded') {
        // The card's refusal, a fixed Spanish message of the test provider (en/errors.json has its English).
        setError(res.error !== undefined ? serverText(res.error) : t('No se pudo completar el pago. Intenta con otra tarjeta.'));
        return;
      }
      await navigate({ to: '/checkout-confirm', search: confirmSearch(clientSecret, res.payment_intent) });
    } catch (err) {
      setError(errorMessage(err, t('No se pudo completar el pago. Revisa tu conexión e intenta de nuevo.')));
    }
  }

  return (
    <form className="form test-card" onSubmit={onSubmit}>
      <p className="test-card__badge">{t('Modo de prueba')}</p>
      <p className="muted test-card__hint">
        {t('Usa 4242 4242 4242 4242 para un pago aprobado o 4000 0000 0000 0002 para una tarjeta rechazada, con cualquier fecha futura y CVC.')}
      </p>
      <div className="field">
        <label htmlFor="card-number">{t('Número de tarjeta')}</label>
        <input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.numero}
          onChange={(e) => setCard((c) => ({ ...c, numero: formatCardNumber(e.target.value) }))}
          required
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-exp">{t('Vencimiento')}</label>
          <input
            id="card-exp"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('MM/AA')}
            value={card.vencimiento}
            onChange={(e) => setCard((c) => ({ ...c, vencimiento: formatExpiry(e.target.value) }))}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">CVC</label>
          <input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) }))}
            required
          />
        </div>
      </div>
      <PayButton busy={pay.isPending} disabled={false} error={error} />
    </form>
  );
}
