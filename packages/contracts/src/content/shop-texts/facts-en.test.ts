import { describe, expect, it } from 'vitest';
import { shopFacts } from './facts';
import { shopFactsEn } from './facts-en';

const source = {
  tienda: { nombre: 'Huerta Baja', telefono: '+52 646 555 0142', whatsapp: '+52 646 555 0142', email: 'hola@huertabaja.mx' },
  envio: { costo: 100, gratisDesde: 500 },
  entregas: {
    corte: '23:00',
    zonas: [
      { nombre: 'Tijuana', costo: 100, gratisDesde: 500, minimo: 300, diasEntrega: [1, 2, 3, 4, 5, 6] },
      { nombre: 'Rosarito', costo: 100, gratisDesde: 500, minimo: 300, diasEntrega: [1, 2, 3, 4, 5, 6] },
      { nombre: 'Tecate', costo: 80, gratisDesde: 800, minimo: 300, diasEntrega: [2, 4, 6] },
    ],
  },
  pagos: { proveedor: 'prueba' as const },
};

describe('the shop texts’ facts in English', () => {
  it('says in English what the Spanish says, from the same settings', () => {
    const en = shopFactsEn(source);
    expect(en.ciudades).toBe('Tijuana, Rosarito and Tecate');
    expect(en.envio).toBe('Delivery costs MX$100 per order and is free on orders over MX$500 in Tijuana and Rosarito; costs MX$80 per order and is free on orders over MX$800 in Tecate.');
    expect(en.minimo).toBe('The minimum order for delivery is MX$300.');
    expect(en.entregas).toMatch(/^We deliver Monday to Saturday in Tijuana and Rosarito; Tuesday, Thursday and Saturday in Tecate\. Orders placed before 11:00 pm/);
    expect(en.envioGratis).toBe('from MX$500, depending on your zone');
    // Same placeholders in both languages, none left Spanish.
    expect(Object.keys(en).sort()).toEqual(Object.keys(shopFacts(source)).sort());
    for (const v of Object.values(en)) expect(v).not.toMatch(/ y | en |envío|días/);
  });
});
