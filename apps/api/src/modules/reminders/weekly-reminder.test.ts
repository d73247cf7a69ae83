import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addDays } from '@huerta/contracts';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';
import { remindersTo, shopper } from './reminder-test-kit';

// «¿Tu pedido de esta semana?» (issue 47, item 5), the clock fixed in Tijuana (UTC−8, UTC−7 from Sunday
// 14 March 2027): an account that ordered for the same weekday in ≥3 of the last 6 weeks and let it pass this
// week gets ONE e-mail the next morning (08:00 shop time) — not on Saturday 23:30 for its Saturday (Sunday in
// UTC), at the right hour across the DST change and on New Year's Day; never with a standing order for that
// weekday or an order that week; two runs at once (two processes on PostgreSQL) send it once.
const { app: a } = await createTestApp({}, { now: () => new Date('2027-03-01T18:00:00Z') });
const b: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: a.services.config.databaseUrl })).app : a;
const { db, t } = dataOf(a);
let address = 0;
const from = () => `10.47.6.${(++address % 250) + 1}`;

/** An account with the weekly reminder on, and past orders delivered on these days (its history). */
async function regular(email: string, days: string[], idioma: 'es' | 'en' = 'es') {
  const who = await shopper(a, email, from, idioma);
  expect(await who.call('reminders.setPrefs', { carrito: false, semanal: true })).toEqual({ carrito: false, semanal: true });
  for (const diaEntrega of days) {
    await db.insert(t.pedidos).values({ usuarioId: who.id, nombre: 'Cliente', direccion: 'Calle 1, Centro', telefono: '646 123 4567', email, subtotalCentavos: 60_000, envioCentavos: 0, totalCentavos: 60_000, proveedorPago: 'prueba', estado: 'entregado', diaEntrega });
  }
  return who;
}
const weekly = (days: string[]) => days;
const run = (iso: string) => a.services.reminders.runDue(new Date(iso));

describe('the weekly reminder', () => {
  it('goes the morning after a usual Tuesday passes without an order, once; not with a standing order or an order that week', async () => {
    const tuesdays = weekly(['2027-02-09', '2027-02-23', '2027-03-09']);
    const usual = await regular('martes@example.mx', tuesdays);
    const standing = await regular('recurrente@example.mx', tuesdays);
    await db.insert(t.pedidosRecurrentes).values({ usuarioId: standing.id, frecuencia: 'semanal', diaSemana: 2, inicio: '2027-03-02', pedido: '{}', estado: 'activo' });
    const ordered = await regular('ya-pidio@example.mx', [...tuesdays, '2027-03-18']);
    const twice = await regular('dos-veces@example.mx', ['2027-02-09', '2027-03-09']);
    // Tuesday 16 March passes; Wednesday 07:59 nothing yet (UTC−7 now), 08:00 it goes.
    await run('2027-03-17T14:59:00Z');
    expect(await remindersTo(a, usual.email)).toEqual([]);
    await run('2027-03-17T15:00:00Z');
    const [mail, ...more] = await remindersTo(a, usual.email);
    expect(more).toEqual([]);
    expect(mail!.asunto).toBe('Huerta Baja: ¿tu pedido de esta semana?');
    expect(mail!.texto).toContain('Sueles pedir cada martes y esta semana aún no lo has hecho.');
    expect(mail!.texto).toMatch(/desde tu cuenta: http\S+\/account\n/);
    expect(mail!.texto).toMatch(/\/avisos\/baja\?u=\d+&tipo=semanal&firma=/);
    // Later that day and the day after: still one.
    await run('2027-03-17T22:00:00Z');
    await run('2027-03-18T16:00:00Z');
    expect(await remindersTo(a, usual.email)).toHaveLength(1);
    for (const who of [standing, ordered, twice]) expect(await remindersTo(a, who.email), who.email).toEqual([]);
  });

  it('a paused standing order does not stop it; two runs at once send once', async () => {
    const paused = await regular('pausado@example.mx', ['2027-02-02', '2027-02-16', '2027-03-02']);
    await db.insert(t.pedidosRecurrentes).values({ usuarioId: paused.id, frecuencia: 'semanal', diaSemana: 2, inicio: '2027-02-02', pedido: '{}', estado: 'pausado' });
    await Promise.all([run('2027-03-10T16:00:00Z'), b.services.reminders.runDue(new Date('2027-03-10T16:00:00Z')), run('2027-03-10T16:00:00Z')]);
    expect(await remindersTo(a, paused.email)).toHaveLength(1);
  });

  it('for a usual Saturday: nothing on Saturday 23:30 (Sunday in UTC), on Sunday 08:00 across the DST change', async () => {
    const saturdays = await regular('sabado@example.mx', ['2027-02-06', '2027-02-20', '2027-03-06']);
    // Saturday 13 March, 23:30 in Tijuana (UTC−8) is Sunday 07:30 UTC.
    await run('2027-03-14T07:30:00Z');
    expect(await remindersTo(a, saturdays.email)).toEqual([]);
    // Sunday 14 March: clocks went forward at 02:00; 07:30 PDT is 14:30 UTC (08:00 at the winter offset would be 16:00).
    await run('2027-03-14T14:30:00Z');
    expect(await remindersTo(a, saturdays.email)).toEqual([]);
    await run('2027-03-14T15:00:00Z');
    expect((await remindersTo(a, saturdays.email)).map((m) => m.texto.split('\n')[2])).toEqual(['Sueles pedir cada sábado y esta semana aún no lo has hecho.']);
  });

  it('for a usual Thursday 31 December: on New Year’s Day, in English for an English account', async () => {
    const thursdays = ['2026-11-26', '2026-12-10', '2026-12-24'];
    const jo = await regular('jo@example.com', thursdays, 'en');
    await run('2027-01-01T07:30:00Z'); // New Year's Eve, 23:30 in Tijuana
    expect(await remindersTo(a, jo.email)).toEqual([]);
    await run('2027-01-01T16:00:00Z');
    const mails = await remindersTo(a, jo.email);
    expect(mails.map((m) => m.asunto)).toEqual(['Huerta Baja: your order this week?']);
    expect(mails[0]!.texto).toContain('You usually order every Thursday and haven’t ordered yet this week.');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is off by default', async () => {
    const quiet = await shopper(a, 'callado@example.mx', from);
    await db.insert(t.pedidos).values(['2027-02-09', '2027-02-23', '2027-03-09'].map((diaEntrega) => ({ usuarioId: quiet.id, nombre: 'Cliente', direccion: 'Calle 1', telefono: '646 123 4567', email: quiet.email, subtotalCentavos: 60_000, envioCentavos: 0, totalCentavos: 60_000, proveedorPago: 'prueba', estado: 'entregado', diaEntrega })));
    await run('2027-03-17T16:00:00Z');
    expect(await remindersTo(a, quiet.email)).toEqual([]);
  });
});
