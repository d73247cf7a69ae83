import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import type { SatKey, SatKeyType } from '@huerta/contracts/rules';
import { trpc } from '../../lib/trpc';

/**
 * One SAT key typed or searched as you type (ARIA combobox): words or a key's first digits list the
 * shipped catalogue's matches; ↑/↓ move, Enter picks, Esc closes. Any key of the right shape is kept,
 * also one the search does not list (the SAT's catalogue is larger); empty takes the default, shown as
 * the placeholder. A malformed key is said beside the field and stops the form.
 */
export function SatKeyField(props: { label: string; tipo: SatKeyType; value: string | null | undefined; onChange: (v: string | null) => void; fallback: SatKey; pattern: RegExp; invalid: string; help: string }) {
  const { label, tipo, value, onChange, fallback, pattern, invalid, help } = props;
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDeferredValue(text.trim());
  const found = trpc.catalog.satKeys.useQuery({ tipo, q }, { enabled: q !== '', staleTime: Infinity, placeholderData: (prev) => prev });
  const options = q ? (found.data ?? []) : [];
  const shown = open && options.length > 0;
  const key = text.trim().toUpperCase();
  const wrong = key !== '' && !pattern.test(key);
  const known = options.find((o) => o.clave === key);

  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    onChange(next.trim().toUpperCase() || null);
  };
  const pick = (k: SatKey) => {
    setText(k.clave);
    setOpen(false);
    onChange(k.clave);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Enter' && shown) {
      // Enter picks the highlighted key rather than sending the form.
      e.preventDefault();
      pick(options[Math.min(active, options.length - 1)]!);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const described = [`${id}-help`, wrong && !shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="sat-key">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${id}-opt-${active}` : undefined}
        aria-invalid={wrong || undefined}
        aria-describedby={described}
        value={text}
        placeholder={`Por defecto: ${fallback.clave} — ${fallback.descripcion}`}
        onChange={(e) => type(e.target.value)}
        onKeyDown={keys}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        ref={(el) => el?.setCustomValidity(wrong ? invalid : '')}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="sat-key__list" hidden={!shown}>
        {shown &&
          options.map((o, i) => (
            <li key={o.clave} id={`${id}-opt-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(o)} onMouseEnter={() => setActive(i)}>
              <b>{o.clave}</b> {o.descripcion}
            </li>
          ))}
      </ul>
      {wrong && !shown ? (
        <p id={`${id}-error`} className="error sat-key__note">
          {invalid}
        </p>
      ) : (
        <p className="muted sat-key__note">{key ? (known ? `${known.clave} — ${known.descripcion}` : wrong ? '' : `${key}: fuera de la búsqueda incluida; se acepta si existe en el catálogo del SAT.`) : `Vacía: ${fallback.clave} — ${fallback.descripcion}.`}</p>
      )}
      <p id={`${id}-help`} className="muted sat-key__note">
        {help}
      </p>
    </div>
  );
}
