import { t } from '../../i18n/i18n';

/** A form's «Guardar» (its busy text while sending) and «Cancelar», as the account's forms end. */
export function FormActions({ className, busy, label, busyLabel, onCancel }: { className: string; busy: boolean; label: string; busyLabel: string; onCancel: () => void }) {
  return (
    <div className={className}>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('Cancelar')}
      </button>
    </div>
  );
}
