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
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  /** What is wrong with the value, said under it and announced with the field (forms with `noValidate`). */
  error?: string;
}

/** A labelled input (or textarea) bound to a string. */
export function Field({ id, label, value, onChange, type = 'text', required, autoComplete, placeholder, multiline, inputMode, error }: Props) {
  const invalid = error
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
    : {};
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} required={required} placeholder={placeholder} {...invalid} />
      ) : (
        <input
          id={id}
          name={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          {...invalid}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
