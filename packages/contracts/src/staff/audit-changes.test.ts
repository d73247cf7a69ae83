import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChangeText, auditChanges, auditFieldLabel, auditValue } from './audit-changes';

const lines = (entry: { accion: string; antes?: unknown; despues?: unknown }) => auditChanges(entry).map(auditChangeText);

describe('the audit log in words', () => {
  it('says a zone edit field by field, only what changed: weekdays by name, money in pesos, the shop rule, yes/no', () => {
    const antes = { nombre: 'Tecate', codigosPostales: ['21400-21540'], costo: null, gratisDesde: null, minimo: 500, diasEntrega: [2, 4, 6], activa: true, capacidad: 40 };
    const despues = { ...antes, costo: 80, minimo: 1250.5, diasEntrega: [0, 1, 2, 4, 6], activa: false };
    expect(lines({ accion: 'editar_zona', antes, despues })).toEqual([
      'Costo de envío: Como la tienda → $80.00',
      'Pedido mínimo: $500.00 → $1,250.50',
      'Días de entrega: mar, jue, sáb → lun, mar, jue, sáb, dom',
      'Activa: Sí → No',
    ]);
  });

  it('lists a new record’s values, and names what no raw key did', () => {
    expect(lines({ accion: 'crear_zona', despues: { nombre: 'Valle', codigosPostales: ['22900', '22910-22920'], gratisDesde: null, diasEntrega: [0, 1, 2, 3, 4, 5, 6] } })).toEqual([
      'Nombre: Valle',
      'Códigos postales: 22900, 22910-22920',
      'Envío gratis desde: Como la tienda',
      'Días de entrega: Todos los días',
    ]);
    expect(lines({ accion: 'cambiar_ajuste', antes: { corte: '23:00', cerrados: [], ventanas: [{ id: 'manana', nombre: 'Mañana' }] }, despues: { corte: '21:30', cerrados: ['2025-12-25'], ventanas: [{ id: 'manana', nombre: 'Mañana' }, { id: 'tarde', nombre: 'Tarde' }] } })).toEqual([
      'Hora de corte: 11:00 pm → 9:30 pm',
      'Días sin entregas: Ninguno → 25 dic 2025',
      'Ventanas de entrega: Mañana → Mañana, Tarde',
    ]);
  });

  it('reads the price table, orders, refunds and facturas as people say them', () => {
    expect(lines({ accion: 'precio_del_dia', antes: { precio: 18, descuento: null, disponibles: 12, agotado: false }, despues: { precio: 21.5, descuento: 10, disponibles: null, agotado: true } })).toEqual([
      'Precio: $18.00 → $21.50',
      'Descuento: Sin descuento → 10 %',
      'Existencias: 12 → Sin contar',
      'Agotado: No → Sí',
    ]);
    expect(lines({ accion: 'cambiar_estado', antes: { estado: 'pagado' }, despues: { estado: 'preparando' } })).toEqual(['Estado: Pagado → En preparación']);
    // The order's amounts are stored in centavos.
    expect(lines({ accion: 'reembolso', despues: { reembolso: 're_123', monto: 123_450 } })).toEqual(['Reembolso: re_123', 'Monto: $1,234.50']);
    expect(lines({ accion: 'emitir_factura', despues: { uuid: 'AB-12', rfc: 'XAXX010101000', total: 59_900, pdf: 20_480, xml: 3_000 } })).toEqual(['Folio fiscal: AB-12', 'RFC: XAXX010101000', 'Total: $599.00', 'PDF: 20 KB', 'XML: 3 KB']);
  });

  it('leaves out what an edit did not touch, says a new photo, and shortens long text', () => {
    const product = { nombre: 'Mango Ataulfo', categoriaId: 1, precio: 45, imgUrl: '/img/subidas/aa-320.webp', fechaVigFin: '2025-12-31' };
    expect(lines({ accion: 'editar_producto', antes: product, despues: { ...product, categoriaId: 3, imgUrl: undefined, fechaVigFin: null } })).toEqual(['Categoría: Frutas → Varios', 'Vigente hasta: 31 dic 2025 → Sin fecha de fin']);
    expect(lines({ accion: 'editar_slide', antes: product, despues: { ...product, imgUrl: '/img/subidas/bb-320.webp' } })).toEqual(['Foto: Cambiada']);
    const [reply] = lines({ accion: 'responder_mensaje', despues: { respuesta: 'Hola, '.repeat(30) } });
    expect(reply!.length).toBeLessThan(100);
    expect(reply!.endsWith('…')).toBe(true);
  });

  it('says whole values, a deleted record and entries without data', () => {
    expect(lines({ accion: 'cambiar_ajuste', antes: false, despues: true })).toEqual(['Valor: No → Sí']);
    expect(lines({ accion: 'ordenar_slides', antes: [3, 1, 2], despues: [1, 2, 3] })).toEqual(['Orden: #3, #1, #2 → #1, #2, #3']);
    expect(lines({ accion: 'borrar_promocion', antes: { titulo: 'Martes verde', descuento: 15, productoId: 7 } })).toEqual(['Título: Martes verde', 'Descuento: 15 %', 'Producto: #7']);
    expect(lines({ accion: 'cambiar_personal', antes: { rol: 'empleado', activo: true }, despues: { rol: 'dueño', activo: true } })).toEqual(['Rol: Empleado → Dueño']);
    expect(lines({ accion: 'activar_dos_pasos' })).toEqual([]);
  });

  it('names actions and fields, and keeps unknown ones readable', () => {
    expect(auditActionLabel('precio_del_dia')).toBe('Precios del día');
    expect(auditActionLabel('algo_nuevo')).toBe('Algo nuevo');
    expect(auditFieldLabel('umbralBajo')).toBe('Aviso de poco inventario');
    expect(auditFieldLabel('umbralAlto')).toBe('Umbral alto');
    expect(auditValue('capacidad', 1200)).toBe('1,200');
    expect(auditValue('nota', null)).toBe('—');
  });
});
