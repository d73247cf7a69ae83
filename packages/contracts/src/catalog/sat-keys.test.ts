import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from './product-fields';
import { defaultSatKeys, satKeysOf } from './sat-keys';

const fields = { nombre: 'Pitahaya', categoriaId: 1, precio: 50, cantidad: 'pieza', descuento: null, fechaVigInicio: '2026-01-01', fechaVigFin: null, disponibles: null, umbralBajo: 5, agotado: false };
const errorOf = (change: object) => {
  const r = productFieldsSchema.safeParse({ ...fields, ...change });
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("a product's SAT keys", () => {
  it('defaults to KGM «Kilogramo» when sold by weight and H87 «Pieza» otherwise', () => {
    expect(defaultSatKeys({ categoriaId: 1, ventaModo: 'peso' }).claveUnidad).toEqual({ clave: 'KGM', descripcion: 'Kilogramo' });
    expect(defaultSatKeys({ categoriaId: 1, venta: { modo: 'pieza_peso' } }).claveUnidad.clave).toBe('KGM');
    expect(defaultSatKeys({ categoriaId: 2, ventaModo: null }).claveUnidad).toEqual({ clave: 'H87', descripcion: 'Pieza' });
    expect(defaultSatKeys({ categoriaId: 99 }).claveProdServ).toEqual({ clave: '01010101', descripcion: 'No existe en el catálogo' });
  });

  it('says which key is in force and whether it is the default', () => {
    expect(satKeysOf({ categoriaId: 1, ventaModo: 'peso', claveProdServ: null, claveUnidad: null })).toEqual({ claveProdServ: '01010101', claveUnidad: 'KGM', prodServPorDefecto: true, unidadPorDefecto: true });
    expect(satKeysOf({ categoriaId: 1, ventaModo: 'peso', claveProdServ: '50401700', claveUnidad: 'H87' })).toEqual({ claveProdServ: '50401700', claveUnidad: 'H87', prodServPorDefecto: false, unidadPorDefecto: false });
  });

  it('accepts 8-digit product keys and 2–3 character unit keys, upper-casing and treating empty as the default', () => {
    expect(productFieldsSchema.parse({ ...fields, claveProdServ: ' 50401700 ', claveUnidad: 'kgm' })).toMatchObject({ claveProdServ: '50401700', claveUnidad: 'KGM' });
    expect(productFieldsSchema.parse({ ...fields, claveProdServ: '', claveUnidad: null })).toMatchObject({ claveProdServ: null, claveUnidad: null });
    expect(productFieldsSchema.parse(fields)).not.toHaveProperty('claveProdServ');
  });

  it('refuses malformed keys with a clear Spanish message beside the field', () => {
    expect(errorOf({ claveProdServ: '5040170' })).toEqual(['claveProdServ: La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).']);
    expect(errorOf({ claveProdServ: 'aguacate' })).toEqual(['claveProdServ: La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).']);
    expect(errorOf({ claveUnidad: 'KILO' })).toEqual(['claveUnidad: La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).']);
    expect(errorOf({ claveUnidad: 'K-G' })).toEqual(['claveUnidad: La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).']);
    expect(errorOf({ claveUnidad: 87 })).toEqual(['claveUnidad: La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).']);
  });
});
