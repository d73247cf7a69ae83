import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { elementsOptions, stripeFor } from '../checkout/stripe-loader';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../layout/form-message';

/**
 * Saving a card at Stripe (loaded lazily, with Stripe.js, only when a shopper saves one): a SetupIntent asked
 * for once the authorization is ticked, confirmed by Stripe's own card field, then saved by the server from
 * what Stripe says it holds.
 */
export default function StripeCardSetup({ publishableKey, onSaved }: { publishableKey: string; onSaved: (message: string) => void }) {
  const setup = trpc.account.cardSetup.useMutation();
  const [stripe, setStripe] = useState<Stripe | null | 'error'>(null);
  const { mutate } = setup;
  useEffect(() => {
    mutate({ consentimiento: true });
    stripeFor(publishableKey).then((s) => setStripe(s ?? 'error'), () => setStripe('error'));
  }, [publishableKey, mutate]);
  if (setup.isError) return <FormMessage message={{ ok: false, text: errorMessage(setup.error, t('No pudimos preparar el formulario. Intenta de nuevo.')) }} />;
  if (stripe === 'error') return <p className="text-error" role="alert">{t('No se pudo cargar el formulario de pago. Revisa tu conexión e intenta de nuevo.')}</p>;
  if (!stripe || !setup.data) return <p className="muted">{t('Cargando el formulario de pago…')}</p>;
  return (
    <Elements stripe={stripe} options={elementsOptions(setup.data.clientSecret)}>
      <SetupForm onSaved={onSaved} />
    </Elements>
  );
}

function SetupForm({ onSaved }: { onSaved: (message: string) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const save = trpc.account.saveStripeCard.useMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError('');
    // A card that needs its bank's confirmation (3-D Secure) is confirmed here, in Stripe's own window.
    const { error: err, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    if (err || !setupIntent) {
      setError(err?.message ?? t('No pudimos guardar la tarjeta. Intenta de nuevo.'));
      setBusy(false);
      return;
    }
    try {
      onSaved((await save.mutateAsync({ setup_intent: setupIntent.id, consentimiento: true })).message);
    } catch (e2) {
      setError(errorMessage(e2, t('No pudimos guardar la tarjeta. Intenta de nuevo.')));
      setBusy(false);
    }
  }
  return (
    <form className="form" onSubmit={onSubmit}>
      <PaymentElement />
      <button type="submit" className="btn btn--primary" disabled={!stripe || busy}>
        {busy ? t('Guardando…') : t('Guardar tarjeta')}
      </button>
      {error && <FormMessage message={{ ok: false, text: error }} />}
    </form>
  );
}
