import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';

// The products list keeps its order in the address with its search (issue «the owner's day», item 6):
// the server sorts, so the order holds across pages.

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.32.0');
const employee = await addStaff('inventario@huertabaja.mx', 'empleado', 'Inés');

const base = { categoriaId: 1, cantidad: 'pieza', descuento: null, fechaVigInicio: '2026-01-01', fechaVigFin: null, umbralBajo: 5, agotado: false };
type Row = { nombre: string; precio: number; disponibles: number | null };
const list = async (input: Record<string, unknown>) => ((await call('products.list', input, { cookie: employee })).data as { productos: Row[] }).productos.map((p) => p.nombre);

describe('the products list', () => {
  it('sorts by name, by price, or fewest units first with the uncounted last, on the search it was given', async () => {
    for (const [nombre, precio, disponibles] of [
      ['Ejote lote 77', 30, 2],
      ['Rábano lote 77', 80, null],
      ['Chile lote 77', 20, 40],
      ['Nopal lote 77', 12, 0],
    ] as const) {
      expect((await call('products.create', { ...base, nombre, precio, disponibles }, { cookie: employee })).status).toBe(200);
    }
    const q = 'lote 77';
    expect(await list({ q })).toEqual(['Chile lote 77', 'Ejote lote 77', 'Nopal lote 77', 'Rábano lote 77']);
    expect(await list({ q, orden: 'precio' })).toEqual(['Nopal lote 77', 'Chile lote 77', 'Ejote lote 77', 'Rábano lote 77']);
    expect(await list({ q, orden: 'existencias' })).toEqual(['Nopal lote 77', 'Ejote lote 77', 'Chile lote 77', 'Rábano lote 77']);
    expect((await call('products.list', { orden: 'caducidad' }, { cookie: employee })).status).toBe(400);
  });
});
