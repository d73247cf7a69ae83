import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp({ SEED_STOCK: 'realista' });
const { addStaff } = adminClient(app, '10.15.0');
const { db, t } = dataOf(app);
const cookie = await addStaff('catalogo@huertabaja.mx', 'empleado', 'Caro');

const exportCsv = async () => (await app.inject({ method: 'GET', url: '/admin/exportar/productos.csv', headers: { cookie } })).rawPayload.toString('utf8');
const importCsv = (csv: string | Buffer, aplicar: 0 | 1, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/admin/importar/productos.csv?aplicar=${aplicar}`, payload: csv, headers: { cookie, origin: ADMIN_ORIGIN, 'content-type': 'text/csv', ...headers } });
type Preview = { nuevos: { linea: number; nombre: string }[]; cambiados: { linea: number; id: number; cambios: string[] }[]; sinCambios: number; errores: { linea: number; motivo: string }[] };

describe('the catalogue as CSV', () => {
  it('exports every product with a BOM and neutralised formulas, and the same file imports back as «no changes»', async () => {
    await db.update(t.productos).set({ nombre: '=HYPERLINK("http://malo")' }).where(eq(t.productos.id, 50));
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFFid,nombre,categoria,precio,unidad,descuento,existencias,agotado,vigente_desde,vigente_hasta\r\n')).toBe(true);
    expect(csv).toContain(`50,"'=HYPERLINK(""http://malo"")",Varios,`);
    expect(csv).toMatch(/\r\n48,Flor de jamaica,Varios,44\.90,250 g,,0,no,/);
    const again = (await importCsv(csv, 0)).json() as { data: Preview };
    expect(again.data).toEqual({ nuevos: [], cambiados: [], sinCambios: 50, errores: [] });
    await db.update(t.productos).set({ nombre: 'Cacahuate tostado' }).where(eq(t.productos.id, 50));
  });

  it('previews what a file would change with each bad row and its line, applies nothing while one is bad, and all of it when none is', async () => {
    const lines = (await exportCsv()).split('\r\n');
    const header = lines[0]!;
    const row = (id: number) => lines.find((l) => l.startsWith(`${id},`))!;
    const file = [
      header,
      row(1).replace(/,\d+\.\d{2},/, ',39.90,'), // line 2: a new price
      ',Pitahaya roja,Frutas,89.90,pieza,,40,no,2026-01-01,', // line 3: new
      row(3), // line 4: unchanged
      ',=cmd|calc,Frutas,10,kg,,5,no,2026-01-01,', // line 5: a formula
      '999,Fantasma,Frutas,10,kg,,5,no,2026-01-01,', // line 6: unknown id
      ',Mango,Frutas,-3,kg,,5,no,2026-01-01,', // line 7: negative price
      ',Uva,Frutas,30,kg,120,5,no,2026-01-01,', // line 8: discount out of range
      ',Kiwi,Frutas,30,kg,,5,no,2026-05-01,2026-04-01', // line 9: ends before it starts
      ',Piña,Dulces,30,kg,,5,no,2026-01-01,', // line 10: unknown category
    ].join('\r\n');
    const preview = (await importCsv(file, 0)).json() as { success: boolean; data: Preview };
    expect(preview.data.nuevos).toEqual([{ linea: 3, nombre: 'Pitahaya roja' }]);
    expect(preview.data.cambiados).toEqual([{ linea: 2, id: 1, nombre: expect.any(String), cambios: [expect.stringMatching(/^precio: [\d.]+ → 39\.9$/)] }]);
    expect(preview.data.sinCambios).toBe(1);
    expect(preview.data.errores).toEqual([
      { linea: 5, motivo: '«nombre» empieza como una fórmula (= + - @).' },
      { linea: 6, motivo: 'No existe el producto #999 (deja «id» vacío para uno nuevo).' },
      { linea: 7, motivo: 'El precio debe ser de al menos $0.50.' },
      { linea: 8, motivo: 'El descuento va de 1 a 99 %.' },
      { linea: 9, motivo: 'Fin de vigencia: La fecha de fin no puede ser anterior a la de inicio.' },
      { linea: 10, motivo: 'Categoría desconocida «Dulces» (usa Frutas, Vegetales o Varios).' },
    ]);
    const before = await db.select().from(t.productos);
    const refused = await importCsv(file, 1);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, message: 'El archivo tiene 6 fila(s) con errores: no se aplicó nada.' });
    expect(await db.select().from(t.productos)).toEqual(before);

    const good = file.split('\r\n').slice(0, 5).join('\r\n').replace(/\r\n,=cmd[^\r]*$/, '');
    const applied = (await importCsv(good, 1)).json() as { success: boolean; message: string };
    expect(applied).toMatchObject({ success: true, message: 'Importado: 1 nuevo(s), 1 cambiado(s), 1 sin cambios.' });
    const shop = (await app.inject({ method: 'GET', url: '/api/productos' })).json().data as { id: number; nombre: string; precio: number }[];
    expect(shop.find((p) => p.id === 1)?.precio).toBe(39.9);
    expect(shop.some((p) => p.nombre === 'Pitahaya roja')).toBe(true);
    expect((await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'importar_producto'))).length).toBe(2);
  });

  it('refuses a file in another encoding or without its columns, a stranger, another origin and a big body', async () => {
    const latin1 = Buffer.from('id,nombre,categoria,precio,unidad,descuento,existencias,agotado,vigente_desde,vigente_hasta\r\n,Piña,Frutas,30,kg,,5,no,2026-01-01,\r\n', 'latin1');
    expect((await importCsv(latin1, 0)).json()).toMatchObject({ success: false, message: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» en tu hoja de cálculo e inténtalo de nuevo.' });
    expect((await importCsv('id,nombre,precio\r\n1,Kiwi,3\r\n', 0)).json().message).toBe(
      'Faltan columnas: categoria, unidad, descuento, existencias, agotado, vigente_desde, vigente_hasta. La primera fila debe ser: id,nombre,categoria,precio,unidad,descuento,existencias,agotado,vigente_desde,vigente_hasta',
    );
    expect((await importCsv('x', 0, { cookie: '' })).statusCode).toBe(401);
    expect((await importCsv('x', 0, { origin: 'https://malo.example' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin/exportar/productos.csv' })).statusCode).toBe(401);
    expect((await importCsv(Buffer.alloc(3 * 1024 * 1024, 'a'), 0)).statusCode).toBe(413);
  });
});
