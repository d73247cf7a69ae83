import type { User } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { FormActions } from '../layout/form-actions';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { saveUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { FiscalFields, emptyFiscal, fiscalInput, fiscalProblem, regimenText, usoText } from './fiscal-fields';

/** «Datos fiscales» in /account: what checkout's «Requiero factura» starts from. */
export function FiscalDataCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(() => emptyFiscal(user));
  const [error, setError] = useState('');
  const update = trpc.account.update.useMutation();
  const d = user.datos_fiscales;

  const save = async (datos_fiscales: ReturnType<typeof fiscalInput> | null) => {
    setError('');
    try {
      saveUser(await update.mutateAsync({ datos_fiscales }));
      notify.success(datos_fiscales ? t('Tus datos fiscales se guardaron.') : t('Quitamos tus datos fiscales.'));
      setEditing(false);
    } catch (err) {
      setError(errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = fiscalProblem(form);
    if (problem) return setError(problem);
    void save(fiscalInput(form));
  };

  if (editing)
    return (
      <form className="form fiscal-card" onSubmit={onSubmit} noValidate>
        <FiscalFields value={form} onChange={setForm} idPrefix="cuenta-fiscal" />
        {error && (
          <p className="msg msg--error" role="alert">
            {error}
          </p>
        )}
        <FormActions className="fiscal-card__actions" busy={update.isPending} label={t('Guardar')} busyLabel={t('Guardando...')} onCancel={() => setEditing(false)} />
      </form>
    );
  return (
    <div className="fiscal-card">
      {d ? (
        <dl className="account__details">
          {(
            [
              ['RFC', d.rfc],
              [t('Razón social'), d.razon_social],
              [t('Régimen fiscal'), regimenText(d.regimen_fiscal)],
              [t('Uso del CFDI'), usoText(d.uso_cfdi)],
              [t('Código postal fiscal'), d.codigo_postal_fiscal],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('Guarda tu RFC y tus datos del SAT para pedir factura con un clic al pagar.')}</p>
      )}
      {error && (
        <p className="msg msg--error" role="alert">
          {error}
        </p>
      )}
      <div className="fiscal-card__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setForm(emptyFiscal(user));
            setEditing(true);
          }}
        >
          {d ? t('Editar datos fiscales') : t('Agregar datos fiscales')}
        </button>
        {d && (
          <button type="button" className="btn btn--ghost" onClick={() => void save(null)} disabled={update.isPending}>
            {t('Quitar')}
          </button>
        )}
      </div>
    </div>
  );
}
