import type { CartLine, Substitution } from '@huerta/contracts';
import { useId } from 'react';
import { t } from '../../i18n/i18n';
import { substitutionLabel } from './substitution-label';
import { SubstitutionSelect } from './substitution-select';

/**
 * A line's note for whoever packs it ("aguacates para hoy") and what to do if it runs out; folded until
 * opened, and said in its summary once set so the shopper sees it at a glance.
 */
export function LineWishes({ line, onChange }: { line: CartLine; onChange: (nota: string, sustitucion: Substitution | undefined) => void }) {
  const id = useId();
  const summary = [line.nota && t('«{nota}»', { nota: line.nota }), line.sustitucion && substitutionLabel(line.sustitucion)].filter(Boolean).join(' · ');
  return (
    <details className="line-wishes">
      <summary>{summary || t('Agregar nota o sustitución')}</summary>
      <div className="line-wishes__body">
        <label htmlFor={`${id}-nota`}>{t('Nota para {nombre}', { nombre: line.nombre })}</label>
        <input id={`${id}-nota`} maxLength={120} placeholder={t('Ej. para comer hoy, no muy maduros')} value={line.nota ?? ''} onChange={(e) => onChange(e.target.value, line.sustitucion)} />
        <label htmlFor={`${id}-sust`}>{t('Si se agota')}</label>
        <SubstitutionSelect id={`${id}-sust`} value={line.sustitucion} onPick={(sust) => onChange(line.nota ?? '', sust)} />
      </div>
    </details>
  );
}
