import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TEXTS, fillShopText, shopFacts, textSections, weekdaysText, type ShopFactsSource } from './index';

const zone = (nombre: string, costo: number, gratisDesde: number, minimo: number, diasEntrega: number[]) => ({ nombre, costo, gratisDesde, minimo, diasEntrega });
const config = (zonas: ShopFactsSource['entregas']['zonas']): ShopFactsSource => ({
  tienda: { nombre: 'Huerta Baja', telefono: '+52 646 555 0142', whatsapp: '+52 646 555 0142', email: 'hola@huertabaja.mx' },
  envio: { costo: 100, gratisDesde: 500 },
  entregas: { corte: '23:00', zonas },
  pagos: { proveedor: 'prueba' },
});
const seeded = config([
  zone('Tijuana', 100, 500, 500, [1, 2, 3, 4, 5, 6]),
  zone('Rosarito', 100, 500, 500, [1, 2, 3, 4, 5, 6]),
  zone('Ensenada', 100, 500, 500, [1, 2, 3, 4, 5, 6]),
  zone('Tecate', 100, 500, 500, [2, 4, 6]),
]);

describe('the shop’s texts say what its settings say', () => {
  it('with the seeded zones, SPEC’s sentences', () => {
    const facts = shopFacts(seeded);
    expect(facts.envio).toBe('El envío cuesta $100 MXN por pedido y es gratis en pedidos mayores a $500 MXN.');
    expect(facts.minimo).toBe('El pedido mínimo para entrega a domicilio es de $500 MXN.');
    expect(facts.ciudades).toBe('Tijuana, Rosarito, Ensenada y Tecate');
    expect(facts.entregas).toMatch(/^Entregamos de lunes a sábado en Tijuana, Rosarito y Ensenada; martes, jueves y sábado en Tecate\. Los pedidos realizados antes de las 11:00 pm/);
  });

  it('with Ensenada at $80, free from $800, minimum $300: that, and nothing of $100 / $500 for it', () => {
    const facts = shopFacts(config([zone('Tijuana', 100, 500, 500, [1, 2, 3, 4, 5, 6]), zone('Ensenada', 80, 800, 300, [1, 3, 5])]));
    expect(facts.envio).toBe('El envío cuesta $100 MXN por pedido y es gratis en pedidos mayores a $500 MXN en Tijuana; cuesta $80 MXN por pedido y es gratis en pedidos mayores a $800 MXN en Ensenada.');
    expect(facts.minimo).toBe('El pedido mínimo para entrega a domicilio es de $500 MXN en Tijuana y $300 MXN en Ensenada.');
    const faq = fillShopText(DEFAULT_SHOP_TEXTS.faq, facts);
    expect(faq).toContain('$80 MXN');
    expect(faq).not.toContain('día siguiente');
    expect(faq).not.toContain('Mexicali');
  });

  it('fills every placeholder of the first versions, and leaves an unknown one as typed', () => {
    const facts = shopFacts(seeded);
    for (const text of Object.values(DEFAULT_SHOP_TEXTS)) expect(fillShopText(text, facts)).not.toMatch(/\{[a-z]+\}/);
    expect(fillShopText('{tienda} {tiendaa}', facts)).toBe('Huerta Baja {tiendaa}');
    expect(fillShopText(DEFAULT_SHOP_TEXTS.privacidad, facts)).not.toContain('Mexicali');
  });

  it('writes weekdays as people say them', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6])).toBe('de lunes a sábado');
    expect(weekdaysText([2, 4, 6])).toBe('martes, jueves y sábado');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('todos los días');
    expect(weekdaysText([6, 0])).toBe('sábado y domingo');
  });

  it('splits a text into its ## sections', () => {
    expect(textSections('intro\n## Uno\n\nA\n\nB\n## Dos ##\nC')).toEqual([
      { titulo: 'Uno', cuerpo: 'A\n\nB' },
      { titulo: 'Dos', cuerpo: 'C' },
    ]);
    expect(textSections(DEFAULT_SHOP_TEXTS.faq).length).toBe(12);
  });
});
