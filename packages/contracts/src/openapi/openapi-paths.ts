import { z } from 'zod';
import {
  accountResponseSchema,
  authResponseSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateAccountInputSchema,
  updateAccountResponseSchema,
  verifyEmailInputSchema,
  verifyEmailResponseSchema,
} from '../accounts';
import { errorEnvelopeSchema, healthSchema, listErrorEnvelopeSchema, messageEnvelopeSchema } from '../shared/common';
import { configResponseSchema } from '../settings';
import { contactInputSchema } from '../contact';
import { cancelOrderResponseSchema, confirmOrderResponseSchema, createOrderInputSchema, createOrderResponseSchema, myOrdersResponseSchema, resumeOrderInputSchema } from '../orders';
import { confirmOrderInputSchema, stripeEventSchema, testPaymentInputSchema, testPaymentResponseSchema, webhookAckSchema } from '../payments';
import { categoriesResponseSchema, productsResponseSchema } from '../catalog';
import { articlesResponseSchema, promotionsResponseSchema, slidesResponseSchema } from '../content';

/** What GET /api/openapi.json answers (its own body is this document). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

/**
 * Every body schema of the document, by component name, with the side of the zod schema it shows:
 * what a client may send (`input`) or what the server answers (`output`).
 */
export const COMPONENTS = {
  ErrorEnvelope: [errorEnvelopeSchema, 'output'],
  ListErrorEnvelope: [listErrorEnvelopeSchema, 'output'],
  MessageEnvelope: [messageEnvelopeSchema, 'output'],
  ProductsResponse: [productsResponseSchema, 'output'],
  PromotionsResponse: [promotionsResponseSchema, 'output'],
  CategoriesResponse: [categoriesResponseSchema, 'output'],
  ArticlesResponse: [articlesResponseSchema, 'output'],
  SlidesResponse: [slidesResponseSchema, 'output'],
  ConfigResponse: [configResponseSchema, 'output'],
  Health: [healthSchema, 'output'],
  OpenApiDocument: [openApiDocumentSchema, 'output'],
  ContactInput: [contactInputSchema, 'input'],
  LoginInput: [loginInputSchema, 'input'],
  RegisterInput: [registerInputSchema, 'input'],
  AuthResponse: [authResponseSchema, 'output'],
  AccountResponse: [accountResponseSchema, 'output'],
  UpdateAccountInput: [updateAccountInputSchema, 'input'],
  UpdateAccountResponse: [updateAccountResponseSchema, 'output'],
  MyOrdersResponse: [myOrdersResponseSchema, 'output'],
  CreateOrderInput: [createOrderInputSchema, 'input'],
  CreateOrderResponse: [createOrderResponseSchema, 'output'],
  ResumeOrderInput: [resumeOrderInputSchema, 'input'],
  ConfirmOrderInput: [confirmOrderInputSchema, 'input'],
  ConfirmOrderResponse: [confirmOrderResponseSchema, 'output'],
  VerifyEmailInput: [verifyEmailInputSchema, 'input'],
  VerifyEmailResponse: [verifyEmailResponseSchema, 'output'],
  CancelOrderResponse: [cancelOrderResponseSchema, 'output'],
  TestPaymentInput: [testPaymentInputSchema, 'input'],
  TestPaymentResponse: [testPaymentResponseSchema, 'output'],
  StripeEvent: [stripeEventSchema, 'input'],
  WebhookAck: [webhookAckSchema, 'output'],
  ForgotPasswordInput: [forgotPasswordInputSchema, 'input'],
  ResetPasswordInput: [resetPasswordInputSchema, 'input'],
} as const satisfies Record<string, readonly [z.ZodType, 'input' | 'output']>;
export type ComponentName = keyof typeof COMPONENTS;

export type HttpMethod = 'get' | 'post' | 'patch';

export interface OperationSpec {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  tag: 'catalogo' | 'cuenta' | 'pedidos' | 'servicio';
  /** `required`: 401 without a valid token; `optional`: a token, when sent, must be valid. */
  auth?: 'required' | 'optional';
  /** JSON request body (`raw`: read as bytes, for the Stripe signature). */
  body?: ComponentName;
  raw?: boolean;
  status: 200 | 201;
  /** A JSON body, or a file download (`files`: the media types it may be). */
  response: ComponentName | { files: string[] };
  /** Takes the optional `x-idioma` header: the customer's language, that of the e-mails the call leads to. */
  idioma?: boolean;
  /** Path parameters (`/api/x/{id}`): name, description and allowed values. */
  params?: { name: string; description: string; schema: Record<string, unknown> }[];
  /** Error statuses this operation answers, all in the error envelope (the list one for `list`). */
  errors: readonly number[];
  /** A status whose body is not an envelope (health's 503 is a Health body). */
  errorBody?: { status: number; body: ComponentName };
  list?: boolean;
  description?: string;
}

/** Error statuses of every JSON body: invalid input, body too large, not JSON. */
const BODY = [400, 413, 415, 500] as const;
/**
 * What any request is refused for from its headers alone (the request gate, before any route): a body
 * that is not JSON (415) or over the limit (413) — a GET that sends one too. Always the plain error
 * envelope, also on list paths.
 */
export const GATE_STATUSES = [413, 415] as const;
/** Error statuses of a GET: a body it should not have sent, or the unexpected. */
const GET = [...GATE_STATUSES, 500] as const;

/**
 * 402, 502 and 503 are payment outcomes the server answers (declined card, payment provider down) that
 * API.md does not list: no operation documents them until they are part of the contract.
 */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Entrada inválida: el mensaje nombra el campo (o el JSON está mal formado).',
  401: 'Credenciales incorrectas, o token ausente o inválido donde se requiere.',
  402: 'El pago no se completó o la tarjeta fue rechazada.',
  404: 'Id desconocido (o ruta inexistente).',
  409: 'Conflicto con el estado actual.',
  413: 'Cuerpo mayor que el límite (x-body-limit-bytes).',
  415: 'Tipo de contenido no admitido: envía application/json.',
  429: 'Demasiadas solicitudes: límite contra abuso alcanzado.',
  500: 'Error inesperado (sin traza, SQL ni secretos).',
  502: 'El procesador de pagos respondió con un error.',
  503: 'No se pudo contactar al procesador de pagos.',
};

const list = (path: string, operationId: string, summary: string, response: ComponentName): OperationSpec => ({
  method: 'get', path, operationId, summary, tag: 'catalogo', status: 200, response, errors: GET, list: true,
});

/** Every operation of the REST contract (API.md), in its order. */
export const OPERATIONS: readonly OperationSpec[] = [
  list('/api/productos', 'listarProductos', 'Productos vigentes hoy', 'ProductsResponse'),
  list('/api/promocionesActive', 'listarPromociones', 'Promociones activas hoy', 'PromotionsResponse'),
  list('/api/categorias', 'listarCategorias', 'Categorías y totales por categoría', 'CategoriesResponse'),
  list('/api/articulos-blog', 'listarArticulos', 'Artículos del blog (más recientes primero)', 'ArticlesResponse'),
  list('/api/carouselActive', 'listarCarrusel', 'Diapositivas activas del carrusel', 'SlidesResponse'),
  { method: 'post', path: '/api/send-contact', operationId: 'enviarContacto', summary: 'Enviar un mensaje de contacto', tag: 'servicio', body: 'ContactInput', status: 200, response: 'MessageEnvelope', errors: [...BODY, 429] },
  { method: 'post', path: '/api/login', operationId: 'iniciarSesion', summary: 'Iniciar sesión', tag: 'cuenta', body: 'LoginInput', status: 200, response: 'AuthResponse', errors: [...BODY, 401, 429] },
  { method: 'post', path: '/api/registrar', operationId: 'registrar', summary: 'Crear una cuenta', tag: 'cuenta', body: 'RegisterInput', idioma: true, status: 201, response: 'AuthResponse', errors: [...BODY, 409, 429] },
  {
    method: 'post', path: '/api/crear-pedido', operationId: 'crearPedido', summary: 'Crear un pedido e iniciar su pago', tag: 'pedidos', auth: 'optional',
    body: 'CreateOrderInput', idioma: true, status: 201, response: 'CreateOrderResponse', errors: [...BODY, 401, 404, 409, 429, 502, 503],
    description:
      'Sin token es un pedido de invitado; un token enviado debe ser válido. `data` es el client secret del pago. Repetir `clave_idempotencia` devuelve el mismo pedido; 409 si la clave llega con otro pedido o el pedido ya se canceló.',
  },
  {
    method: 'post', path: '/api/reanudar-pago', operationId: 'reanudarPago', summary: 'Reanudar el pago de un pedido pendiente', tag: 'pedidos', auth: 'required',
    body: 'ResumeOrderInput', status: 200, response: 'CreateOrderResponse', errors: [...BODY, 401, 404, 409, 429, 502, 503],
    description: 'Mismo cuerpo de respuesta que crear-pedido: `data` es el client secret del pago.',
  },
  {
    method: 'post', path: '/api/cancelar-pedido', operationId: 'cancelarPedido', summary: 'Cancelar un pedido sin pagar de la cuenta', tag: 'pedidos', auth: 'required',
    body: 'ResumeOrderInput', status: 200, response: 'CancelOrderResponse', errors: [...BODY, 401, 404, 409, 429, 503],
  },
  { method: 'post', path: '/api/confirmar-pedido', operationId: 'confirmarPedido', summary: 'Confirmar el pago de un pedido', tag: 'pedidos', body: 'ConfirmOrderInput', status: 200, response: 'ConfirmOrderResponse', errors: [...BODY, 402, 404, 409, 429, 502, 503] },
  { method: 'get', path: '/api/config', operationId: 'configuracion', summary: 'Configuración pública de la tienda', tag: 'servicio', status: 200, response: 'ConfigResponse', errors: GET },
  {
    method: 'post', path: '/api/pago-prueba', operationId: 'pagoPrueba', summary: 'Pagar con una tarjeta de prueba', tag: 'pedidos', body: 'TestPaymentInput', status: 200, response: 'TestPaymentResponse', errors: [...BODY, 402, 404, 409, 429],
    description: 'Solo en modo de prueba de pagos; 404 cuando Stripe está configurado; 409 si el pedido se canceló.',
  },
  {
    method: 'post', path: '/api/stripe/webhook', operationId: 'webhookStripe', summary: 'Eventos firmados de Stripe', tag: 'pedidos', body: 'StripeEvent', raw: true, status: 200, response: 'WebhookAck', errors: [400, 404, 413, 500],
    description: 'Cuerpo crudo verificado con la cabecera Stripe-Signature; 400 con una firma inválida, 404 sin Stripe configurado. Un evento repetido también responde `{ received: true }`.',
  },
  {
    method: 'post', path: '/api/forgot-password', operationId: 'olvideContrasena', summary: 'Pedir un enlace para restablecer la contraseña', tag: 'cuenta', body: 'ForgotPasswordInput', status: 200, response: 'MessageEnvelope', errors: [...BODY, 429],
    description: 'La misma respuesta exista o no el correo.',
  },
  {
    method: 'post', path: '/api/verificar-correo/solicitar', operationId: 'solicitarVerificacionCorreo', summary: 'Enviar el enlace que verifica el correo de la cuenta', tag: 'cuenta', auth: 'required',
    status: 200, response: 'MessageEnvelope', errors: [401, 429, 500],
  },
  {
    method: 'post', path: '/api/verificar-correo', operationId: 'verificarCorreo', summary: 'Verificar el correo con el enlace (une los pedidos como invitado)', tag: 'cuenta',
    body: 'VerifyEmailInput', status: 200, response: 'VerifyEmailResponse', errors: [...BODY, 429],
  },
  { method: 'post', path: '/api/reset-password', operationId: 'restablecerContrasena', summary: 'Restablecer la contraseña con el enlace', tag: 'cuenta', body: 'ResetPasswordInput', status: 200, response: 'MessageEnvelope', errors: [...BODY, 429] },
  { method: 'get', path: '/api/mis-pedidos', operationId: 'misPedidos', summary: 'Pedidos de la cuenta', tag: 'pedidos', auth: 'required', status: 200, response: 'MyOrdersResponse', errors: [401, ...GET] },
  {
    method: 'get', path: '/api/mis-pedidos/{pedido}/factura/{archivo}', operationId: 'facturaDePedido', summary: 'Descargar la factura (PDF o XML) de un pedido', tag: 'pedidos', auth: 'required',
    params: [
      { name: 'pedido', description: 'Número del pedido.', schema: { type: 'string', pattern: '^[1-9]\\d{0,9}$' } },
      { name: 'archivo', description: 'Representación impresa (`pdf`) o CFDI timbrado (`xml`).', schema: { type: 'string', enum: ['pdf', 'xml'] } },
    ],
    status: 200, response: { files: ['application/pdf', 'application/xml'] }, errors: [400, 401, 404, 500],
    description: 'Solo del dueño de la cuenta y una vez emitida (404 mientras tanto); `Content-Disposition: attachment`.',
  },
  { method: 'get', path: '/api/mi-cuenta', operationId: 'miCuenta', summary: 'Datos de la cuenta', tag: 'cuenta', auth: 'required', status: 200, response: 'AccountResponse', errors: [401, ...GET] },
  {
    method: 'patch', path: '/api/mi-cuenta', operationId: 'actualizarMiCuenta', summary: 'Actualizar teléfono y direcciones', tag: 'cuenta', auth: 'required',
    body: 'UpdateAccountInput', status: 200, response: 'UpdateAccountResponse', errors: [...BODY, 401, 404],
  },
  { method: 'get', path: '/api/health', operationId: 'salud', summary: 'Estado del servicio y de la base de datos', tag: 'servicio', status: 200, response: 'Health', errors: [...GET, 503], errorBody: { status: 503, body: 'Health' }, description: 'Con la base de datos inalcanzable responde 503 con `{ status: "error", db: "error" }`.' },
  { method: 'get', path: '/api/openapi.json', operationId: 'openapi', summary: 'Este documento OpenAPI', tag: 'servicio', status: 200, response: 'OpenApiDocument', errors: GET },
];
