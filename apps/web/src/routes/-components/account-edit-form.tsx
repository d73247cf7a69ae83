import { useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import type { User } from '@huerta/contracts';
import { errorMessage } from '../../lib/errors';
import { saveUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Field } from '../../modules/layout/field';
import { ADDRESS_FIELDS, AddressFields, addressProblems, emptyAddress } from '../../modules/address/address-fields';
import { focusFirstInvalid } from '../../lib/field-errors';
import { t } from '../../i18n/i18n';
import { FormActions } from '../../modules/layout/form-actions';

export function AccountEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [form, setForm] = useState({
    telefono: user.telefono ?? '',
    direccion_facturacion: user.direccion_facturacion ?? '',
    // An account from before the address had parts: its one line starts as «Calle y número».
    ...emptyAddress({ ...user, calle: user.calle ?? user.direccion }),
  });
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const update = trpc.account.update.useMutation();
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const wrong = addressProblems(form, true);
    setProblems(wrong);
    if (Object.keys(wrong).length > 0) {
      focusFirstInvalid(wrong, ADDRESS_FIELDS);
      return;
    }
    try {
      saveUser(await update.mutateAsync(form));
      notify.success(t('Tus datos se guardaron.'));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')));
    }
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <Field id="telefono" label={t('Teléfono')} type="tel" value={form.telefono} onChange={set('telefono')} autoComplete="tel" />
      <AddressFields value={form} onChange={(key, v) => set(key)(v)} errors={problems} withPostalCode />
      <Field id="direccion_facturacion" label={t('Dirección de facturación')} value={form.direccion_facturacion} onChange={set('direccion_facturacion')} />
      {error && (
        <p className="msg msg--error" role="alert">
          {error}
        </p>
      )}
      <FormActions className="account__actions" busy={update.isPending} label={t('Guardar')} busyLabel={t('Guardando...')} onCancel={onDone} />
    </form>
  );
}
