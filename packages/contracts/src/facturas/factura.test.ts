import { describe, expect, it } from 'vitest';
import { personaOf, regimenesFor, rfcProblem, usosFor } from './cfdi';
import { fiscalDataSchema, rfcSchema } from './factura';

const restaurant = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
const problem = (data: object) => {
  const r = fiscalDataSchema.safeParse(data);
  return r.success ? null : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
};

describe('RFC', () => {
  it('accepts a persona moral (12) and a persona física (13), however it was typed', () => {
    expect(rfcSchema.parse('tef-190312-ab1')).toBe('TEF190312AB1');
    expect(rfcSchema.parse(' GODE 561231 GR8 ')).toBe('GODE561231GR8');
    expect(rfcSchema.parse('ÑAB&000229AAA')).toBe('ÑAB&000229AAA');
    expect(personaOf('TEF190312AB1')).toBe('moral');
    expect(personaOf('GODE561231GR8')).toBe('fisica');
  });
  it.each([
    ['GODE561231GR', 'caracteres'],
    ['GODE5612311GR8', 'caracteres'],
    ['G0DE561231GR8', 'caracteres'],
    ['GODE561231GRZ', 'caracteres'], // the check character is a digit or A
    ['GODE561331GR8', 'no es una fecha válida'],
    ['GODE010229GR8', 'no es una fecha válida'], // 2001 is not a leap year
    ['TEF190230AB1', 'no es una fecha válida'],
    ['XAXX010101000', 'público en general'],
  ])('refuses %s', (rfc, why) => {
    expect(rfcProblem(rfc)).toContain(why);
  });
});

describe('fiscal data', () => {
  it('upper-cases the name the way the SAT writes it', () => {
    expect(fiscalDataSchema.parse(restaurant).razon_social).toBe('TAQUERÍA EL FARO');
  });
  it('refuses a régimen the RFC\'s kind of person cannot have', () => {
    expect(problem({ ...restaurant, regimen_fiscal: '612' })).toBe('regimen_fiscal: El régimen 612 no corresponde a una persona moral (RFC de 12 caracteres).');
    expect(problem({ ...restaurant, rfc: 'GODE561231GR8', regimen_fiscal: '601' })).toContain('no corresponde a una persona física');
  });
  it('refuses a use the régimen does not admit', () => {
    expect(problem({ ...restaurant, uso_cfdi: 'D01' })).toBe('uso_cfdi: El uso D01 no se admite con el régimen 601 para una persona moral.');
    expect(problem({ ...restaurant, rfc: 'GODE561231GR8', regimen_fiscal: '605', uso_cfdi: 'G03' })).toContain('uso_cfdi');
    expect(problem({ ...restaurant, rfc: 'GODE561231GR8', regimen_fiscal: '605', uso_cfdi: 'S01' })).toBeNull();
  });
  it('refuses unknown codes, a bad postal code and a name with its legal form', () => {
    expect(problem({ ...restaurant, regimen_fiscal: '999' })).toBe('regimen_fiscal: Elige un régimen fiscal del catálogo del SAT.');
    expect(problem({ ...restaurant, uso_cfdi: 'P01' })).toBe('uso_cfdi: Elige un uso de CFDI del catálogo del SAT.');
    expect(problem({ ...restaurant, codigo_postal_fiscal: '2200' })).toContain('5 dígitos');
    expect(problem({ ...restaurant, razon_social: 'Taquería el Faro, S.A. de C.V.' })).toContain('sin el régimen societario');
    expect(problem({ ...restaurant, razon_social: 'Hotel Rosarito S de RL de CV' })).toContain('sin el régimen societario');
    expect(problem({ ...restaurant, razon_social: '   ' })).toContain('razón social');
    // A persona física's name may end in letters that look like a legal form.
    expect(problem({ ...restaurant, rfc: 'GODE561231GR8', regimen_fiscal: '612', razon_social: 'Diana Gómez Sa' })).toBeNull();
  });
  it('offers each kind of person its own régimenes and each régimen its uses', () => {
    expect(regimenesFor('moral').map((r) => r.clave)).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    expect(usosFor('moral', '601').map((u) => u.clave)).toContain('G01');
    expect(usosFor('moral', '601').some((u) => u.clave.startsWith('D'))).toBe(false);
    expect(usosFor('fisica', '605').map((u) => u.clave)).toEqual(['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01']);
  });
});
