import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { stringParam } from '../lib/search-params';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { errorMessage } from '../lib/errors';
import { t } from '../i18n/i18n';
import { FormMessage } from '../modules/layout/form-message';
import { ChangeEditor } from '../modules/order-changes/change-editor';
import '../modules/order-changes/order-changes.css';

// The link's query is read in the page itself (no validateSearch): a route's options stay in the first bundle.
export const Route = createFileRoute('/pedido/modificar')({ component: ChangeOrderPage });

const linkQuery = () => {
  const q = new URLSearchParams(window.location.search);
  return { pedido: Number(q.get('pedido')) || 0, enlace: stringParam(q.get('enlace') ?? undefined, 300) };
};

/**
 * «Modificar pedido» (issue 47), from /account (signed in) or the order e-mail's signed link (a guest): the
 * order editable until its cut-off, or the reason it no longer is. Saved with more to pay by card, the shopper
 * goes on to pay the difference.
 */
function ChangeOrderPage() {
  const [{ pedido, enlace }] = useState(linkQuery);
  useTitle(t('Modificar pedido #{id}', { id: pedido }));
  const order = trpc.orderChange.view.useQuery({ pedido_id: pedido, ...(enlace ? { enlace } : {}) }, { enabled: pedido > 0, retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  const [done, setDone] = useState<{ mensaje: string; pagar: string | null } | null>(null);
  return (
    <section className="page page--narrow">
      <div className="card-surface">
        <h1 className="page-title">{t('Modificar pedido #{id}', { id: pedido })}</h1>
        {order.error ? (
          <FormMessage message={{ ok: false, text: errorMessage(order.error, t('Este enlace no es válido.')) }} />
        ) : !order.data ? (
          <p className="muted">{t('Cargando…')}</p>
        ) : done ? (
          <>
            <FormMessage message={{ ok: true, text: done.mensaje }} />
            {done.pagar && (
              <p>
                <a className="btn btn--primary" href={done.pagar}>
                  {t('Pagar la diferencia')}
                </a>
              </p>
            )}
          </>
        ) : !order.data.puede ? (
          <FormMessage message={{ ok: false, text: order.data.motivo ?? '' }} />
        ) : (
          <ChangeEditor order={order.data} {...(enlace ? { enlace } : {})} onSaved={setDone} />
        )}
        <p>
          <Link to="/account" className="btn btn--ghost">
            {t('Ver mi cuenta')}
          </Link>
        </p>
      </div>
    </section>
  );
}
