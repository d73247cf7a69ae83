import { describe, expect, it } from 'vitest';
import { joinAddress, storedAddress } from './address';

const parts = { calle: 'Av. Reforma 123', colonia: 'Zona Centro', codigo_postal: '22800', referencias: 'Portón verde' };
const joined = joinAddress(parts);

describe('an address printed from what was stored', () => {
  it('joins the parts with the postal code and the references once', () => {
    expect(joined).toBe('Av. Reforma 123, Zona Centro, C.P. 22800. Referencias: Portón verde');
  });

  it('splits an order sent in parts into its street line (postal code once) and its references', () => {
    const order = { direccion: joined, calle: parts.calle, colonia: parts.colonia, codigoPostal: '22800', referencias: 'Portón verde' };
    expect(storedAddress(order)).toEqual({ linea: 'Av. Reforma 123, Zona Centro, C.P. 22800', referencias: 'Portón verde' });
    expect(storedAddress(order, (cp) => `postal code ${cp}`).linea).toBe('Av. Reforma 123, Zona Centro, postal code 22800');
    expect(storedAddress({ ...order, referencias: null }).referencias).toBeNull();
  });

  it('gives an older one-line address its postal code only when the line does not already say it', () => {
    expect(storedAddress({ direccion: 'Calle 1 #2, Ensenada', codigoPostal: '22800' }).linea).toBe('Calle 1 #2, Ensenada, C.P. 22800');
    expect(storedAddress({ direccion: 'Calle 1 #2, C.P. 22800, Ensenada', codigoPostal: '22800' }).linea).toBe('Calle 1 #2, C.P. 22800, Ensenada');
    expect(storedAddress({ direccion: 'Calle 1 #2', codigoPostal: null })).toEqual({ linea: 'Calle 1 #2', referencias: null });
  });
});
