import { useState } from 'react';

interface Props {
  value: number;
  onChange: (items: number) => void;
  label: string;
  id: string;
}

/**
 * A whole-number quantity field. While typing, an empty field is allowed; the cart only takes valid
 * numbers and the field snaps back to the stored quantity on blur.
 */
export function QuantityInput({ value, onChange, label, id }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={999}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n) && n >= 1) onChange(n);
        }}
        onBlur={() => setDraft(null)}
      />
    </>
  );
}
