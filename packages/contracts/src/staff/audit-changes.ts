import { CATEGORIES } from '../catalog/rules';
import { ORDER_STATE_LABELS, type OrderState } from '../orders/rules';
import { PURCHASE_STATE_LABELS, type PurchaseState } from '../buying/rules';
import { clockLabel, minuteOfDay } from '../delivery/rules';
import { formatMXN, toCentavos } from '../shared/money';

/**
 * The audit log in words for the owner: each entry stores the record's fields before and after as JSON
 * (`diasEntrega: [1,2]`, `costo: null`, `agotado: true`); the log page says «Días de entrega: lun, mar →
 * lun, mar, mié». Pure and zod-free: the back office imports it as `@huerta/contracts/audit-changes`.
 */

/** One line of a change: `antes → valor`, or only `valor` when the entry has one side (created, deleted). */
export interface AuditChange {
  campo: string;
  valor: string;
  antes?: string;
}

/** What each action did, as the log's «Acción» column says it. */
const ACTIONS: Record<string, string> = {
  cambiar_estado: 'Cambió el estado',
  cancelado_sin_pago: 'Canceló sin pago (automático)',
  cancelado_por_cliente: 'Cancelado por el cliente',
  modificar_pedido: 'El cliente modificó su pedido',
  reembolso: 'Reembolsó el pago',
  problema_reportado: 'El cliente reportó un problema',
  problema_reembolso: 'Reporte: reembolsó',
  problema_saldo: 'Reporte: abonó saldo a favor',
  problema_reponer: 'Reporte: repone en el próximo pedido',
  problema_rechazado: 'Reporte: rechazó',
  emitir_factura: 'Emitió la factura',
  reemplazar_factura: 'Reemplazó la factura',
  crear_producto: 'Creó el producto',
  editar_producto: 'Editó el producto',
  importar_producto: 'Importó de la hoja de cálculo',
  archivar_producto: 'Archivó el producto',
  restaurar_producto: 'Restauró el producto',
  precio_del_dia: 'Precios del día',
  crear_articulo: 'Creó el artículo',
  editar_articulo: 'Editó el artículo',
  crear_promocion: 'Creó la promoción',
  editar_promocion: 'Editó la promoción',
  borrar_promocion: 'Borró la promoción',
  crear_slide: 'Creó la diapositiva',
  editar_slide: 'Editó la diapositiva',
  borrar_slide: 'Borró la diapositiva',
  ordenar_slides: 'Reordenó el carrusel',
  guardar_traduccion: 'Guardó la traducción',
  borrar_traduccion: 'Borró la traducción',
  crear_zona: 'Creó la zona',
  editar_zona: 'Editó la zona',
  cambiar_ajuste: 'Cambió un ajuste',
  responder_mensaje: 'Respondió el mensaje',
  crear_dueño: 'Creó la cuenta del dueño',
  agregar_personal: 'Agregó personal',
  cambiar_personal: 'Cambió rol o acceso',
  cambiar_contraseña: 'Cambió su contraseña',
  cerrar_sesion: 'Cerró una sesión',
  activar_dos_pasos: 'Activó la verificación en dos pasos',
  desactivar_dos_pasos: 'Desactivó la verificación en dos pasos',
  restablecer_dos_pasos: 'Restableció la verificación en dos pasos',
  nuevos_codigos_recuperacion: 'Generó códigos de recuperación nuevos',
  usar_codigo_recuperacion: 'Entró con un código de recuperación',
  recibir_lote: 'Recibió mercancía (lote)',
  registrar_merma: 'Registró merma',
  crear_proveedor: 'Creó el proveedor',
  editar_proveedor: 'Editó el proveedor',
  desactivar_proveedor: 'Desactivó el proveedor',
  agregar_producto_proveedor: 'Agregó un producto al proveedor',
  editar_producto_proveedor: 'Cambió un producto del proveedor',
  quitar_producto_proveedor: 'Quitó un producto del proveedor',
  crear_orden_compra: 'Creó la orden de compra',
  editar_orden_compra: 'Editó la orden de compra',
  enviar_orden_compra: 'Envió la orden de compra',
  cancelar_orden_compra: 'Canceló la orden de compra',
  cerrar_orden_compra: 'Cerró la orden de compra',
  sustitucion_propuesta: 'Propuso un sustituto',
  sustitucion_respondida: 'El cliente respondió al sustituto',
  sustitucion_vencida: 'Sustituto sin respuesta: se aplicó la elección del cliente',
  crear_cupon: 'Creó el cupón',
  editar_cupon: 'Editó el cupón',
  desactivar_cupon: 'Desactivó el cupón',
};

/** The stored field names, as the forms label them. */
const FIELDS: Record<string, string> = {
  nombre: 'Nombre',
  codigosPostales: 'Códigos postales',
  costo: 'Costo de envío',
  gratisDesde: 'Envío gratis desde',
  minimo: 'Pedido mínimo',
  diasEntrega: 'Días de entrega',
  activa: 'Activa',
  capacidad: 'Pedidos por ventana',
  corte: 'Hora de corte',
  cerrados: 'Días sin entregas',
  ventanas: 'Ventanas de entrega',
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  email: 'Correo',
  envioCosto: 'Costo de envío',
  envioGratisDesde: 'Envío gratis desde',
  categoriaId: 'Categoría',
  precio: 'Precio',
  cantidad: 'Unidad',
  descuento: 'Descuento',
  fechaVigInicio: 'Vigente desde',
  fechaVigFin: 'Vigente hasta',
  disponibles: 'Existencias',
  umbralBajo: 'Aviso de poco inventario',
  agotado: 'Agotado',
  archivado: 'Archivado',
  imgUrl: 'Foto',
  titulo: 'Título',
  descripcion: 'Descripción',
  resumen: 'Resumen',
  contenido: 'Contenido',
  contenidoCambiado: 'Contenido cambiado',
  autor: 'Autor',
  fechaPublicacion: 'Publicación',
  borrador: 'Borrador',
  slug: 'Dirección',
  productoId: 'Producto',
  rol: 'Rol',
  activo: 'Activo',
  id: 'Número',
  estado: 'Estado',
  reembolso: 'Reembolso',
  monto: 'Monto',
  uuid: 'Folio fiscal',
  rfc: 'RFC',
  total: 'Total',
  pdf: 'PDF',
  xml: 'XML',
  respuesta: 'Respuesta',
  contacto: 'Contacto',
  correo: 'Correo',
  notas: 'Notas',
  proveedor: 'Proveedor',
  producto: 'Producto',
  empaque: 'Empaque',
  empaqueCantidad: 'Cantidad del empaque (g o piezas)',
  costoCentavos: 'Costo del empaque',
  costoPaqueteCentavos: 'Costo del empaque',
  preferido: 'Preferido',
  paquetes: 'Paquetes',
  llegada: 'Llegada',
  lineas: 'Productos',
  enviadaPor: 'Enviada por',
  reporte: 'Reporte',
  motivo: 'Motivo',
  decision: 'Decisión',
  efectivo: 'En efectivo',
};

/** Amounts stored in pesos, as the forms take them. */
const PESOS = new Set(['costo', 'gratisDesde', 'minimo', 'envioCosto', 'envioGratisDesde', 'precio']);
/** Amounts an action stored in centavos, as the order row holds them. */
const CENTAVOS: Record<string, string[]> = {
  reembolso: ['monto'],
  problema_reportado: ['monto'],
  problema_reembolso: ['monto'],
  problema_saldo: ['monto'],
  problema_reponer: ['monto'],
  problema_rechazado: ['monto'],
  emitir_factura: ['total'],
  reemplazar_factura: ['total'],
  agregar_producto_proveedor: ['costoCentavos'],
  editar_producto_proveedor: ['costoCentavos'],
  quitar_producto_proveedor: ['costoCentavos'],
  crear_orden_compra: ['costoPaqueteCentavos'],
  editar_orden_compra: ['costoPaqueteCentavos'],
  crear_cupon: ['minimoCentavos'],
  editar_cupon: ['minimoCentavos'],
  desactivar_cupon: ['minimoCentavos'],
};
/** What an empty value means for a field («Como la tienda», not «—»). */
const EMPTY: Record<string, string> = {
  costo: 'Como la tienda',
  gratisDesde: 'Como la tienda',
  descuento: 'Sin descuento',
  disponibles: 'Sin contar',
  fechaVigFin: 'Sin fecha de fin',
  productoId: 'Ninguno',
  imgUrl: 'Sin foto',
};
/** A whole-value entry's one line (a setting that is a yes/no, the carousel's order). */
const WHOLE: Record<string, string> = { ordenar_slides: 'Orden' };

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LONG_TEXT = 80;

/** «Editó la zona»; an action this list does not know yet, readable all the same. */
export const auditActionLabel = (accion: string): string => ACTIONS[accion] ?? capitalize(accion.replaceAll('_', ' '));

/** «Días de entrega»; an unknown field from its name («umbralAlto» → «Umbral alto»). */
export const auditFieldLabel = (key: string): string => FIELDS[key] ?? capitalize(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** «25 dic 2025». */
const dateLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** One stored value in words, by its field: money in pesos, weekdays by name, yes/no, lists joined. */
export function auditValue(key: string, value: unknown, accion = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY[key] ?? '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (CENTAVOS[accion]?.includes(key)) return formatMXN(value);
    if (PESOS.has(key)) return formatMXN(toCentavos(value));
    if (key === 'descuento') return `${value} %`;
    if (key === 'categoriaId') return CATEGORIES.find((c) => c.id === value)?.nombre ?? String(value);
    if (key === 'productoId' || key === 'orden') return `#${value}`;
    if (key === 'pdf' || key === 'xml') return `${Math.max(1, Math.round(value / 1024))} KB`;
    return value.toLocaleString('en-US');
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Ninguno';
    if (key === 'diasEntrega') {
      if (value.length === 7) return 'Todos los días';
      // Monday first, as the shop's week and the zone form go.
      return [...(value as number[])].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => WEEKDAYS[d] ?? String(d)).join(', ');
    }
    return value.map((v) => (isRecord(v) && typeof v.nombre === 'string' ? v.nombre : auditValue(key, v, accion))).join(', ');
  }
  if (isRecord(value)) return Object.entries(value).map(([k, v]) => `${auditFieldLabel(k)}: ${auditValue(k, v, accion)}`).join(', ');
  const text = String(value);
  if (key === 'estado' && text in ORDER_STATE_LABELS) return ORDER_STATE_LABELS[text as OrderState];
  if (key === 'estado' && text in PURCHASE_STATE_LABELS) return PURCHASE_STATE_LABELS[text as PurchaseState];
  if (key === 'rol') return capitalize(text);
  if (key === 'corte' && /^\d{2}:\d{2}$/.test(text)) return clockLabel(minuteOfDay(text));
  if (key === 'slug') return `/blog/${text}`;
  if (key === 'imgUrl') return 'Con foto';
  if (ISO_DATE.test(text)) return dateLabel(text);
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

/**
 * An entry's change, one line per field: an edit lists only what changed (a field the edit left out, like
 * a product's photo kept as it was, is no change); a creation or a deletion lists the record's values.
 */
export function auditChanges(entry: { accion: string; antes?: unknown; despues?: unknown }): AuditChange[] {
  const { accion, antes, despues } = entry;
  const line = (key: string, before: unknown, after: unknown): AuditChange => {
    // Two photos are both «Con foto»: say that it changed.
    if (key === 'imgUrl' && before && after) return { campo: auditFieldLabel(key), valor: 'Cambiada' };
    return { campo: auditFieldLabel(key), antes: auditValue(key, before, accion), valor: auditValue(key, after, accion) };
  };
  if (isRecord(antes) && isRecord(despues)) {
    return Object.keys(despues)
      .filter((k) => despues[k] !== undefined && !same(antes[k], despues[k]))
      .map((k) => line(k, antes[k], despues[k]));
  }
  const one = isRecord(despues) ? despues : isRecord(antes) && (despues === null || despues === undefined) ? antes : null;
  if (one) return Object.entries(one).map(([k, v]) => ({ campo: auditFieldLabel(k), valor: auditValue(k, v, accion) }));
  // A whole value: a yes/no setting, the carousel's order.
  const key = accion === 'ordenar_slides' ? 'orden' : '';
  const campo = WHOLE[accion] ?? 'Valor';
  const has = (v: unknown) => v !== null && v !== undefined;
  if (has(antes) && has(despues)) return same(antes, despues) ? [] : [{ campo, antes: auditValue(key, antes, accion), valor: auditValue(key, despues, accion) }];
  if (has(despues) || has(antes)) return [{ campo, valor: auditValue(key, has(despues) ? despues : antes, accion) }];
  return [];
}

/** A change as one line of text: «Precio: $18.00 → $21.50». */
export const auditChangeText = (c: AuditChange): string => `${c.campo}: ${c.antes === undefined ? c.valor : `${c.antes} → ${c.valor}`}`;
