import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { elementsOptions, stripeFor } from './stripe-loader';
import { useEffect, useState, type FormEvent } from 'react';
import { localHref, msg, t } from '../../i18n/i18n';
import { PayButton } from './pay-button';

const LOAD_ERROR = msg('No se pudo cargar el formulario de pago. Revisa tu conexión e intenta de nuevo.');

/** Loaded lazily by the checkout: this module (and Stripe.js) never reaches other pages. */
export default function StripePayment({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const [state, setState] = useState<{ stripe: Stripe | null; error: boolean }>({ stripe: null, error: false });

  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (stripe) => live && setState({ stripe, error: !stripe }),
      () => {
        if (live) setState({ stripe: null, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (state.error) return <p className="text-error" role="alert">{t(LOAD_ERROR)}</p>;
  if (!state.stripe) return <p className="muted">{t('Cargando el formulario de pago…')}</p>;
  return (
    // Stripe's own fields and messages in the page's language; the return address keeps it too.
    <Elements stripe={state.stripe} options={elementsOptions(clientSecret)}>
      <StripeForm />
    </Elements>
  );
}

function StripeForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError('');
    const { error: err } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${localHref('/checkout-confirm')}` },
    });
    // Only reached when the payment failed: on success Stripe redirects to return_url. Stripe's message
    // comes in the Elements' locale.
    setError(err?.message ?? t('No se pudo completar el pago.'));
    setBusy(false);
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setError(t(LOAD_ERROR))} />
      <PayButton busy={busy} disabled={!stripe || !elements || !ready} error={error} />
    </form>
  );
}
