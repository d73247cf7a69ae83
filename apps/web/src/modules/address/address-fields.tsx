import { ADDRESS_MESSAGES, type AddressParts } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { Field } from '../layout/field';

/** The address's fields in page order (the first with a message gets the focus). */
export const ADDRESS_FIELDS = ['calle', 'colonia', 'codigo_postal', 'referencias'] as const;

export const emptyAddress = (from?: Partial<Record<keyof AddressParts, string | null>> | null): AddressParts => ({
  calle: from?.calle ?? '',
  colonia: from?.colonia ?? '',
  codigo_postal: from?.codigo_postal ?? '',
  referencias: from?.referencias ?? '',
});

/**
 * What the server would refuse of an address, said beside each field before sending: the schemas' Spanish
 * messages (ids of the catalogue), shown in the page's language by AddressFields.
 */
export function addressProblems(a: AddressParts, withPostalCode: boolean): Partial<Record<keyof AddressParts, string>> {
  const problems: Partial<Record<keyof AddressParts, string>> = {};
  if (!a.calle.trim()) problems.calle = ADDRESS_MESSAGES.calle;
  if (!a.colonia.trim()) problems.colonia = ADDRESS_MESSAGES.colonia;
  if (withPostalCode && !/^\d{5}$/.test(a.codigo_postal.trim())) problems.codigo_postal = ADDRESS_MESSAGES.codigo_postal;
  return problems;
}

/**
 * Calle y número, colonia, código postal and how to find the door: what a driver needs (one free-text
 * line let «Av. Reforma 123» through with no colonia). At checkout the postal code is the delivery box's.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  withPostalCode,
}: {
  value: AddressParts;
  onChange: (key: keyof AddressParts, v: string) => void;
  errors: Partial<Record<string, string>>;
  withPostalCode: boolean;
}) {
  // The forms keep the schemas' messages as they are (Spanish ids): said here in the page's language.
  const shown = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <fieldset className="address-fields">
      <legend>{t('Dirección de entrega')}</legend>
      <Field id="calle" label={t('Calle y número')} value={value.calle} onChange={(v) => onChange('calle', v)} required autoComplete="address-line1" placeholder={t('Ej. Av. Reforma 123, int. 4')} error={shown(errors.calle)} />
      <div className="field-row">
        <Field id="colonia" label={t('Colonia')} value={value.colonia} onChange={(v) => onChange('colonia', v)} required autoComplete="address-level3" error={shown(errors.colonia)} />
        {withPostalCode && (
          <Field id="codigo_postal" label={t('Código postal')} value={value.codigo_postal} onChange={(v) => onChange('codigo_postal', v.replace(/\D/g, '').slice(0, 5))} required autoComplete="postal-code" inputMode="numeric" error={shown(errors.codigo_postal)} />
        )}
      </div>
      <Field
        id="referencias"
        label={t('Referencias (opcional)')}
        value={value.referencias}
        onChange={(v) => onChange('referencias', v)}
        placeholder={t('Cómo encontrar tu puerta: portón verde, junto a la farmacia')}
        error={shown(errors.referencias)}
      />
    </fieldset>
  );
}
