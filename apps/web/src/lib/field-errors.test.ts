import { describe, expect, it } from 'vitest';
import { phoneProblem, problemsOf, requiredProblem } from './field-errors';

describe('what a form checks before sending', () => {
  it('says the schemas’ own messages, and nothing for a good value', () => {
    expect(requiredProblem('  ')).toBe('Es obligatorio.');
    expect(requiredProblem('Ana')).toBeUndefined();
    expect(phoneProblem('abc', true)).toBe('Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).');
    expect(phoneProblem('+52 646 123 4567', true)).toBeUndefined();
    expect(phoneProblem('', true)).toBe('Es obligatorio.');
    expect(phoneProblem(' ', false)).toBeUndefined();
  });

  it('keeps only the fields with a message, so an empty result means the form may be sent', () => {
    expect(problemsOf({ nombre: undefined, telefono: 'Es obligatorio.' })).toEqual({ telefono: 'Es obligatorio.' });
    expect(Object.keys(problemsOf({ nombre: undefined }))).toHaveLength(0);
  });
});
