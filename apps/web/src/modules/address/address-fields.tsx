import { ADDRESS_MESSAGES, type AddressParts } from '@huerta/contracts/rules';
import { Field } from '../layout/field';

/** The address's fields in page order (the first with a message gets the focus). */
export const ADDRESS_FIELDS = ['calle', 'colonia', 'codigo_postal', 'referencias'] as const;

export const emptyAddress = (from?: Partial<Record<keyof AddressParts, string | null>> | null): AddressParts => ({
  calle: from?.calle ?? '',
  colonia: from?.colonia ?? '',
  codigo_postal: from?.codigo_postal ?? '',
  referencias: from?.referencias ?? '',
});

/** What the server would refuse of an address, said beside each field before sending. */
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
  return (
    <fieldset className="address-fields">
      <legend>Dirección de entrega</legend>
      <Field id="calle" label="Calle y número" value={value.calle} onChange={(v) => onChange('calle', v)} required autoComplete="address-line1" placeholder="Ej. Av. Reforma 123, int. 4" error={errors.calle} />
      <div className="field-row">
        <Field id="colonia" label="Colonia" value={value.colonia} onChange={(v) => onChange('colonia', v)} required autoComplete="address-level3" error={errors.colonia} />
        {withPostalCode && (
          <Field id="codigo_postal" label="Código postal" value={value.codigo_postal} onChange={(v) => onChange('codigo_postal', v.replace(/\D/g, '').slice(0, 5))} required autoComplete="postal-code" inputMode="numeric" error={errors.codigo_postal} />
        )}
      </div>
      <Field
        id="referencias"
        label="Referencias (opcional)"
        value={value.referencias}
        onChange={(v) => onChange('referencias', v)}
        placeholder="Cómo encontrar tu puerta: portón verde, junto a la farmacia"
        error={errors.referencias}
      />
    </fieldset>
  );
}
