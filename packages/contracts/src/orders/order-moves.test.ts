import { describe, expect, it } from 'vitest';
import { ORDER_BACK, ORDER_TRANSITIONS, earlyMove, earlyMoveQuestion, earlyMoveRefusal } from './workflow';

// The order workflow's unusual moves and corrections (workflow.ts), shared by the back office and the server.

describe('an early move', () => {
  const today = '2026-11-24';
  const thursday = { id: 12, diaEntrega: '2026-11-26' };

  it('is sending or delivering before the delivery day, named with the day', () => {
    expect(earlyMove(thursday, 'entregado', today)).toEqual({ dia: '2026-11-26', texto: 'El pedido #12 es para el jueves 26 de noviembre' });
    expect(earlyMove(thursday, 'enviado', today)).not.toBeNull();
    for (const to of ['preparando', 'cancelado'] as const) expect(earlyMove(thursday, to, today), to).toBeNull();
    for (const dia of ['2026-11-24', '2026-11-20', null]) expect(earlyMove({ id: 1, diaEntrega: dia }, 'entregado', today), String(dia)).toBeNull();
  });

  it('is asked about in words, for one order or several', () => {
    expect(earlyMoveQuestion([thursday], 'entregado', today)).toBe('El pedido #12 es para el jueves 26 de noviembre; ¿marcarlo entregado hoy?');
    expect(earlyMoveQuestion([thursday, { id: 13, diaEntrega: '2026-11-27' }, { id: 14, diaEntrega: today }], 'enviado', today)).toBe(
      '2 pedidos son para otro día: #12 (jueves 26 de noviembre), #13 (viernes 27 de noviembre). ¿Marcarlos enviados hoy?',
    );
    expect(earlyMoveQuestion([{ id: 14, diaEntrega: today }], 'entregado', today)).toBeNull();
    expect(earlyMoveRefusal(earlyMove(thursday, 'entregado', today)!.texto, 'entregado')).toBe('El pedido #12 es para el jueves 26 de noviembre: confirma para marcarlo entregado antes de su día.');
  });
});

describe('a correction', () => {
  it('sets an order back to the state the workflow moved it from, never out of a cancellation', () => {
    for (const [to, from] of Object.entries(ORDER_BACK)) expect(ORDER_TRANSITIONS[from], `${from} → ${to}`).toContain(to);
    expect(ORDER_BACK.cancelado).toBeUndefined();
    expect(ORDER_BACK.pagado).toBeUndefined();
  });
});
