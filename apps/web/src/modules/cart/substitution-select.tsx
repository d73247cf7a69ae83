import type { Substitution } from '@huerta/contracts';
import { SUBSTITUTIONS } from '@huerta/contracts/rules';
import type { SelectHTMLAttributes } from 'react';
import { t } from '../../i18n/i18n';
import { substitutionLabel } from './substitution-label';

/** What to do if a line is sold out: no preference, or one of the shop's three choices. */
export function SubstitutionSelect({ value, onPick, ...rest }: { value: Substitution | null | undefined; onPick: (s: Substitution | undefined) => void } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <select {...rest} value={value ?? ''} onChange={(e) => onPick((e.target.value || undefined) as Substitution | undefined)}>
      <option value="">{t('Sin preferencia')}</option>
      {SUBSTITUTIONS.map((s) => (
        <option key={s} value={s}>
          {substitutionLabel(s)}
        </option>
      ))}
    </select>
  );
}
