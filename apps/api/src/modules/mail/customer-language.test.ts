import { deliveryLabel, formatMXN, ivaBreakdown, SUBSTITUTION_LABELS, type Substitution } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { cfdiXml, multipart, tinyPdf } from '../../test/cfdi';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.41.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const product = await listedProduct(app, false);
const store = (await app.services.shop()).storeName;
const EN = { 'x-idioma': 'en' };

const card = (secret: string) => ({ payment_intent_client_secret: secret, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });

/** A REST order placed with these headers and paid with the test card; its id. */
async function paidOrder(email: string, headers: Record<string, string> = {}, extra: object = {}) {
  const res = await post(app, '/api/crear-pedido', { ...customer, email, productos: [{ id: product.id, items: 2, nota: 'maduros', sustitucion: 'llamar' }], nota: 'Tocar el timbre', ...extra }, headers);
  expect(res.statusCode, res.body).toBe(201);
  const { data: secret, pedido } = res.json() as { data: string; pedido: { id: number } };
  expect((await post(app, '/api/pago-prueba', card(secret))).statusCode).toBe(200);
  return pedido.id;
}

const mailsTo = async (email: string) => (await outbox(app)).filter((m) => m.para === email);
const userRow = async (email: string) => {
  const { db, t } = dataOf(app);
  return (await db.select().from(t.usuarios).where(eq(t.usuarios.email, email)))[0]!;
};
const trpc = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers: { 'content-type': 'application/json', ...headers } });

/** The Spanish confirmation exactly as the shop wrote it before e-mails had a language (the old template, kept here). */
async function spanishConfirmation(id: number) {
  const { db, t } = dataOf(app);
  const order = await orderRow(app, id);
  const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id);
  const wishesOf = (l: (typeof lines)[number]) => {
    const parts = [l.nota, l.sustitucion ? `si se agota: ${SUBSTITUTION_LABELS[l.sustitucion as Substitution] ?? l.sustitucion}` : null].filter(Boolean);
    return parts.length ? ` (${parts.join('; ')})` : '';
  };
  const ivaLines = ivaBreakdown(lines.map((l) => ({ totalCentavos: l.totalLineaCentavos, tasaIva: l.tasaIva })), order.envioCentavos).map((r) =>
    r.tasa === 0 ? `IVA 0 % (alimentos): base ${formatMXN(r.base)}` : `IVA ${r.tasa} %: base ${formatMXN(r.base)}, IVA ${formatMXN(r.iva)} (incluido)`,
  );
  const detail = [
    ...lines.map((l) => `- ${l.nombre} × ${l.items} — ${formatMXN(l.precioUnitarioCentavos)} c/u = ${formatMXN(l.totalLineaCentavos)}${l.tasaIva > 0 ? ` (IVA ${l.tasaIva} %)` : ''}${wishesOf(l)}`),
    '',
    `Subtotal: ${formatMXN(order.subtotalCentavos)}`,
    `Envío: ${order.envioCentavos === 0 ? 'Gratis' : formatMXN(order.envioCentavos)}`,
    `Total pagado: ${formatMXN(order.totalCentavos)}`,
    ...ivaLines,
  ].join('\n');
  const note = order.nota ? `\nNota: ${order.nota}` : '';
  return {
    subject: `${store}: confirmación de tu pedido #${order.id}`,
    text: `Hola ${order.nombre}:\n\n¡Gracias por tu compra! Recibimos el pago de tu pedido #${order.id}.\n\n${detail}\n\nEntregaremos en: ${order.direccion}${order.codigoPostal ? `, C.P. ${order.codigoPostal}` : ''}\n${deliveryLabel(order.diaEntrega, order.ventanaNombre) ? `Día de entrega: ${deliveryLabel(order.diaEntrega, order.ventanaNombre)}.` : 'Los pedidos antes de las 11:00 pm llegan al día siguiente.'} Te contactaremos al ${order.telefono} si hace falta.${note}\n\n¿Olvidaste algo? Puedes modificar tu pedido hasta la hora de corte del día anterior a la entrega: ${app.services.config.publicUrl}/pedido/modificar?pedido=${order.id}&enlace=…\n\n¿Necesitas factura? Puedes pedirla dentro del mes de tu compra en «Facturar mi compra»: ${app.services.config.publicUrl}/facturar?pedido=${order.id}&firma=…\n\n${store}`,
  };
}

describe('the customer’s language (x-idioma) and their e-mails', () => {
  it('an order placed in English stores «en» and its confirmation is in English; the shop’s notice stays Spanish', async () => {
    const id = await paidOrder('english@example.com', EN);
    const order = await orderRow(app, id);
    expect(order.idioma).toBe('en');
    const mail = (await mailsTo('english@example.com')).find((m) => m.tipo === 'pedido')!;
    expect(mail.asunto).toBe(`${store}: your order #${id} is confirmed`);
    expect(mail.texto).toContain(`Hi ${customer.nombre},\n\nThank you for your purchase! We received the payment for your order #${id}.`);
    expect(mail.texto).toContain(`× 2 — MX$`);
    expect(mail.texto).toContain(' each = MX$');
    expect(mail.texto).toContain('(maduros; if out of stock: Call me)');
    expect(mail.texto).toContain(`Total paid: MX$${(order.totalCentavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(mail.texto).toContain(`We will deliver to: ${order.direccion}`);
    expect(mail.texto).toContain('Orders placed before 11:00 pm arrive the next day.');
    expect(mail.texto).toContain(`We will call you at ${customer.telefono} if needed.\nNote: Tocar el timbre`);
    expect(mail.texto).toContain('Need an invoice (factura)? You can ask for it within the month of your purchase at «Invoice my purchase»: ');
    expect(mail.texto).toMatch(/\/en\/facturar\?pedido=\d+&firma=[\w-]+\n/);
    // The words, not the links' addresses (the page's own query names the order «pedido»).
    expect(mail.texto.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Hola|Gracias|pedido|Envío|c\/u|(?<!MX)\$\d/);
    const shop = (await outbox(app)).find((m) => m.tipo === 'pedido-tienda' && m.asunto.startsWith(`Nuevo pedido pagado #${id} — $`))!;
    expect(shop.texto).toContain('Cliente: ');
    expect(shop.texto).toContain('c/u');
    expect(shop.texto).toContain('Total pagado: $');
  });

  it('the same order without the header, or with a bogus one, is Spanish — word for word as before', async () => {
    for (const [email, headers] of [
      ['sin-idioma@example.mx', {}],
      ['idioma-raro@example.mx', { 'x-idioma': 'fr' }],
      ['idioma-mayus@example.mx', { 'x-idioma': 'EN' }],
      ['idioma-region@example.mx', { 'x-idioma': 'en-US' }],
      ['idioma-es@example.mx', { 'x-idioma': 'es' }],
    ] as const) {
      const id = await paidOrder(email, headers);
      expect((await orderRow(app, id)).idioma).toBe('es');
      const mail = (await mailsTo(email)).find((m) => m.tipo === 'pedido')!;
      const expected = await spanishConfirmation(id);
      expect(mail.asunto).toBe(expected.subject);
      // The «Facturar mi compra» and «Modificar pedido» links' signatures are the server's secret's: compared up to them.
      expect(mail.texto.replace(/firma=[\w-]+/, 'firma=…').replace(/enlace=\S+/, 'enlace=…')).toBe(expected.text);
    }
  });

  it('registration keeps the language; the verification e-mail is written in it', async () => {
    const res = await trpc('account.register', { nombre: 'Jane Doe', usuario: 'jane@example.com', password: 'clave-segura-1' }, EN);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow('jane@example.com')).idioma).toBe('en');
    const jwt = (res.json() as { result: { data: { jwt: string } } }).result.data.jwt;
    expect((await trpc('account.requestEmailVerification', undefined, { authorization: `Bearer ${jwt}` })).statusCode).toBe(200);
    const mail = (await mailsTo('jane@example.com')).find((m) => m.tipo === 'verificar-correo')!;
    expect(mail.asunto).toBe(`${store}: confirm your e-mail`);
    expect(mail.texto).toMatch(/^Hi Jane Doe,\n\nOpen this link to confirm that this e-mail address is yours \(valid for 24 hours\)\./);
    expect(mail.texto).toMatch(/\/en\/verificar-correo\?token=[\w-]+\n/);

    // REST takes the same header; a bogus value is Spanish, and so is its e-mail.
    const rest = await post(app, '/api/registrar', { nombre: 'John Roe', usuario: 'john@example.com', password: 'clave-segura-1' }, EN);
    expect(rest.statusCode).toBe(201);
    expect((await userRow('john@example.com')).idioma).toBe('en');
    const bogus = await trpc('account.register', { nombre: 'Pepe', usuario: 'pepe@example.mx', password: 'clave-segura-1' }, { 'x-idioma': 'de' });
    expect((await userRow('pepe@example.mx')).idioma).toBe('es');
    await trpc('account.requestEmailVerification', undefined, { authorization: `Bearer ${(bogus.json() as { result: { data: { jwt: string } } }).result.data.jwt}` });
    const spanish = (await mailsTo('pepe@example.mx')).find((m) => m.tipo === 'verificar-correo')!;
    expect(spanish.asunto).toBe(`${store}: confirma tu correo`);
    expect(spanish.texto).toMatch(/^Hola Pepe:\n\nAbre este enlace para confirmar que este correo es tuyo \(válido por 24 horas\)\. Los pedidos que hiciste como invitado con él aparecerán en tu cuenta:\n\nhttp[^\n]*[^n]\/verificar-correo\?token=[\w-]+\n\nSi no fuiste tú, ignora este correo\.\n\n/);
  });

  it('an order takes the account to the language it was placed in; the password reset follows the account', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Ana Bilingüe', usuario: 'ana@example.com', password: 'clave-segura-1' });
    const auth = { authorization: `Bearer ${reg.json().data.jwt as string}` };
    expect((await userRow('ana@example.com')).idioma).toBe('es');
    const placed = await trpc('order.create', { ...customer, email: 'ana@example.com', productos: [{ id: product.id, items: 1 }] }, { ...auth, ...EN });
    expect(placed.statusCode, placed.body).toBe(200);
    const pedido = (placed.json() as { result: { data: { pedido: { id: number } } } }).result.data.pedido;
    expect((await orderRow(app, pedido.id)).idioma).toBe('en');
    expect((await userRow('ana@example.com')).idioma).toBe('en');

    await post(app, '/api/forgot-password', { email: 'ana@example.com' });
    const reset = (await mailsTo('ana@example.com')).filter((m) => m.tipo === 'restablecer').at(-1)!;
    expect(reset.asunto).toBe(`${store}: reset your password`);
    expect(reset.texto).toMatch(/^Hi Ana Bilingüe,\n\nWe received a request to reset your password\./);
    expect(reset.texto).toMatch(/\/en\/reset-password\?token=[\w-]+\n/);

    // Back to Spanish with the next order (no header), and so is the next reset.
    await post(app, '/api/crear-pedido', { ...customer, email: 'ana@example.com', productos: [{ id: product.id, items: 1 }] }, auth);
    expect((await userRow('ana@example.com')).idioma).toBe('es');
    await post(app, '/api/forgot-password', { email: 'ana@example.com' });
    const again = (await mailsTo('ana@example.com')).filter((m) => m.tipo === 'restablecer').at(-1)!;
    expect(again.asunto).toBe(`${store}: restablece tu contraseña`);
    expect(again.texto).toMatch(/^Hola Ana Bilingüe:\n\nRecibimos una solicitud para restablecer tu contraseña\. Abre este enlace \(válido por 1 hora, un solo uso\):\n\nhttp[^\n]*[^n]\/reset-password\?token=[\w-]+\n\nSi no fuiste tú, ignora este correo; tu contraseña no cambiará\.\n\n/);
  });

  it('staff moves, refunds and facturas e-mail the customer in the order’s language', async () => {
    const id = await paidOrder('moves@example.com', EN);
    for (const estado of ['preparando', 'enviado', 'entregado'] as const) expect((await call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner })).status).toBe(200);
    const sent = (await mailsTo('moves@example.com')).find((m) => m.tipo === 'pedido-enviado')!;
    expect(sent.asunto).toBe(`${store}: your order #${id} is on its way`);
    expect(sent.texto).toBe(`Hi ${customer.nombre},\n\nYour order #${id} is out for delivery to ${customer.direccion}. We will call you at ${customer.telefono} if needed.\n\n${store}`);
    const delivered = (await mailsTo('moves@example.com')).find((m) => m.tipo === 'pedido-entregado')!;
    expect(delivered.asunto).toBe(`${store}: your order #${id} was delivered`);
    expect(delivered.texto).toMatch(/^Hi .+,\n\nWe delivered your order #\d+\. Thank you for shopping with us!/);

    const cancelled = await paidOrder('cancel@example.com', EN);
    expect((await call('orders.move', { ids: [cancelled], estado: 'cancelado' }, { cookie: owner })).status).toBe(200);
    const mail = (await mailsTo('cancel@example.com')).find((m) => m.tipo === 'pedido-cancelado')!;
    expect(mail.asunto).toBe(`${store}: your order #${cancelled} was cancelled`);
    expect(mail.texto).toMatch(
      new RegExp(`^Hi .+,\\n\\nWe cancelled your order #${cancelled} \\(MX\\$[\\d,.]+\\)\\. We refunded MX\\$[\\d,.]+ to the card you paid with on [A-Z][a-z]+ \\d{1,2}; depending on your bank, it will show on your statement between [A-Z][a-z]+ \\d{1,2} and [A-Z][a-z]+ \\d{1,2}\\. If you did not ask for this or have any questions, reply to this e-mail\\.\\n\\n`),
    );

    // A factura asked with an English order comes in English (uploaded by hand here: «A mano», so the test mode's
    // own stamping does not race the upload).
    expect((await call('facturas.saveBilling', { modo: 'manual', rfc: 'EKU9003173C9', razon_social: 'Escuela Kemper Urgate', regimen_fiscal: '601', lugar_expedicion: '22000', serie: 'HB', periodicidad_global: '04' }, { cookie: owner })).status).toBe(200);
    const facturado = await paidOrder('factura@example.com', EN, { factura: { rfc: 'tef-190312-ab1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' } });
    const confirmation = (await mailsTo('factura@example.com')).find((m) => m.tipo === 'pedido')!;
    expect(confirmation.texto).toContain('Invoice (factura): we will issue it to TAQUERÍA EL FARO (RFC TEF190312AB1) and e-mail it to you as PDF and XML files.');
    const facturaTotal = (await orderRow(app, facturado)).totalCentavos;
    const body = multipart([
      { name: 'pdf', filename: 'factura.pdf', type: 'application/pdf', data: tinyPdf() },
      { name: 'xml', filename: 'factura.xml', type: 'text/xml', data: cfdiXml({ rfc: 'TEF190312AB1', total: (facturaTotal / 100).toFixed(2) }) },
    ]);
    const up = await app.inject({ method: 'POST', url: `/admin/facturas/${facturado}`, payload: body.payload, headers: { cookie: owner, origin: 'http://localhost:3000', 'content-type': body.contentType } });
    expect(up.statusCode, up.body).toBe(200);
    const factura = (await mailsTo('factura@example.com')).find((m) => m.tipo === 'factura')!;
    expect(factura.asunto).toBe(`${store}: your invoice for order #${facturado}`);
    expect(factura.texto).toMatch(new RegExp(`^Hi .+,\\n\\nHere is the invoice \\(factura\\) for your order #${facturado} \\(MX\\$[\\d,.]+\\), attached as PDF and XML files\\.\\n\\nRFC: TEF190312AB1\\nLegal name: TAQUERÍA EL FARO\\nFolio fiscal \\(invoice ID\\): [\\w-]+\\n\\n${store}$`));
  });
});
