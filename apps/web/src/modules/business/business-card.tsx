import { BUSINESS_STATE_LABELS, GIROS, GIRO_LABELS, type Giro } from '@huerta/contracts/rules';
import type { BusinessView, User } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { errorMessage, serverText } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../layout/form-message';
import { FormActions } from '../layout/form-actions';
import { BusinessTeam, PendingInvite } from './business-team';
import './business.css';

type Form = { giro: Giro | ''; razon_social: string; rfc: string; contacto: string; ventana: string };

/**
 * «Cuenta de negocio» in /account (issue 34): a hotel, restaurant or shop applies («Soy negocio»), sees its
 * application in review, approved, or declined with the reason — and then corrects it and applies again.
 * The razón social and RFC start from the account's fiscal data.
 */
export function BusinessCard({ user }: { user: User }) {
  // In one place whatever the state below: accepting an invitation changes that state, not this message.
  return (
    <>
      <PendingInvite />
      <BusinessState user={user} />
    </>
  );
}

function BusinessState({ user }: { user: User }) {
  const business = trpc.account.business.useQuery(undefined, { staleTime: 0 });
  const [open, setOpen] = useState(false);
  if (business.isPending) return null;
  const b = business.data ?? null;
  if (b && b.estado !== 'rechazada') {
    return (
      <div className="business-card">
        <p>
          <strong>{b.razon_social}</strong> · {t(GIRO_LABELS[b.giro])} · <span className={`business-card__state business-card__state--${b.estado}`}>{t(BUSINESS_STATE_LABELS[b.estado])}</span>
        </p>
        <p className="muted">{b.estado === 'solicitada' ? t('Revisamos tu solicitud y te escribimos por correo.') : t('Tu cuenta de negocio está aprobada.')}</p>
        {b.equipo && <BusinessTeam team={b.equipo} userId={user.id} />}
      </div>
    );
  }
  return (
    <div className="business-card">
      {b && <FormMessage message={{ ok: false, text: t('No aprobamos tu solicitud: {motivo}', { motivo: b.motivo ?? '' }) }} />}
      {!open ? (
        <>
          {!b && <p className="muted">{t('¿Compras para un hotel, restaurante o tienda? Solicita una cuenta de negocio.')}</p>}
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
            {b ? t('Corregir y enviar de nuevo') : t('Soy negocio')}
          </button>
        </>
      ) : (
        <BusinessForm user={user} previous={b} onDone={() => setOpen(false)} />
      )}
    </div>
  );
}

function BusinessForm({ user, previous, onDone }: { user: User; previous: BusinessView | null; onDone: () => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const apply = trpc.account.applyAsBusiness.useMutation();
  const [error, setError] = useState('');
  const [f, setF] = useState<Form>({
    giro: previous?.giro ?? '',
    razon_social: previous?.razon_social ?? user.datos_fiscales?.razon_social ?? '',
    rfc: previous?.rfc ?? user.datos_fiscales?.rfc ?? '',
    contacto: previous?.contacto ?? user.nombre_completo,
    ventana: previous?.ventana ?? '',
  });
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setF((now) => ({ ...now, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!f.giro) return setError(t('Elige el giro de tu negocio.'));
    try {
      await apply.mutateAsync({ giro: f.giro, razon_social: f.razon_social, rfc: f.rfc, contacto: f.contacto, ...(f.ventana.trim() ? { ventana: f.ventana } : {}) });
      await utils.account.business.invalidate();
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')));
    }
  };
  return (
    <form className="form business-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-giro`}>{t('Giro')}</label>
        <select id={`${id}-giro`} value={f.giro} onChange={set('giro')} required>
          <option value="">{t('Elige uno')}</option>
          {GIROS.map((g) => (
            <option key={g} value={g}>
              {t(GIRO_LABELS[g])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-razon`}>{t('Razón social')}</label>
        <input id={`${id}-razon`} value={f.razon_social} onChange={set('razon_social')} autoComplete="organization" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-rfc`}>RFC</label>
        <input id={`${id}-rfc`} value={f.rfc} onChange={set('rfc')} autoCapitalize="characters" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-contacto`}>{t('Persona de contacto')}</label>
        <input id={`${id}-contacto`} value={f.contacto} onChange={set('contacto')} autoComplete="name" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-ventana`}>{t('Entrega habitual (opcional)')}</label>
        <input id={`${id}-ventana`} value={f.ventana} onChange={set('ventana')} placeholder={t('Ej.: martes y viernes antes de las 10')} />
      </div>
      {error && <FormMessage message={{ ok: false, text: serverText(error) }} />}
      <FormActions className="business-form__actions" busy={apply.isPending} label={t('Enviar solicitud')} busyLabel={t('Enviando…')} onCancel={onDone} />
    </form>
  );
}
