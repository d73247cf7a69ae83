import { describe, expect, it } from 'vitest';
import { createOrderInputSchema, registerInputSchema } from './index';
import { contactInputSchema } from './contact/contact';
import { matchesSearch } from './shared/text';

const order = {
  nombre: 'Ana López',
  direccion: 'Av. Reforma 123, Ensenada',
  telefono: '646 123 4567',
  email: 'ANA@Example.com',
  productos: [{ id: 1, items: 2, precio: 0.01, nombre: 'Aguacate' }],
};

describe('order input', () => {
  it('accepts a cart as the browser stores it and normalizes the e-mail', () => {
    const parsed = createOrderInputSchema.parse(order);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.productos[0]).toMatchObject({ id: 1, items: 2 });
  });
  it.each([
    ['zero quantity', { ...order, productos: [{ id: 1, items: 0 }] }, 'productos.0.items'],
    ['fractional quantity', { ...order, productos: [{ id: 1, items: 1.5 }] }, 'productos.0.items'],
    ['huge quantity', { ...order, productos: [{ id: 1, items: 10_000 }] }, 'productos.0.items'],
    ['empty cart', { ...order, productos: [] }, 'productos'],
    ['extra field', { ...order, total: 1 }, ''],
    ['bad e-mail', { ...order, email: 'no-es-correo' }, 'email'],
    ['long name', { ...order, nombre: 'x'.repeat(121) }, 'nombre'],
  ])('rejects %s', (_name, body, path) => {
    const result = createOrderInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
  it('rejects more than 100 lines', () => {
    const productos = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, items: 1 }));
    expect(createOrderInputSchema.safeParse({ ...order, productos }).success).toBe(false);
  });
});

describe('registration and contact', () => {
  it('requires a password of 8 to 128 characters with a Spanish message', () => {
    const r = registerInputSchema.safeParse({ nombre: 'Ana', usuario: 'a@b.mx', password: 'corta' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(registerInputSchema.safeParse({ nombre: 'Ana', usuario: 'a@b.mx', password: 'x'.repeat(129) }).success).toBe(false);
  });
  it('bounds the contact message', () => {
    expect(contactInputSchema.safeParse({ nombre: 'Ana', correo: 'a@b.mx', mensaje: 'x'.repeat(2001) }).success).toBe(false);
    expect(contactInputSchema.safeParse({ nombre: 'Ana', correo: 'a@b.mx' }).success).toBe(true);
  });
});

describe('search', () => {
  it('is accent- and case-insensitive', () => {
    expect(matchesSearch('Limón persa', 'LIMON')).toBe(true);
    expect(matchesSearch('Chile jalapeño', 'jalapeno')).toBe(true);
    expect(matchesSearch('Fresa', 'uva')).toBe(false);
  });
});
