import compress from '@fastify/compress';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createCatalogLane, type CatalogLane } from './modules/catalog';
import type { AppConfig } from './config';
import { openDatabase } from './schema';
import { seedIfEmpty } from './seed/seed';
import { ensureProductSlugs } from './modules/catalog';
import { classifyError } from './platform/http/http-errors';
import { asAppError } from './platform/errors';
import { BODY_LIMIT, MAX_BATCH_CALLS, bodyStillArriving, lingerOnClose, refusalFor, sendRefusal } from './platform/http/request-gate';
import { apiSecurityHeaders, fileSecurityHeaders, HELMET_OPTIONS, isPageFile, staticSecurityHeaders, withScriptHashes } from './platform/http/security-headers';
import { firstPaintScript } from './platform/http/send-shell';
import { defaultAdminDist, defaultWebDist } from './platform/paths';
import { registerAdminStatic } from './admin-static';
import { accountRoutes } from './modules/accounts/rest';
import { catalogRoutes } from './modules/catalog/rest';
import { addressLimits } from './platform/limits/route-limits';
import { orderRoutes } from './modules/orders/rest';
import { paymentRoutes } from './modules/payments/rest';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook-rest';
import { contactRoutes } from './modules/contact/rest';
import { createServices, type Services } from './services';
import { RateLimitedError } from './platform/limits/limits';
import { createContextFactory } from './trpc/context';
import { appRouter, createCaller, type AppRouter } from './trpc/router';
import { createFirstScreen } from './modules/first-screen';
import { dirname, join } from 'node:path';
import { registerWebStatic } from './web-static';
import { imagePreload } from './platform/http/send-shell';
import { HERO_IMAGE_SIZES, srcSetOf } from '@huerta/contracts/rules';
import { openapiRoutes } from './openapi-route';
import { messageIn } from './platform/i18n/error-text';
import { idiomaOfHeaders } from './platform/i18n/locale';
import { listedCategories, pageHeads } from './modules/seo';
import { sitemapRoutes } from './modules/seo/sitemap-rest';
import { ogImageRoutes } from './modules/seo/og-image-rest';
import { adminRouter, type AdminRouter } from './admin-router';
import { createAdminContextFactory } from './trpc/admin';
import { catalogCsvRoutes } from './modules/catalog/catalog-csv-rest';
import { exportRoutes } from './modules/orders/export-rest';
import { marginCsvRoutes } from './modules/margins/margins-csv-rest';
import { imageUploadRoutes } from './modules/images/admin-rest';
import { facturaRoutes } from './modules/facturas/rest';
import { selfInvoiceRoutes } from './modules/facturas/self-invoice-rest';
import { uploadedImageRoutes } from './modules/images/rest';
import { reminderRoutes } from './modules/reminders/rest';
import { problemPhotoRoutes } from './modules/problems/rest';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which documented envelope an error on this route is answered in. */
    envelope?: 'list' | 'action';
  }
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  /**
   * @fastify/compress compresses a body up to this size in one call, a larger one through a stream (its
   * default depends on the CPU count, 4–64 KB). The compression test sets 0, so every compressed answer takes
   * the streaming path — where a route that does not hand its reply back to Fastify answers empty.
   */
  compressSyncThreshold?: number;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Set once the services exist; until then (and for anything not a catalogue read) Fastify answers.
  let lane: CatalogLane | null = null;
  let apiHeaders: Record<string, string> = {};
  const { timeouts } = config;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // The server Fastify would create, with the catalogue lane in front of its router (catalog-lane.ts).
    serverFactory: (handler) => {
      const server = createServer(
        {
          // A request must arrive whole, body included, within requestTimeout and its headers within
          // headersTimeout; Node checks every connectionsCheckingInterval (30 s by default, which let a
          // trickling client hold a socket for up to twice the timeout).
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: 500,
        },
        (req: IncomingMessage, res: ServerResponse) => {
          // Refused from its headers alone, before Fastify reads a byte of the body.
          const refusal = refusalFor(req);
          if (refusal) sendRefusal(res, refusal, apiHeaders);
          else if (!lane?.handle(req, res)) handler(req, res);
        },
      );
      server.keepAliveTimeout = timeouts.keepAliveMs;
      return server;
    },
  });
  const database = await openDatabase(config.databaseUrl);
  // The demo's weeks of buying and selling, on a new shop's first start (off in the test harnesses).
  await seedIfEmpty(database, config.seedStock, config.seedHistory ? { now: config.now(), timeZone: config.timezone, shipping: config.shipping } : undefined);
  await ensureProductSlugs(database);
  const services = await createServices(config, database, app.log);
  if (config.env === 'production' && !config.stripe) {
    app.log.warn('⚠️  MODO DE PRUEBA DE PAGOS EN PRODUCCIÓN: no se cobra dinero real. Configura STRIPE_SECRET_KEY y STRIPE_PUBLISHABLE_KEY.');
  }
  app.decorate('services', services);
  services.unpaidOrders.start();
  services.standingOrders.start();
  services.stamping.start();
  services.reminders.start();
  services.substitutionJob.start();
  // Printed on every start while the shop has no staff (in-process tests, silent, make their own links).
  if (config.env !== 'test' || config.logLevel !== 'silent') await services.staff.announceSetupLink();
  app.addHook('onClose', async () => {
    await services.unpaidOrders.stop();
    await services.standingOrders.stop();
    await services.stamping.stop();
    await services.reminders.stop();
    await services.substitutionJob.stop();
    await database.close();
  });

  // The same headers on every response, computed once (see security-headers.ts for why not per request).
  const firstPaint = firstPaintScript(config.webDist ?? defaultWebDist);
  const pageHeaders = staticSecurityHeaders(withScriptHashes(HELMET_OPTIONS, firstPaint ? [firstPaint.cspSource] : []));
  apiHeaders = apiSecurityHeaders(pageHeaders);
  const catalogLane = createCatalogLane(services.catalog, apiHeaders, services.buyerList);
  lane = catalogLane;
  // Requests that reach Fastify without the raw server (inject in tests) take the same gate and lane here.
  app.addHook('onRequest', (req, reply, done) => {
    const refusal = refusalFor(req.raw);
    if (refusal) {
      reply.hijack();
      sendRefusal(reply.raw, refusal, apiHeaders);
    } else if (catalogLane.handle(req.raw, reply.raw)) reply.hijack();
    done();
  });
  // JSON answers are private and not stored unless their route says otherwise (the catalogue's lists, the
  // OpenAPI document, images): an account's orders, a login's token or a staff page must not sit in a
  // shared or browser cache.
  const apiAnswerHeaders = { ...apiHeaders, 'cache-control': 'private, no-store' };
  const fileHeaders = fileSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') || req.url.startsWith('/trpc/') || req.url.startsWith('/admin/trpc/') ? apiAnswerHeaders : isPageFile(req.url) ? fileHeaders : pageHeaders);
    done();
  });
  // An unknown API path is a 404 before its body is read (Fastify would parse it first: a bad body got 400).
  app.addHook('onRequest', (req, reply, done) => {
    if (!reply.sent && req.is404 && (req.url.startsWith('/api/') || req.url.startsWith('/trpc/'))) reply.code(404).send({ success: false, message: 'Ruta no encontrada.' });
    else done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], ...(options.compressSyncThreshold === undefined ? {} : { syncThreshold: options.compressSyncThreshold }) });
  const limits = addressLimits(services.limits);

  app.setErrorHandler((error, request, reply) => {
    const classified = classifyError(error);
    const { status } = classified;
    // A REST client that asked for English (`x-idioma: en`) gets a refusal's English where it has one.
    const message = messageIn(error, idiomaOfHeaders(request.headers)) ?? classified.message;
    if (status >= 500) request.log.error({ err: error }, 'error inesperado');
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    // A body cut at the limit, or refused before it was read (an upload's 401 from its onRequest), is
    // still arriving: close instead of reading the rest, lingering so the answer is not lost to a reset.
    if (status === 413 || status === 415 || bodyStillArriving(request.raw)) {
      reply.header('connection', 'close');
      lingerOnClose(reply.raw);
    }
    // A refusal about one input field (a discount code's `codigo`) names it, for a form to show it beside that field.
    const campo = asAppError(error)?.campo;
    const envelope = request.routeOptions.config?.envelope === 'list' ? { success: false, data: [], response: message } : { success: false, message, ...(campo ? { campo } : {}) };
    return reply.code(status).send(envelope);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: createContextFactory(services),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'error en tRPC');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // The back office's API: its own router and context (staff sessions in a cookie, never shoppers' tokens).
  await app.register(fastifyTRPCPlugin, {
    prefix: '/admin/trpc',
    trpcOptions: {
      router: adminRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: createAdminContextFactory(services),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'error en el panel');
      },
    } satisfies FastifyTRPCPluginOptions<AdminRouter>['trpcOptions'],
  });
  exportRoutes(app, services);
  marginCsvRoutes(app, services);
  catalogCsvRoutes(app, services);
  imageUploadRoutes(app, services);
  facturaRoutes(app, services);
  selfInvoiceRoutes(app, services);
  uploadedImageRoutes(app, services);
  problemPhotoRoutes(app, services);
  catalogRoutes(app, services, catalogLane);
  accountRoutes(app, services, limits);
  orderRoutes(app, services, limits);
  paymentRoutes(app, services, limits);
  contactRoutes(app, services);
  reminderRoutes(app, services);
  await stripeWebhookRoutes(app, services);
  openapiRoutes(app);

  const storeName = async () => (await services.catalog.shop()).nombre;
  const web = await registerWebStatic(app, config.webDist ?? defaultWebDist, {
    storeName,
    heroPreload: async () => {
      const first = (await services.catalog.slides()).value[0];
      // The same candidates and sizes as the hero's <img> (apps/web hero-slider.tsx).
      return first ? imagePreload(first.img_slider, srcSetOf(first.img_slider, 'slide'), HERO_IMAGE_SIZES) : '';
    },
    checks: {
      '/blog/$slug': async (slug) => (await services.catalog.articleBySlug(slug)) !== undefined,
      // A retired product's address is a 404 (its page, sent with it, links to its category).
      '/producto/$slug': async (slug) => {
        const page = /^[a-z0-9-]{1,140}$/.test(slug) ? await services.catalog.productPage(slug) : undefined;
        return page !== undefined && !('retirado' in page);
      },
      '/categoria/$slug': async (slug) => (await listedCategories(services)).some((c) => c.slug === slug),
    },
    pageHead: pageHeads(services, config.publicUrl),
    firstScreen: config.webSsr ? firstScreenOf(services, config.webDist ?? defaultWebDist, app.log) : null,
    firstPaint: firstPaint?.text,
  });
  sitemapRoutes(app, services);
  ogImageRoutes(app, services, config.webDist ?? defaultWebDist);

  const admin = await registerAdminStatic(app, defaultAdminDist, storeName);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The back office's deep links (/admin/pedidos/12) load its app; its API and assets are 404s as usual.
    const adminPage = path.startsWith('/admin/') && !path.startsWith('/admin/trpc') && !path.startsWith('/admin/assets/');
    if (adminPage && admin && (request.method === 'GET' || request.method === 'HEAD')) return admin.sendShell(request, reply);
    const isApi = path.startsWith('/api') || path.startsWith('/trpc');
    // Deep links such as /tienda or /checkout are client routes: answer them with the app shell. A
    // missing build file (an old chunk after a deploy) is a 404, never HTML the browser can't run.
    const isFile = path.startsWith('/assets/') || path.startsWith('/img/');
    if (!isApi && !isFile && web && (request.method === 'GET' || request.method === 'HEAD')) return web.sendShell(request, reply);
    return reply.code(404).send({ success: false, message: 'Ruta no encontrada.' });
  });

  return app;
}

/**
 * The storefront's first screens (modules/first-screen), rendered by the web's server build beside its public one,
 * from the same tRPC procedures the browser calls — called in-process, as an anonymous visitor in the page's language.
 */
function firstScreenOf(services: Services, webDist: string, log: FastifyInstance['log']) {
  const callers = { es: createCaller({ services, authorization: undefined, ip: '127.0.0.1', idioma: 'es' }), en: createCaller({ services, authorization: undefined, ip: '127.0.0.1', idioma: 'en' }) };
  return createFirstScreen({
    dir: join(dirname(webDist), 'dist-ssr'),
    webDist,
    ask: ({ procedimiento, input }, locale) => {
      const [scope, name] = procedimiento.split('.') as [string, string];
      const procedure = (callers[locale] as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[scope]?.[name];
      if (!procedure) throw new Error(`unknown procedure ${procedimiento}`);
      return procedure(input);
    },
    log: (error, message) => log.warn({ err: error }, message),
  });
}
