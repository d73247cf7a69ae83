import type { BusinessPeople } from '@huerta/contracts';
import { formatMXN, toCentavos } from '@huerta/contracts/rules';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage, type FormMessageValue } from '../layout/form-message';

/** Where a link to join a business waits while its person signs in (the account page then offers it). */
export const INVITE_KEY = 'huerta.invitacion';

/**
 * An approved business's people (issue 34): its price list, who orders on its account, and its orders with
 * who placed each. The titular invites by e-mail and removes people; a person may leave.
 */
export function BusinessTeam({ team, userId }: { team: BusinessPeople; userId: number }) {
  const utils = trpc.useUtils();
  const orders = trpc.account.businessOrders.useQuery();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const remove = trpc.account.removeFromBusiness.useMutation({
    onSuccess: async (r) => {
      setMessage({ ok: true, text: r.message });
      await utils.account.invalidate();
    },
    onError: (err) => setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) }),
  });
  const me = team.soy === 'titular';
  return (
    <div className="business-team">
      <p>{team.lista ? t('Tu negocio compra con la lista de precios «{lista}»: la ves en la tienda, el carrito y tus pedidos.', { lista: team.lista }) : t('Tu negocio compra a precios de la tienda.')}</p>
      {team.credito && (
        <p>
          {t('Compras a crédito a {dias} días: te quedan {disponible} de {limite}; debes {debe}.', { dias: team.credito.plazo_dias, disponible: formatMXN(toCentavos(team.credito.disponible)), limite: formatMXN(toCentavos(team.credito.limite)), debe: formatMXN(toCentavos(team.credito.debe)) })}
          {team.credito.vencido > 0 && <strong className="business-team__overdue"> {t('Vencido: {monto}.', { monto: formatMXN(toCentavos(team.credito.vencido)) })}</strong>}
        </p>
      )}
      <h3 className="business-team__title">{t('Quién pide para el negocio')}</h3>
      <ul className="business-team__people">
        {team.personas.map((p) => (
          <li key={p.usuario_id}>
            <span translate="no">{p.nombre}</span> <span className="muted" translate="no">{p.email}</span>
            {p.titular && <span className="muted"> · {t('titular')}</span>}
            {me && !p.titular && (
              <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate({ usuario_id: p.usuario_id })}>
                {t('Quitar')}
              </button>
            )}
          </li>
        ))}
        {team.invitaciones.map((i) => (
          <li key={i.email} className="muted">
            <span translate="no">{i.email}</span> · {t('invitación enviada')}
          </li>
        ))}
      </ul>
      {me ? (
        <InviteForm onSent={setMessage} />
      ) : (
        <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate({ usuario_id: userId })}>
          {t('Salir del negocio')}
        </button>
      )}
      <FormMessage message={message} />
      {orders.data && orders.data.length > 0 && (
        <>
          <h3 className="business-team__title">{t('Pedidos del negocio')}</h3>
          <table className="table business-team__orders">
            <thead>
              <tr>
                <th scope="col">{t('Pedido')}</th>
                <th scope="col">{t('Pidió')}</th>
                <th scope="col">{t('Entrega')}</th>
                <th scope="col" className="num">
                  {t('Total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.id}>
                  <td>#{o.id}</td>
                  <td translate="no">{o.quien}</td>
                  <td>{o.dia_entrega ?? '—'}</td>
                  <td className="num">{formatMXN(toCentavos(o.total))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

function InviteForm({ onSent }: { onSent: (m: FormMessageValue) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const invite = trpc.account.inviteToBusiness.useMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      onSent({ ok: true, text: (await invite.mutateAsync({ email })).message });
      setEmail('');
      await utils.account.business.invalidate();
    } catch (err) {
      onSent({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) });
    }
  };
  return (
    <form className="business-team__invite" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('Invitar por correo')}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </div>
      <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
        {t('Invitar')}
      </button>
    </form>
  );
}

/** A link to join a business opened before signing in: offered here once signed in, accepted with a click. */
export function PendingInvite() {
  const utils = trpc.useUtils();
  const [token, setToken] = useState(() => sessionStorage.getItem(INVITE_KEY));
  const join = trpc.account.joinBusiness.useMutation({
    onSuccess: async () => {
      sessionStorage.removeItem(INVITE_KEY);
      await utils.account.invalidate();
    },
    onError: () => sessionStorage.removeItem(INVITE_KEY),
  });
  if (!token && !join.data && !join.error) return null;
  return (
    <div className="business-team">
      {join.data && <FormMessage message={{ ok: true, text: join.data.message }} />}
      {join.error && <FormMessage message={{ ok: false, text: errorMessage(join.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      {token && !join.isSuccess && !join.isError && (
        <>
          <p>{t('Te invitaron a pedir como parte de un negocio.')}</p>
          <div className="business-form__actions">
            <button type="button" className="btn btn--primary" disabled={join.isPending} onClick={() => join.mutate({ token })}>
              {t('Aceptar invitación')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => (sessionStorage.removeItem(INVITE_KEY), setToken(null))}>
              {t('Ahora no')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
