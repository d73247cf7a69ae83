import { useId, useState } from 'react';
import { t } from '../../i18n/i18n';
import { announce } from './live-region';
import { MAX_ITEMS, kilosOf, readKilos, readQuantity, type KiloSteps } from './quantity';
// Styles: cart.css, already on every screen with the cart panel (importing it here too made the
// bundler split a shared chunk off the first bundle).

interface Props {
  value: number;
  onChange: (items: number) => void;
  /** The product's name: it names the field and both buttons, so each is told apart from the others. */
  name: string;
  /** Sold by weight in steps: the field shows and takes kilos, the buttons move a step (the cart keeps steps). */
  kilos?: KiloSteps | undefined;
}

/**
 * The number field SPEC.md asks for, between −/+ buttons. A value the cart cannot take (a fraction,
 * over 999, below 1) is corrected at once and the correction is said beside the field and announced.
 * The buttons stay focusable at the bounds (aria-disabled, not disabled), so pressing − down to 1
 * does not drop the keyboard focus to the page; removing a line is the "Eliminar" button's job.
 */
export function QuantityInput({ value, onChange, name, kilos }: Props) {
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
    if (items >= (kilos?.minimo ?? 1) && items <= MAX_ITEMS) set(items, null);
  };
  const read = (raw: string, final = false) => (kilos ? readKilos(raw, kilos, final) : readQuantity(raw, final));
  // What one press moves: a step of kilos, or one piece (the buttons' names say it: «Agregar uno de …»).
  const step1 = kilos ? `${kilosOf(1, kilos)} kg` : t('uno');

  return (
    <div className="qty-field">
      <label htmlFor={id} className="visually-hidden">
        {kilos ? t('Kilos de {nombre}', { nombre: name }) : t('Cantidad de {nombre}', { nombre: name })}
      </label>
      <div className="qty">
        <button type="button" className="qty__btn" aria-label={t('Quitar {paso} de {nombre}', { paso: step1, nombre: name })} aria-disabled={value <= (kilos?.minimo ?? 1)} onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="qty-input"
          type="number"
          inputMode={kilos ? 'decimal' : 'numeric'}
          min={kilos ? kilosOf(kilos.minimo, kilos) : 1}
          max={kilos ? kilosOf(MAX_ITEMS, kilos) : MAX_ITEMS}
          step={kilos ? kilosOf(1, kilos) : 1}
          value={draft ?? (kilos ? kilosOf(value, kilos) : String(value))}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => {
            const got = read(e.target.value);
            // A corrected value replaces what was typed, so the field shows what the cart holds.
            setDraft(got?.note ? null : e.target.value);
            if (got) set(got.items, got.note);
          }}
          onBlur={() => {
            const got = draft === null ? null : read(draft, true);
            setDraft(null);
            if (got?.note) set(got.items, got.note);
          }}
        />
        <button type="button" className="qty__btn" aria-label={t('Agregar {paso} de {nombre}', { paso: step1, nombre: name })} aria-disabled={value >= MAX_ITEMS} onClick={() => step(1)}>
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
