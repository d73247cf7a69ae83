import type { Kit } from '../../platform/db/table-kit';

/** The contact module's tables, declared once for both engines (platform/db/table-kit.ts). */
export function contactTables({ table, integer, text, id, now }: Kit) {
  const mensajesContacto = table('mensajes_contacto', {
    id: id(),
    nombre: text('nombre').notNull(),
    correo: text('correo').notNull(),
    telefono: text('telefono'),
    mensaje: text('mensaje'),
    ip: text('ip'),
    creado: text('creado').notNull().default(now),
    /** Back office: when someone first opened it, and the reply sent from there. */
    leidoEn: text('leido_en'),
    respuesta: text('respuesta'),
    respondidoEn: text('respondido_en'),
    respondidoPor: integer('respondido_por'),
  });

  return { mensajesContacto };
}
