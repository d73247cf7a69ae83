import { useState } from 'react';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The server's message for each field of a refused form (`data.fields` of a tRPC validation error,
 * from the shared zod schemas), keeping only the fields this form shows.
 */
export function serverFieldErrors(err: unknown, shown: readonly string[]): FieldErrors {
  const fields = (err as { data?: { fields?: Record<string, unknown> } } | null)?.data?.fields;
  if (!fields) return {};
  return Object.fromEntries(shown.flatMap((k) => (typeof fields[k] === 'string' ? [[k, fields[k]]] : [])));
}

/** Moves the shopper to the first field with a message (in the form's order; ids are the field names), once rendered. */
export function focusFirstInvalid(errors: FieldErrors, order: readonly string[]) {
  const first = order.find((k) => errors[k]);
  if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
}

/** A form's field messages: set all at once on submit, each cleared as soon as its field is edited. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  return { errors, setErrors, clear };
}
