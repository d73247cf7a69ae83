import type { Kit } from '../../platform/db/table-kit';

/** The mail module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function mailTables({ table, text, id, now }: Kit) {
  /** Development outbox: every e-mail when SMTP is not configured (tests read it). */
  const correos = table('correos', {
    id: id(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    tipo: text('tipo').notNull(),
    /** The attached files' names (JSON list), e.g. a factura's PDF and XML. */
    adjuntos: text('adjuntos'),
    /** Extra headers sent with it (JSON object), e.g. a reminder's List-Unsubscribe. */
    cabeceras: text('cabeceras'),
    creado: text('creado').notNull().default(now),
  });

  return { correos };
}
