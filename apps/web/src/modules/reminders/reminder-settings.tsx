import { useState } from 'react';
import type { ReminderPrefs } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage, type FormMessageValue } from '../layout/form-message';
import './reminders.css';

const SWITCHES: { key: keyof ReminderPrefs; label: string; hint: string }[] = [
  { key: 'carrito', label: 'Recordarme mi carrito si lo dejo', hint: 'Un correo unas horas después si dejas productos en tu carrito sin pedir.' },
  { key: 'semanal', label: 'Recordarme hacer mi pedido de la semana', hint: 'Un correo la mañana siguiente si pasa tu día de pedido habitual sin pedido.' },
];

/**
 * «Avisos por correo» in /account (issue 47): the two reminders, off until the shopper turns them on (the shop
 * asks no marketing consent anywhere else). Each switch saves at once; an unsubscribe link turns one off here too.
 */
export function ReminderSettings() {
  const utils = trpc.useUtils();
  const prefs = trpc.reminders.prefs.useQuery();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  // The switch moves at once (shown from `shown` until the answer); a refusal puts it back and says why.
  const [shown, setShown] = useState<ReminderPrefs | null>(null);
  const save = trpc.reminders.setPrefs.useMutation({
    onSuccess: (data) => {
      setShown(null);
      utils.reminders.prefs.setData(undefined, data);
      setMessage({ ok: true, text: t('Guardamos tus avisos.') });
    },
    onError: (err) => {
      setShown(null);
      setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) });
    },
  });
  if (!prefs.data) return null;
  const current = shown ?? prefs.data;
  const change = (next: ReminderPrefs) => {
    setShown(next);
    save.mutate(next);
  };
  return (
    <div className="reminder-settings" id="avisos">
      {SWITCHES.map(({ key, label, hint }) => (
        <label key={key} className="reminder-settings__switch">
          <input type="checkbox" checked={current[key]} disabled={save.isPending} onChange={(e) => change({ ...current, [key]: e.target.checked })} aria-describedby={`aviso-${key}`} />
          <span>
            <strong>{t(label)}</strong>
            <small id={`aviso-${key}`}>{t(hint)}</small>
          </span>
        </label>
      ))}
      <p className="reminder-settings__note">{t('Cada correo trae un enlace para darte de baja en un clic.')}</p>
      <FormMessage message={message} />
    </div>
  );
}
