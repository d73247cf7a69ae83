import type { z } from 'zod';
import type { MailText } from './i18n/mail-text';

/** An expected failure with the HTTP status and Spanish message the caller sees. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * The message in a language (platform/i18n/error-text.ts): what the storefront's English pages are told
     * (`x-idioma: en`). Without it, the Spanish message is all there is.
     */
    readonly inLanguage?: (m: MailText) => string,
    /** The input field the refusal is about (`codigo`): a form shows the message beside it. */
    readonly campo?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** What a buyer is told when every database connection stayed busy for the pool's whole wait (platform/db/postgres.ts). */
export const SHOP_BUSY = 'La tienda está atendiendo a muchos clientes a la vez. Intenta de nuevo en unos segundos.';
// node-postgres's pool rejects with this when no connection frees up in time; drizzle may wrap it as a cause.
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * The AppError a thrown value stands for: itself, or a 503 for a database too busy to answer (a crowd, not a
 * fault: the caller should try again) — anything else is unexpected (undefined).
 */
export function asAppError(error: unknown): AppError | undefined {
  let e = error;
  for (let depth = 0; depth < 5 && e instanceof Error; depth++, e = e.cause) {
    if (e instanceof AppError) return e;
    if (e.message === POOL_TIMEOUT) return new AppError(503, SHOP_BUSY);
  }
  return undefined;
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'No autorizado: inicia sesión de nuevo.') => new AppError(401, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A refusal about one field of the input (the form shows it beside that field): `fields: { [campo]: message }`. */
export const fieldError = (status: number, campo: string, message: string) => new AppError(status, message, undefined, campo);

/** How a shopper calls each field (what the forms' labels say), for messages that name it. */
const FIELD_LABELS: Record<string, string> = {
  nombre: 'Nombre',
  direccion: 'Dirección',
  direccion_facturacion: 'Dirección de facturación',
  telefono: 'Teléfono',
  tel: 'Teléfono',
  email: 'Correo electrónico',
  usuario: 'Correo electrónico',
  correo: 'Correo electrónico',
  password: 'Contraseña',
  mensaje: 'Mensaje',
  productos: 'Carrito',
  items: 'Cantidad',
  // A weight typed at packing (weighLineInputSchema): its messages say «El peso…» themselves.
  gramos: 'Peso',
  id: 'Producto',
  token: 'Enlace',
  slug: 'Artículo',
  tipo: 'Tipo de imagen',
  codigo_postal: 'Código postal',
  factura: 'Factura',
  datos_fiscales: 'Datos fiscales',
  rfc: 'RFC',
  razon_social: 'Razón social',
  regimen_fiscal: 'Régimen fiscal',
  uso_cfdi: 'Uso de CFDI',
  codigo_postal_fiscal: 'Código postal fiscal',
  descripcion: 'Descripción',
  productoId: 'Producto',
  encuadre: 'Encuadre',
  numero_tarjeta: 'Número de tarjeta',
  vencimiento: 'Vencimiento',
  cvc: 'CVC',
  pedido_id: 'Pedido',
  clave_idempotencia: 'Clave del pedido',
  payment_intent: 'Pago',
  payment_intent_client_secret: 'Pago',
  // The back office's fields.
  dia: 'Día',
  desde: 'Desde',
  hasta: 'Hasta',
  pagina: 'Página',
  porPagina: 'Pedidos por página',
  ids: 'Pedidos',
  estado: 'Estado',
  q: 'Búsqueda',
  orden: 'Orden',
  sentido: 'Sentido del orden',
  rol: 'Rol',
  activo: 'Activo',
  texto: 'Respuesta',
  sesion: 'Sesión',
  codigo: 'Código',
  actual: 'Contraseña actual',
  nueva: 'Contraseña nueva',
  obligatorio: 'Verificación obligatoria',
  entidad: 'Tipo de registro',
  personalId: 'Persona',
  categoriaId: 'Categoría',
  precio: 'Precio',
  cantidad: 'Unidad',
  descuento: 'Descuento',
  fechaVigInicio: 'Inicio de vigencia',
  fechaVigFin: 'Fin de vigencia',
  disponibles: 'Existencias',
  umbralBajo: 'Mínimo',
  agotado: 'Agotado',
  cambios: 'Cambios',
  producto: 'Producto',
  filtro: 'Filtro',
  titulo: 'Título',
  resumen: 'Resumen',
  contenido: 'Contenido',
  autor: 'Autor',
  fechaPublicacion: 'Fecha de publicación',
  imgUrl: 'Imagen',
  articulo: 'Artículo',
  // The buyer's inputs (issue 46): their messages say «El costo…», «El lote…» themselves.
  costoCentavos: 'Costo',
  loteId: 'Lote',
  vence: 'Fecha de caducidad',
  // The buyer's fields (issue 46).
  diasEntrega: 'Días de entrega',
  contacto: 'Contacto',
  whatsapp: 'WhatsApp',
  notas: 'Notas',
  proveedorId: 'Proveedor',
  empaque: 'Empaque',
  empaqueCantidad: 'Cantidad del empaque',
  llegada: 'Llegada',
  lineas: 'Productos',
  ordenes: 'Órdenes',
  paquetes: 'Paquetes',
  // «Cupones» (issue 47): as the owner's form labels them.
  valor: 'Valor',
  minimoCentavos: 'Subtotal mínimo',
  usosMax: 'Usos en total',
  usosPorCliente: 'Usos por cliente',
  primerPedido: 'Solo primer pedido',
  zonas: 'Zonas',
  categorias: 'Categorías',
  clientes: 'Clientes',
};

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The first problem, naming its field the way the form labels it ("Teléfono: …"; "Carrito, producto 2,
 * cantidad: …"), so the shopper knows what to fix — never a raw key such as "password:". A message
 * that already names its field ("La contraseña debe…", "La cantidad debe…") is left as it is.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Datos inválidos.';
  if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}.`;
  const keys = issue.path.filter((k): k is string => typeof k === 'string');
  const line = issue.path.find((k): k is number => typeof k === 'number');
  const labels = keys.map((k) => FIELD_LABELS[k] ?? k);
  if (labels.length === 0) return issue.message;
  const last = labels.at(-1)!;
  // Named by its label or by its own key («La cantidad debe…» for `cantidad`, whose label is the product form's «Unidad»).
  if (line === undefined && [last, keys.at(-1)!].some((name) => fold(issue.message).includes(fold(name)))) return issue.message;
  const where = line === undefined ? labels.join(', ') : `${labels[0]}, producto ${line + 1}${labels.length > 1 ? `, ${labels.slice(1).join(', ').toLowerCase()}` : ''}`;
  return `${where}: ${issue.message}`;
}

/**
 * Each top-level field's first message, for a form to show beside its input (`{ telefono: 'Escribe un
 * teléfono de 10 dígitos…' }`). Messages only, from the contracts: never the input itself.
 */
export function zodFieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Parses with a contract schema, turning a failure into a 400 that names the field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
