import type { CartLine, Substitution } from '@huerta/contracts';
import { SUBSTITUTIONS, SUBSTITUTION_LABELS } from '@huerta/contracts/rules';
import { useId } from 'react';

/**
 * A line's note for whoever packs it ("aguacates para hoy") and what to do if it runs out; folded until
 * opened, and said in its summary once set so the shopper sees it at a glance.
 */
export function LineWishes({ line, onChange }: { line: CartLine; onChange: (nota: string, sustitucion: Substitution | undefined) => void }) {
  const id = useId();
  const summary = [line.nota && `«${line.nota}»`, line.sustitucion && SUBSTITUTION_LABELS[line.sustitucion]].filter(Boolean).join(' · ');
  return (
    <details className="line-wishes">
      <summary>{summary || 'Agregar nota o sustitución'}</summary>
      <div className="line-wishes__body">
        <label htmlFor={`${id}-nota`}>Nota para {line.nombre}</label>
        <input id={`${id}-nota`} maxLength={120} placeholder="Ej. para comer hoy, no muy maduros" value={line.nota ?? ''} onChange={(e) => onChange(e.target.value, line.sustitucion)} />
        <label htmlFor={`${id}-sust`}>Si se agota</label>
        <select id={`${id}-sust`} value={line.sustitucion ?? ''} onChange={(e) => onChange(line.nota ?? '', (e.target.value || undefined) as Substitution | undefined)}>
          <option value="">Sin preferencia</option>
          {SUBSTITUTIONS.map((s) => (
            <option key={s} value={s}>
              {SUBSTITUTION_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </details>
  );
}
