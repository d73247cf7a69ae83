import { z } from 'zod';
import { systemNow } from './platform/clock';
import { toCentavos } from '@huerta/contracts';

/**
 * The only reader of process.env. Everything has a safe local default except real secrets;
 * production refuses to start without a strong JWT secret.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The same, on unless set to false/0. */
const boolOn = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v !== 'false' && v !== '0');

const pesos = z.coerce.number().nonnegative().max(1_000_000);
const ms = z.coerce.number().int().min(100).max(600_000);

const DATABASE_URL_PATTERN = /^(file:.+|postgres(ql)?:\/\/.+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(DATABASE_URL_PATTERN, 'DATABASE_URL debe ser una ruta «file:…» (SQLite) o una URL «postgres://…» (PostgreSQL)')
      .default('file:./data/huerta.db'),
    STORE_NAME: z.string().min(1).max(80).default('Huerta Baja'),
    SHOP_PHONE: z.string().min(1).max(30).default('+52 646 555 0142'),
    SHOP_EMAIL: z.email().default('hola@huertabaja.mx'),
    SHOP_WHATSAPP: z.string().min(1).max(30).optional(),
    SHIPPING_FEE: pesos.default(100),
    FREE_SHIPPING_ABOVE: pesos.default(500),
    SHOP_TIMEZONE: z.string().min(1).default('America/Tijuana'),
    /** Defaults to the port the server listens on (see loadConfig). */
    PUBLIC_URL: z.url().optional(),
    WEB_DIST: z.string().optional(),
    /** `off`: every storefront page is the plain shell (no first screen rendered on the server). */
    WEB_SSR: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    JWT_SECRET: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    /** The PAC's API address (Facturapi's own by default); tests point it at their local fake PAC. */
    FACTURAPI_URL: z.url().optional(),
    RATE_LIMIT_DISABLED: bool,
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    REQUEST_TIMEOUT_MS: ms.default(30_000),
    HEADERS_TIMEOUT_MS: ms.default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: ms.default(72_000),
    UNPAID_ORDER_TIMEOUT_HOURS: z.coerce.number().positive().max(24 * 90).default(24),
    /** The first start's stock: realistic (tens to a few hundred, two products out), or not counted (load tests). */
    SEED_STOCK: z.enum(['realista', 'sin-limite']).default('realista'),
    /**
     * The first start's four weeks of buying and selling (suppliers, lots, delivered orders, waste: seed/history.ts),
     * with SEED_STOCK=realista. Off in the test harnesses, which count orders and stock from zero.
     */
    SEED_HISTORY: boolOn,
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'no puede ser mayor que REQUEST_TIMEOUT_MS' });
    }
    if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('file:') && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
      // Every process must sign and check sessions with the same secret; one generated beside a SQLite file can't be shared.
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET (≥ 32 caracteres) es obligatorio con PostgreSQL' });
    }
    if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET (≥ 32 caracteres) es obligatorio en producción' });
    }
  });

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuración inválida:\n${lines}`);
  }
  const e = parsed.data;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          host: e.STRIPE_API_HOST,
          port: e.STRIPE_API_PORT,
          protocol: e.STRIPE_API_PROTOCOL,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    webDist: e.WEB_DIST,
    webSsr: e.WEB_SSR === 'on',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    timezone: e.SHOP_TIMEZONE,
    store: { nombre: e.STORE_NAME, telefono: e.SHOP_PHONE, whatsapp: e.SHOP_WHATSAPP ?? e.SHOP_PHONE, email: e.SHOP_EMAIL },
    shipping: { feeCentavos: toCentavos(e.SHIPPING_FEE), freeAboveCentavos: toCentavos(e.FREE_SHIPPING_ABOVE) },
    jwtSecret: e.JWT_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.STORE_NAME} <${e.SHOP_EMAIL}>` },
    stripe,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    pacUrl: e.FACTURAPI_URL ?? null,
    rateLimit: { disabled: e.RATE_LIMIT_DISABLED, multiplier: e.RATE_LIMIT_MULTIPLIER },
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: e.HEADERS_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
    unpaidOrderTimeoutMs: Math.round(e.UNPAID_ORDER_TIMEOUT_HOURS * 3_600_000),
    seedStock: e.SEED_STOCK,
    seedHistory: e.SEED_HISTORY,
    /** The shop's clock. Always the system's in a running shop; tests pass their own (createTestApp's `now`). */
    now: systemNow,
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
