// API.md: whatever a response gives a client, the client may send back where the contract says it does.
// For each such shape (a product → a cart line; the payment's return → the confirmation), the value as
// received is accepted, and a field outside the shape is refused with the Spanish message naming it,
// writing nothing. The shapes' fields are read from the document the server answers, as a stranger would.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buyer, cartLine, fewestItems, openShop, signUp, type Client, type Product } from './shop';

// Many orders in a row from one address, of the same products: neither the abuse limits nor the stock
// running out (the walk meets a sold-out product) is what this file is about.
const { client } = await openShop({ RATE_LIMIT_DISABLED: 'true', SEED_STOCK: 'sin-limite' });

type Properties = { properties?: Record<string, unknown> };
let products: Product[] = [];
let jwt = '';
let lineFields: string[] = [];
let confirmFields: string[] = [];

beforeAll(async () => {
  products = (await client.GET('/api/productos')).data!.data;
  jwt = (await signUp(client, 'ida.y.vuelta@example.mx')).jwt;
  const doc = (await client.GET('/api/openapi.json')).data as unknown as { components: { schemas: Record<string, Properties & { properties: Record<string, unknown> }> } };
  const order = doc.components.schemas.CreateOrderInput!.properties.productos as { items: Properties };
  lineFields = Object.keys(order.items.properties ?? {});
  confirmFields = Object.keys(doc.components.schemas.ConfirmOrderInput!.properties);
});

const myOrders = async (c: Client) => (await c.GET('/api/mis-pedidos', { headers: bearer(jwt) })).data!.data;
const order = (productos: unknown[]) => client.POST('/api/crear-pedido', {
  // The generated type says what a line may hold; the refusals below send what it may not.
  body: { ...buyer, email: 'ida.y.vuelta@example.mx', productos: productos as never },
  headers: bearer(jwt),
});

/** A field name a client might invent, outside `allowed`: the ones that would mean money or state, or any. */
const foreignField = (allowed: () => string[]) =>
  fc
    .oneof(fc.constantFrom('precio_unitario', 'estado', 'total', 'subtotal', 'usuario_id', 'pagado'), fc.stringMatching(/^[a-z][a-z_]{0,18}[a-z]$/))
    .filter((name) => !allowed().includes(name));

/** Any order of a record's keys: a client's JSON may list them in any order. */
const shuffled = <T extends object>(value: T, seed: number): T => {
  const entries = Object.entries(value).sort(([a], [b]) => ((a.charCodeAt(0) * seed) % 7) - ((b.charCodeAt(0) * seed) % 7));
  return Object.fromEntries(entries) as T;
};

describe('a product sent back as a cart line', () => {
  it('is accepted as received, with any of the line’s own fields, for any products on sale', async () => {
    const onSale = () => products.filter((p) => !p.agotado);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 20 }),
        fc.record({ nota: fc.constantFrom('bien maduros', 'para el viernes'), sustitucion: fc.constantFrom('similar' as const, 'no' as const, 'llamar' as const) }, { requiredKeys: [] }),
        fc.integer({ min: 1, max: 50 }),
        async (picks, items, own, seed) => {
          const chosen = [...new Set(picks.map((i) => onSale()[i % onSale().length]!))];
          // A product sold in steps of weight may ask for a few steps at least (`venta.minimo`), as a client reads.
          const lines = chosen.map((p) => shuffled({ ...cartLine(p, Math.max(items, fewestItems(p))), ...own }, seed));
          const { data, response } = await order(lines);
          expect(response.status, JSON.stringify(data)).toBe(201);
          expect(data!.pedido.lineas.map((l) => [l.producto_id, l.items])).toEqual(chosen.map((p) => [p.id, Math.max(items, fewestItems(p))]));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('covers every field a listed product carries, today’s and any added later', () => {
    const carried = new Set(products.flatMap((p) => Object.keys(p)));
    expect([...carried].filter((field) => !lineFields.includes(field))).toEqual([]);
  });

  it('refuses a field outside the product and the line, naming it, and writes nothing', async () => {
    const before = (await myOrders(client)).length;
    await fc.assert(
      fc.asyncProperty(fc.nat(), foreignField(() => lineFields), fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), async (pick, field, value) => {
        const onSale = products.filter((p) => !p.agotado);
        const { error, response } = await order([{ ...cartLine(onSale[pick % onSale.length]!, 1), [field]: value }]);
        expect(response.status).toBe(400);
        expect(error).toEqual({ success: false, message: `Campo no permitido: ${field}.` });
      }),
      { numRuns: 25 },
    );
    expect((await myOrders(client)).length).toBe(before);
  });
});

describe('the payment’s return sent back as the confirmation', () => {
  /** A new unpaid order and its test payment, as a client holds them after paying. */
  async function paidInTestMode() {
    const created = await order([cartLine(products.find((p) => !p.agotado)!, 1)]);
    const secret = created.data!.data;
    const paid = await client.POST('/api/pago-prueba', { body: { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
    return { id: created.data!.pedido.id, secret, answer: paid.data!.data };
  }

  it('accepts the test payment’s answer as received, and Stripe’s return query as received', async () => {
    const first = await paidInTestMode();
    const fromAnswer = await client.POST('/api/confirmar-pedido', { body: { ...first.answer, payment_intent_client_secret: first.secret } });
    expect(fromAnswer.response.status).toBe(200);
    expect(fromAnswer.data!.pedido).toMatchObject({ id: first.id, estado: 'pagado' });

    const second = await paidInTestMode();
    const query = Object.fromEntries(new URLSearchParams({ payment_intent: second.answer.payment_intent, payment_intent_client_secret: second.secret, redirect_status: 'succeeded' }));
    const fromQuery = await client.POST('/api/confirmar-pedido', { body: query as { payment_intent: string; payment_intent_client_secret: string } });
    expect(fromQuery.response.status).toBe(200);
    expect(fromQuery.data!.pedido).toMatchObject({ id: second.id, estado: 'pagado' });
  });

  it('refuses a field outside the return’s shape, naming it, and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(foreignField(() => confirmFields), async (field) => {
        // An order not paid yet: its intent's id is the client secret's first part, as Stripe's are.
        const created = await order([cartLine(products.find((p) => !p.agotado)!, 1)]);
        const secret = created.data!.data;
        const body = { payment_intent: secret.split('_secret_')[0]!, status: 'succeeded' as const, payment_intent_client_secret: secret, [field]: 'succeeded' };
        const { error, response } = await client.POST('/api/confirmar-pedido', { body });
        expect(response.status).toBe(400);
        expect(error).toEqual({ success: false, message: `Campo no permitido: ${field}.` });
        expect((await myOrders(client)).find((o) => o.id === created.data!.pedido.id)?.estado).toBe('pendiente_pago');
      }),
      { numRuns: 8 },
    );
  });
});
