import { useState } from 'react';
import { srcSetOf, toCentavos } from '@huerta/contracts/rules';
import { trpc } from '../../lib/trpc';
import { useTitle } from '../../lib/use-title';
import { errorMessage } from '../../lib/errors';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { FormMessage } from '../layout/form-message';
import './substitution.css';

/** The proposal and signature the e-mail's link names, read from the address once. */
const linkQuery = () => {
  const q = new URLSearchParams(window.location.search);
  return { s: Number(q.get('s')) || 0, firma: (q.get('firma') ?? '').slice(0, 200) };
};

/**
 * A substitute proposed while packing (issue 47), answered on the shopper's phone: what they ordered and is
 * missing, what is offered (photo, price, the difference), and two big buttons. Opening the page answers
 * nothing (a mail scanner follows links); an answer given twice or after its time is said by the server.
 */
export function SubstitutionPage() {
  useTitle(t('Sustituto para tu pedido'));
  const [link] = useState(linkQuery);
  const utils = trpc.useUtils();
  const view = trpc.substitution.view.useQuery(link, { enabled: link.s > 0 && link.firma !== '', retry: false });
  const answer = trpc.substitution.answer.useMutation({ onSettled: () => utils.substitution.view.invalidate(link) });
  const v = view.data;
  const invalid = link.s === 0 || link.firma === '' || view.error;
  return (
    <section className="page page--narrow substitution">
      <h1 className="page-title">{v ? t('Sustituto para tu pedido #{id}', { id: v.pedido }) : t('Sustituto para tu pedido')}</h1>
      {invalid ? (
        <FormMessage message={{ ok: false, text: view.error ? errorMessage(view.error, t('Este enlace no es válido.')) : t('Este enlace no es válido.') }} />
      ) : !v ? (
        <p className="muted">{t('Cargando…')}</p>
      ) : (
        <>
          <div className="substitution__missing card-surface">
            <p className="substitution__label">{t('Pediste')}</p>
            <p>
              <strong>{v.pedido_linea.nombre}</strong> · {t('nos faltaron {n}', { n: v.pedido_linea.faltan })} <span className="muted">({money(toCentavos(v.pedido_linea.total))})</span>
            </p>
          </div>
          <div className="substitution__offer card-surface">
            <p className="substitution__label">{t('Te proponemos')}</p>
            {v.sustituto.img_url && <img src={v.sustituto.img_url} srcSet={srcSetOf(v.sustituto.img_url, 'producto')} sizes="160px" alt={v.sustituto.nombre} width={160} height={160} />}
            <p className="substitution__name">
              {v.sustituto.items} × <strong>{v.sustituto.nombre}</strong>
            </p>
            <p>
              {t('{precio} c/u', { precio: money(toCentavos(v.sustituto.precio)) })} · <strong>{money(toCentavos(v.sustituto.total))}</strong>
            </p>
            <p className="substitution__diff">
              {v.diferencia > 0
                ? t('{monto} más que lo que faltó', { monto: money(toCentavos(v.diferencia)) })
                : v.diferencia < 0
                  ? t('{monto} menos que lo que faltó', { monto: money(toCentavos(-v.diferencia)) })
                  : t('El mismo precio que lo que faltó')}
            </p>
          </div>
          {answer.data ? (
            <FormMessage message={{ ok: true, text: answer.data.mensaje }} />
          ) : v.estado === 'propuesta' ? (
            <div className="substitution__buttons">
              <button type="button" className="btn btn--primary substitution__button" disabled={answer.isPending} onClick={() => answer.mutate({ ...link, respuesta: 'aceptar' })}>
                {t('Aceptar')}
              </button>
              <button type="button" className="btn btn--ghost substitution__button" disabled={answer.isPending} onClick={() => answer.mutate({ ...link, respuesta: 'rechazar' })}>
                {t('Rechazar')}
              </button>
            </div>
          ) : (
            <FormMessage message={{ ok: false, text: v.mensaje ?? t('Esta sustitución ya no espera respuesta.') }} />
          )}
          {answer.error && <FormMessage message={{ ok: false, text: errorMessage(answer.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
        </>
      )}
    </section>
  );
}
