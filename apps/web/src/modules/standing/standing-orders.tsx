import type { Order, StandingFrequency, StandingOrderView, StandingPayment } from '@huerta/contracts';
import { slotLabel } from '../delivery/delivery-labels';
import { useState } from 'react';
import { FREQUENCIES } from './frequencies';
import { lineWeight } from '../cart/weight-label';
import { SavedCard } from './saved-card';
import { StandingEditor, WEEKDAYS } from './standing-editor';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage, type FormMessageValue } from '../layout/form-message';
import './standing.css';

/** «Pedido recurrente» on a past order (issue 34): the same lines, address and window, every week or two. */
export function RepeatOrder({ order }: { order: Order }) {
  const utils = trpc.useUtils();
  const [frecuencia, setFrecuencia] = useState<StandingFrequency>('semanal');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const create = trpc.account.createStandingOrder.useMutation({
    onSuccess: async (r) => {
      setMessage({ ok: true, text: r.message });
      await utils.account.standingOrders.invalidate();
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) }),
  });
  if (!order.dia_entrega || order.estado === 'cancelado') return null;
  return (
    <div className="repeat-order">
      <select aria-label={t('Frecuencia del pedido #{id}', { id: order.id })} value={frecuencia} onChange={(e) => setFrecuencia(e.target.value as StandingFrequency)}>
        {Object.entries(FREQUENCIES).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--ghost" disabled={create.isPending} onClick={() => create.mutate({ pedido_id: order.id, frecuencia })} aria-label={t('Hacer recurrente el pedido #{id}', { id: order.id })}>
        {t('Hacer recurrente')}
      </button>
      <FormMessage message={message} />
    </div>
  );
}

const OCCURRENCE: Record<string, string> = { creado: 'preparado', omitido: 'omitido', retenido: 'no se preparó' };
const PAID_BY: Record<StandingPayment, string> = { tarjeta: 'con tu tarjeta guardada', credito: 'a crédito', contra_entrega: 'contra entrega' };

/** The payments a plan may switch to: on delivery, the saved card once there is one, on account if it is so now. */
const paymentsFor = (plan: StandingOrderView, hasCard: boolean): StandingPayment[] => [
  'contra_entrega',
  ...(hasCard || plan.metodo_pago === 'tarjeta' ? (['tarjeta'] as const) : []),
  ...(plan.metodo_pago === 'credito' ? (['credito'] as const) : []),
];

/** The account's standing orders: next day, the last occurrences, and pause, resume or cancel. */
export function StandingOrders() {
  const utils = trpc.useUtils();
  const plans = trpc.account.standingOrders.useQuery();
  const card = trpc.account.savedCard.useQuery(undefined, { enabled: Boolean(plans.data?.length) });
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  // The plan whose editor is open (its «Modificar»).
  const [editing, setEditing] = useState<number | null>(null);
  const update = trpc.account.updateStandingOrder.useMutation({
    onSuccess: async (r) => {
      setMessage({ ok: true, text: r.message });
      setEditing(null);
      await utils.account.standingOrders.invalidate();
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) }),
  });
  const set = trpc.account.setStandingOrder.useMutation({
    onSuccess: async (r) => {
      setMessage({ ok: true, text: r.message });
      await utils.account.standingOrders.invalidate();
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) }),
  });
  if (!plans.data || plans.data.length === 0) return <FormMessage message={message} />;
  return (
    <div className="standing" id="recurrentes">
      <h3 className="standing__title">{t('Pedidos recurrentes')}</h3>
      <FormMessage message={message} />
      <ul className="standing__list">
        {plans.data.map((p) => (
          <li key={p.id} className="standing__plan">
            <p>
              <strong>{t(FREQUENCIES[p.frecuencia])}</strong> ({p.dias_semana.map((d) => t(WEEKDAYS[d]!).toLowerCase()).join(', ')}) · {t('{n} producto(s)', { n: p.productos.length })}
              {p.proximo ? ` · ${t('próximo: {dia}', { dia: slotLabel(p.proximo, null) ?? p.proximo })}` : ` · ${t('en pausa')}`} · {t(PAID_BY[p.metodo_pago])}
            </p>
            <p className="muted standing__lines">{p.productos.map((l) => `${lineWeight(l) ?? `${l.items} ×`} ${l.nombre}`).join(', ')}</p>
            {p.ocurrencias.length > 0 && (
              <p className="muted">
                {p.ocurrencias
                  .slice(0, 3)
                  .map((o) => `${o.dia}: ${t(OCCURRENCE[o.estado]!)}${o.motivo && o.estado === 'retenido' ? ` (${o.motivo})` : ''}`)
                  .join(' · ')}
              </p>
            )}
            {editing === p.id && (
              <StandingEditor
                plan={p}
                payments={paymentsFor(p, Boolean(card.data))}
                busy={update.isPending}
                onSave={(changes) => update.mutate({ id: p.id, ...changes })}
                onCancel={() => setEditing(null)}
              />
            )}
            {editing !== p.id && (
              <div className="standing__actions">
                <button type="button" className="btn btn--ghost" onClick={() => setEditing(p.id)}>
                  {t('Modificar')}
                </button>
                {p.estado === 'activo' ? (
                  <button type="button" className="btn btn--ghost" disabled={set.isPending} onClick={() => set.mutate({ id: p.id, estado: 'pausado' })}>
                    {t('Pausar')}
                  </button>
                ) : (
                  <button type="button" className="btn btn--ghost" disabled={set.isPending} onClick={() => set.mutate({ id: p.id, estado: 'activo' })}>
                    {t('Reanudar')}
                  </button>
                )}
                <button type="button" className="btn btn--ghost" disabled={set.isPending} onClick={() => set.mutate({ id: p.id, estado: 'cancelado' })}>
                  {t('Cancelar')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <SavedCard />
    </div>
  );
}
