// API.md: whatever a response gives a client, the client may send back where the contract says it does.
// These check the zod schemas themselves; apps/api/src/conformance checks the same from a stranger's client.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineInputSchema } from './cart';
import { productSchema } from '../catalog';
import { confirmOrderInputSchema, testPaymentResultSchema } from '../payments';

const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** Any product `/api/productos` may list, every optional field present or absent. */
const product = fc.record(
  {
    id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    nombre: fc.string({ maxLength: 120 }),
    categoria_id: fc.constantFrom(1 as const, 2 as const, 3 as const),
    nombre_categoria: fc.constantFrom('Frutas' as const, 'Vegetales' as const, 'Varios' as const),
    precio: fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    cantidad: fc.string({ maxLength: 40 }),
    descuento: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant('N/A' as const)),
    img_url: fc.string({ maxLength: 300 }),
    fecha_vig_inicio: isoDate,
    fecha_vig_fin: fc.option(isoDate, { nil: null }),
    agotado: fc.boolean(),
  },
  { requiredKeys: ['id', 'nombre', 'categoria_id', 'nombre_categoria', 'precio', 'cantidad', 'descuento', 'img_url', 'fecha_vig_inicio', 'fecha_vig_fin'] },
);

describe('a product sent back as a cart line', () => {
  it('accepts every field the product shape has (a field added to Product and not to the line fails here)', () => {
    const lineFields = Object.keys(cartLineInputSchema.shape);
    expect(Object.keys(productSchema.shape).filter((field) => !lineFields.includes(field))).toEqual([]);
  });

  it('accepts any listed product as it came, plus items and fechaAgregado', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 999 }), (p, items) => {
        expect(productSchema.safeParse(p).success).toBe(true);
        const line = { ...productSchema.parse(p), items, fechaAgregado: '24/11/2026' };
        const parsed = cartLineInputSchema.safeParse(line);
        expect(parsed.error?.issues).toBeUndefined();
      }),
    );
  });

  it.each(['precio_unitario', 'estado', 'total_linea', 'usuario_id'])('refuses %s, which is not the product’s nor the line’s', (field) => {
    const result = cartLineInputSchema.safeParse({ id: 1, items: 1, [field]: 1 });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [field] });
  });
});

describe('the payment return sent back as a confirmation', () => {
  it('accepts the test payment’s answer and Stripe’s return query as they came', () => {
    const answer = testPaymentResultSchema.parse({ payment_intent: 'pi_1', status: 'succeeded' });
    expect(confirmOrderInputSchema.safeParse({ ...answer, payment_intent_client_secret: 'pi_1_secret_x' }).success).toBe(true);
    const query = Object.fromEntries(new URL('https://x.mx/checkout-confirm?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded').searchParams);
    expect(confirmOrderInputSchema.safeParse(query).success).toBe(true);
  });

  it('refuses a field outside both', () => {
    const result = confirmOrderInputSchema.safeParse({ payment_intent: 'pi_1', payment_intent_client_secret: 's', monto: 1 });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['monto'] });
  });
});
