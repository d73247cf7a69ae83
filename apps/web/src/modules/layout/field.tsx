import type { HTMLInputTypeAttribute } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
}

/** A labelled input (or textarea) bound to a string. */
export function Field({ id, label, value, onChange, type = 'text', required, autoComplete, placeholder, multiline }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} required={required} placeholder={placeholder} />
      ) : (
        <input
          id={id}
          name={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </div>
  );
}
