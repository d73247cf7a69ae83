// The FAQ, terms and privacy: the owner edits them (Markdown), the storefront serves the owner's version
// or null for the first one, the change is audited and can be undone.
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.16.0');
const shopText = async (clave: string) => (await app.inject({ url: `/trpc/catalog.shopText?input=${encodeURIComponent(JSON.stringify({ clave }))}` })).json();

describe('the shop’s texts', () => {
  it('start as SPEC’s (null: the page’s first version), become the owner’s, and go back', async () => {
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    expect((await shopText('faq')).result.data).toBeNull();
    const listed = (await call('texts.list', undefined, { cookie: owner })).data as { clave: string; contenido: string; editado: boolean }[];
    expect(listed.map((t) => [t.clave, t.editado])).toEqual([['faq', false], ['terminos', false], ['privacidad', false]]);
    expect(listed[0]!.contenido).toContain('## ¿Cuánto cuesta el envío?\n\n{envio}');

    const contenido = `${listed[0]!.contenido}\n\n## ¿Venden por caja?\n\nSí, pregúntanos por {whatsapp}.`;
    expect((await call('texts.update', { clave: 'faq', contenido }, { cookie: owner })).status).toBe(200);
    expect((await shopText('faq')).result.data).toBe(contenido);
    expect(((await call('texts.list', undefined, { cookie: owner })).data as { editado: boolean }[])[0]!.editado).toBe(true);
    const { db, t } = dataOf(app);
    const audit = (await db.select().from(t.auditoria)).filter((a) => a.entidadId === 'textos.faq');
    expect(audit.map((a) => a.accion)).toEqual(['cambiar_texto']);

    expect((await call('texts.reset', { clave: 'faq' }, { cookie: owner })).status).toBe(200);
    expect((await shopText('faq')).result.data).toBeNull();
  });

  it('refuses an empty text, one without sections, and anyone but the owner', async () => {
    const owner = await addStaff('dueno2@huertabaja.mx', 'dueño');
    const employee = await addStaff('beto@huertabaja.mx', 'empleado');
    expect(await call('texts.update', { clave: 'terminos', contenido: '   ' }, { cookie: owner })).toMatchObject({ status: 400 });
    expect(await call('texts.update', { clave: 'terminos', contenido: 'Sin títulos' }, { cookie: owner })).toMatchObject({ status: 400, message: expect.stringContaining('## …') });
    expect(await call('texts.update', { clave: 'otro', contenido: '## A\n\nB' }, { cookie: owner })).toMatchObject({ status: 400 });
    expect((await call('texts.update', { clave: 'terminos', contenido: '## A\n\nB' }, { cookie: employee })).status).toBe(403);
    expect((await shopText('terminos')).result.data).toBeNull();
    expect((await app.inject({ url: `/trpc/catalog.shopText?input=${encodeURIComponent(JSON.stringify({ clave: 'x' }))}` })).statusCode).toBe(400);
  });
});
