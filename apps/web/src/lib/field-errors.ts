import { useState } from 'react';
import { EMAIL_MESSAGE, PHONE_MESSAGE, REQUIRED_MESSAGE, normalizePhone } from '@huerta/contracts/rules';
import { serverText } from './errors';

export type FieldErrors = Partial<Record<string, string>>;

/*
 * What a form can check before sending, with the messages of the server's schemas (packages/contracts):
 * each returns the message, or undefined when the value is fine. Messages stay the schemas' Spanish (the
 * catalogue's ids, like the server's) until shown: `useFieldErrors` gives them in the page's language.
 */
export const requiredProblem = (value: string) => (value.trim() ? undefined : REQUIRED_MESSAGE);
/** A Mexican phone (the rule of phone-rule.ts); an empty one is a problem only where it is required. */
export const phoneProblem = (value: string, required: boolean) =>
  !value.trim() ? (required ? REQUIRED_MESSAGE : undefined) : normalizePhone(value) === null ? PHONE_MESSAGE : undefined;
/** An `type="email"` input, by the browser's own rule for it (its validity), said with the schema's message (not the browser's). */
export const emailProblem = (input: HTMLInputElement) => (!input.value.trim() ? REQUIRED_MESSAGE : input.validity.typeMismatch ? EMAIL_MESSAGE : undefined);

/** The fields that have a message, and only those. */
export const problemsOf = (checks: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(checks).filter(([, message]) => message));

/** The input named `name` in the form being submitted. */
export const inputOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

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

/** Field messages (the schemas' and the server's Spanish) in the page's language; one without English shows as it came. */
export const shownErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, m ? serverText(m) : m]));

/**
 * A form's field messages: set all at once on submit, each cleared as soon as its field is edited.
 * `errors` are said in the page's language (translated while rendering, so a change of language says them again).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  return { errors: shownErrors(errors), setErrors, clear };
}
