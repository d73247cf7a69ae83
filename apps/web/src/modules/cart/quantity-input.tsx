import { useId, useState } from 'react';
import { t } from '../../i18n/i18n';
import { announce } from './live-region';
import { MAX_ITEMS, readQuantity } from './quantity';
// Styles: cart.css, already on every screen with the cart panel (importing it here too made the
// bundler split a shared chunk off the first bundle).

interface Props {
  value: number;
  onChange: (items: number) => void;
  /** The product's name: it names the field and both buttons, so each is told apart from the others. */
  name: string;
}

/**
 * The number field SPEC.md asks for, between −/+ buttons. A value the cart cannot take (a fraction,
 * over 999, below 1) is corrected at once and the correction is said beside the field and announced.
 * The buttons stay focusable at the bounds (aria-disabled, not disabled), so pressing − down to 1
 * does not drop the keyboard focus to the page; removing a line is the "Eliminar" button's job.
 */
export function QuantityInput({ value, onChange, name }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const set = (items: number, said: string | null) => {
    setNote(said ?? '');
    if (said) announce(said);
    onChange(items);
  };
  const step = (by: number) => {
    const items = value + by;
    setDraft(null);
    if (items >= 1 && items <= MAX_ITEMS) set(items, null);
  };

  return (
    <div className="qty-field">
      <label htmlFor={id} className="visually-hidden">
        {t('Cantidad de {nombre}', { nombre: name })}
      </label>
      <div className="qty">
        <button type="button" className="qty__btn" aria-label={t('Quitar uno de {nombre}', { nombre: name })} aria-disabled={value <= 1} onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="qty-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ITEMS}
          step={1}
          value={draft ?? String(value)}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => {
            const read = readQuantity(e.target.value);
            // A corrected value replaces what was typed, so the field shows what the cart holds.
            setDraft(read?.note ? null : e.target.value);
            if (read) set(read.items, read.note);
          }}
          onBlur={() => {
            const read = draft === null ? null : readQuantity(draft, true);
            setDraft(null);
            if (read?.note) set(read.items, read.note);
          }}
        />
        <button type="button" className="qty__btn" aria-label={t('Agregar uno de {nombre}', { nombre: name })} aria-disabled={value >= MAX_ITEMS} onClick={() => step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className="qty-note">
          {note}
        </p>
      )}
    </div>
  );
}
