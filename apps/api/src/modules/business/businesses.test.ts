import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf, outbox } from '../../test/orders-helpers';

// Business accounts (issue 34, first slice): a restaurant applies from its account, the owner approves or
// declines (audited, e-mailed), a declined one applies again; bad input is refused in Spanish, writing nothing.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.40.1');
const owner = await admin.addStaff('duena.negocios@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.negocios@huertabaja.mx', 'empleado');

let address = 0;
async function account(email: string) {
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: email, password: 'clave-segura-1' }, remoteAddress: `10.40.2.${++address}` });
  expect(reg.statusCode).toBe(201);
  return { authorization: `Bearer ${reg.json().data.jwt}` };
}
const trpc = (path: string, auth: Record<string, string>, input?: unknown) =>
  input === undefined
    ? app.inject({ url: `/trpc/${path}`, headers: auth, remoteAddress: `10.40.3.${++address}` })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...auth, 'content-type': 'application/json' }, payload: input as object, remoteAddress: `10.40.3.${++address}` });
const APPLICATION = { giro: 'restaurante', razon_social: 'Mariscos La Ola SA de CV', rfc: 'MLO190101AB1', contacto: 'Ana Ruiz', ventana: 'Martes y viernes antes de las 10' };

describe('business accounts', () => {
  it('a restaurant applies; the shop is told; a second application waits; the owner approves, audited and e-mailed', async () => {
    const auth = await account('ola@example.mx');
    expect((await trpc('account.business', auth)).json().result.data).toBeNull();
    const applied = await trpc('account.applyAsBusiness', auth, APPLICATION);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().result.data).toMatchObject({ message: 'Recibimos tu solicitud. Te escribimos en cuanto la revisemos.', negocio: { estado: 'solicitada', razon_social: 'MARISCOS LA OLA SA DE CV', rfc: 'MLO190101AB1' } });
    expect((await outbox(app)).filter((m) => m.tipo === 'negocio-solicitud').at(-1)!.texto).toContain('Restaurante · MARISCOS LA OLA SA DE CV (RFC MLO190101AB1)');
    const again = await trpc('account.applyAsBusiness', auth, APPLICATION);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Tu solicitud ya está en revisión: te escribimos en cuanto la revisemos.');

    const list = (await admin.call('businesses.list', { estado: 'solicitada' }, { cookie: clerk })).data as { id: number; cuenta: { email: string } }[];
    const mine = list.find((b) => b.cuenta.email === 'ola@example.mx')!;
    // Staff see the queue; only the owner decides.
    expect((await admin.call('businesses.decide', { id: mine.id, aprobar: true }, { cookie: clerk })).status).toBe(403);
    const decided = await admin.call('businesses.decide', { id: mine.id, aprobar: true }, { cookie: owner });
    expect(decided.status, decided.message).toBe(200);
    expect((await admin.call('businesses.decide', { id: mine.id, aprobar: false, motivo: 'x' }, { cookie: owner })).status).toBe(409);
    expect((await trpc('account.business', auth)).json().result.data.estado).toBe('aprobada');
    expect((await outbox(app)).filter((m) => m.para === 'ola@example.mx' && m.tipo === 'negocio-aprobado')).toHaveLength(1);
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'aprobar_negocio'));
    expect(audit.map((a) => a.entidadId)).toEqual([String(mine.id)]);
  });

  it('declining says why; the applicant corrects and applies again', async () => {
    const auth = await account('cafe@example.mx');
    await trpc('account.applyAsBusiness', auth, { ...APPLICATION, giro: 'cafeteria', razon_social: 'Café Nube', rfc: 'CNU200202CD2' });
    const id = ((await admin.call('businesses.list', {}, { cookie: owner })).data as { id: number; cuenta: { email: string } }[]).find((b) => b.cuenta.email === 'cafe@example.mx')!.id;
    const noReason = await admin.call('businesses.decide', { id, aprobar: false }, { cookie: owner });
    expect(noReason.status).toBe(400);
    expect(noReason.message).toContain('Di al negocio por qué no se aprueba.');
    expect((await admin.call('businesses.decide', { id, aprobar: false, motivo: 'El RFC no coincide con la razón social' }, { cookie: owner })).status).toBe(200);
    expect((await outbox(app)).filter((m) => m.para === 'cafe@example.mx' && m.tipo === 'negocio-rechazado').at(-1)!.texto).toContain('El RFC no coincide con la razón social');
    expect((await trpc('account.business', auth)).json().result.data).toMatchObject({ estado: 'rechazada', motivo: 'El RFC no coincide con la razón social' });
    const again = await trpc('account.applyAsBusiness', auth, { ...APPLICATION, giro: 'cafeteria', razon_social: 'Café Nube SA de CV', rfc: 'CNU200202CD2' });
    expect(again.json().result.data.negocio).toMatchObject({ estado: 'solicitada', motivo: null });
  });

  it('refuses bad input in Spanish and writes nothing; strangers are turned away', async () => {
    const auth = await account('mal@example.mx');
    const before = (await db.select().from(t.negocios)).length;
    for (const [input, said] of [
      [{ ...APPLICATION, giro: 'taller' }, 'Elige el giro de tu negocio.'],
      [{ ...APPLICATION, rfc: '123' }, 'RFC'],
      [{ ...APPLICATION, contacto: '   ' }, 'contacto'],
      [{ ...APPLICATION, precio: 1 }, 'precio'],
    ] as const) {
      const res = await trpc('account.applyAsBusiness', auth, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.body).toContain(said);
    }
    expect((await db.select().from(t.negocios)).length).toBe(before);
    expect((await trpc('account.applyAsBusiness', {}, APPLICATION)).statusCode).toBe(401);
    expect((await admin.call('businesses.list', {})).status).toBe(401);
  });
});

describe('the owner registers a business directly', () => {
  it('for an existing account, approved at once and e-mailed; an unknown e-mail or an approved one is refused; staff cannot', async () => {
    await account('hotel@example.mx');
    const input = { ...APPLICATION, email: 'HOTEL@example.mx', giro: 'hotel', razon_social: 'Hotel Coral', rfc: 'HCO150505EF3' };
    expect((await admin.call('businesses.create', input, { cookie: clerk })).status).toBe(403);
    const before = (await db.select().from(t.negocios)).length;
    const unknown = await admin.call('businesses.create', { ...input, email: 'nadie@example.mx' }, { cookie: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('No hay una cuenta con el correo nadie@example.mx: pide al negocio que se registre primero.');
    expect((await db.select().from(t.negocios)).length).toBe(before);
    const made = await admin.call('businesses.create', input, { cookie: owner });
    expect(made.status, made.message).toBe(200);
    expect((made.data as { mensaje: string }).mensaje).toBe('Alta hecha: HOTEL CORAL (hotel@example.mx).');
    expect((await outbox(app)).filter((m) => m.para === 'hotel@example.mx' && m.tipo === 'negocio-aprobado')).toHaveLength(1);
    expect((await admin.call('businesses.create', input, { cookie: owner })).message).toBe('La cuenta hotel@example.mx ya es un negocio aprobado.');
    expect((await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'crear_negocio'))).length).toBe(1);
  });
});
