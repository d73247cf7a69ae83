import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from './config';
import type { Database, Db } from './platform/db/database';
import { parseDatabaseUrl } from './platform/db/open';
import { createToday } from './platform/clock';
import { createTokens, resolveJwtSecret } from './platform/jwt';
import { createDashboard } from './modules/orders';
import { createAdminMessages } from './modules/contact';
import { createAdminOrders } from './modules/orders';
import { createDriverRoute } from './modules/drivers';
import { createDeliveryCrew } from './modules/drivers';
import { createWeighing } from './modules/weighing';
import { createMarginReports, createOrderMargin } from './modules/margins';
import { createAuditLog } from './modules/staff';
import { createAdminArticles } from './modules/content';
import { createAdminCustomers } from './modules/orders';
import { createAdminProducts } from './modules/catalog';
import { createAdminPromotions } from './modules/content';
import { createAdminSlides } from './modules/content';
import { createAdminTranslations } from './modules/content';
import { createStaffService } from './modules/staff';
import { createTwoFactor } from './modules/staff';
import { createImages } from './modules/images';
import { shopInfo } from './modules/settings';
import { createDeliverySlots } from './modules/delivery';
import { createShopSettings } from './modules/settings';
import { createPaymentSettings } from './modules/payments';
import { createSimulatedPayments } from './modules/orders';
import { createShopTexts } from './modules/content';
import { createAdminDelivery } from './modules/delivery';
import { toPesos } from '@huerta/contracts';
import { createSettings } from './modules/settings';
import { createAccountsService } from './modules/accounts';
import { createCatalogService } from './modules/catalog';
import { createContactService } from './modules/contact';
import { createEmailVerification } from './modules/accounts';
import { createLimitedActions } from './modules/accounts';
import { createLimits } from './platform/limits/limits';
import { createMailer } from './modules/mail';
import { createOrdersService } from './modules/orders';
import { changeLinks, createOrderChanges } from './modules/order-changes';
import { createPackedCharge } from './modules/payments';
import { createPackedDifference } from './modules/payments';
import { createWeightSettings } from './modules/weighing';
import { createBusinesses } from './modules/business';
import { createBuyerList, searchSatKeys } from './modules/catalog';
import { createBusinessPeople } from './modules/business';
import { createBusinessCredit } from './modules/business';
import { createStandingOrders } from './modules/standing';
import { createLotViews, createReceiving, createWaste, drawForOrder, giveBackForOrder } from './modules/buying';
import { createDemand } from './modules/standing';
import { createPurchaseOrders, createPurchaseProposal, createSuppliers } from './modules/buying';
import { createPriceLists } from './modules/business';
import { createBilling, createCancellation, createCfdiList, createCreditNotes, createFacturapiPac, createFacturas, createGlobalInvoice, createPaymentComplements, createSatKeySearch, createSelfInvoice, createStamping, createTestPac, selfInvoiceLinks } from './modules/facturas';
import { createUnpaidSweeper } from './modules/orders';
import { createStripeClient, createStripeProvider } from './modules/payments';
import { createTestCheckout } from './modules/orders';
import { createStripeCustomers } from './modules/payments';
import { createStripeCardSetup } from './modules/payments';
import { createSavedCards } from './modules/payments';
import { createTestProvider, type TestProvider } from './modules/payments';
import { createReminders } from './modules/reminders';
import { createSubstitutionSettings, createSubstitutions, substitutionJob } from './modules/substitutions';
import { createProblemDecisions, createProblemReports, problemLinks } from './modules/problems';
import { createAdminCoupons, createCoupons } from './modules/coupons';

/** Every service the two faces (tRPC and REST) call; built once per app. */
export async function createServices(config: AppConfig, database: Database, log: FastifyBaseLogger) {
  const { now } = config;
  const today = createToday(config.timezone, now);
  const mailer = createMailer(config.mail, database, log);
  const target = parseDatabaseUrl(config.databaseUrl);
  // On PostgreSQL the config requires JWT_SECRET; only a SQLite shop may keep a generated one beside its file.
  const jwtSecret = resolveJwtSecret(config.jwtSecret, target.engine === 'sqlite' ? target.path : null);
  const tokens = createTokens(jwtSecret);

  let stripe: Stripe | null = null;
  let testPayments: TestProvider | null = null;
  if (config.stripe) stripe = await createStripeClient(config.stripe);
  else testPayments = createTestProvider(database);
  const stripeCustomers = createStripeCustomers(database);
  const provider = stripe ? createStripeProvider(stripe, stripeCustomers) : testPayments!;
  const savedCards = createSavedCards({ database, test: testPayments, stripe: stripe ? createStripeCardSetup(stripe, stripeCustomers) : null });

  // The environment's shop data and shipping rule are the first values; the owner changes them in the back office.
  const catalog = createCatalogService(database, today, {
    ...config.store,
    envioCosto: toPesos(config.shipping.feeCentavos),
    envioGratisDesde: toPesos(config.shipping.freeAboveCentavos),
  });
  const shop = shopInfo(catalog);
  // Each payment on account gets its complemento de pago (built below: called after the commit, never before).
  const credit = createBusinessCredit({ database, mailer, shop, today, timezone: config.timezone, paid: (ids) => complements.paid(ids) });
  const businessPeople = createBusinessPeople({ database, mailer, shop, publicUrl: config.publicUrl, catalog, credit });
  const settings = createSettings(database);
  const facturas = createFacturas({ database, mailer, shop, publicUrl: config.publicUrl, settings });
  // The test mode searches the SAT catalogue subset the shop ships; a real PAC searches the whole catalogue.
  const billing = createBilling({
    database,
    settings,
    pacs: {
      test: () => createTestPac({ searchProducts: async (q) => searchSatKeys({ tipo: 'producto', q }), searchUnits: async (q) => searchSatKeys({ tipo: 'unidad', q }) }),
      real: (apiKey) => createFacturapiPac({ apiKey, baseUrl: config.pacUrl ?? undefined, timeZone: config.timezone }),
    },
  });
  const stamping = createStamping({ database, billing, mailer, shop, publicUrl: config.publicUrl, timezone: config.timezone, now, log });
  const complements = createPaymentComplements({ database, stamping, log });
  const globalInvoice = createGlobalInvoice({ database, stamping, now, timezone: config.timezone, log });
  const cancellation = createCancellation({ database, billing, stamping, now, log });
  const creditNotes = createCreditNotes({ database, stamping, log });
  // What the orders (and their refunds) tell the facturas module: an order ready to invoice, money given back.
  const invoicing = { orderChanged: stamping.orderChanged, refunded: creditNotes.refunded };
  // «Facturar mi compra»: the order e-mail's link and the guest's downloads, signed with the server's secret.
  const invoiceLinks = selfInvoiceLinks(Buffer.from(jwtSecret).toString('base64'), config.publicUrl);
  // «Modificar pedido» (issue 47): its e-mailed links signed with the server's secret, one per order version.
  const orderChangeLinks = changeLinks(`cambios:${jwtSecret}`, config.publicUrl);
  // Discount codes (issue 47): the orders check and record them through this hook (no cycle).
  const coupons = createCoupons({ database, now, timezone: config.timezone });
  const orders = createOrdersService({ database, provider, mailer, catalog, shop, facturas, invoicing, invoiceLinks, timezone: config.timezone, now, settings, credit, difference: () => packedDifference, changeLink: orderChangeLinks.url, coupons });
  const packedCharge = createPackedCharge({ database, provider, mailer, shop, translations: catalog.translations });
  const packedDifference = createPackedDifference({ database, provider, mailer, shop, publicUrl: config.publicUrl, timezone: config.timezone, now });
  const twoFactor = createTwoFactor({ database, settings });
  const accounts = createAccountsService({ database, tokens, mailer, publicUrl: config.publicUrl, shop, sessionsChanged: catalog.invalidate });
  const contact = createContactService({ database, mailer, shop });
  const limits = createLimits(config.rateLimit, database.pool);
  const demand = createDemand({ database, today });
  // Lots drawn first-expiring-first-out when an order leaves, given back when it comes back (the buying module, injected: no cycle).
  const orderLots = { draw: (tx: Db, id: number) => drawForOrder(tx, database.t, id, today()), giveBack: (tx: Db, id: number) => giveBackForOrder(tx, database.t, id) };
  // Substitutions approved by the shopper (issue 47): «Enviado» waits for a proposal still unanswered (injected: no cycle).
  const substitutions = createSubstitutions({ database, catalog, settings, mailer, shop, publicUrl: config.publicUrl, secret: Buffer.from(jwtSecret).toString('base64'), now });
  // «Reportar un problema» (issue 47): its links signed with the server's secret; the owner's decisions move money once.
  const reportLinks = problemLinks(Buffer.from(jwtSecret).toString('base64'));
  const images = createImages(database);
  const problemReports = createProblemReports({ database, links: reportLinks, now, photos: images });
  const problemDecisions = createProblemDecisions({ database, provider, mailer, shop, links: reportLinks, now, publicUrl: config.publicUrl, invoicing });
  const orderProblems = { reportLink: (id: number) => `${config.publicUrl}${reportLinks.orderPath(id)}`, orderLeft: problemDecisions.orderLeft };
  const orderChanges = createOrderChanges({ database, orders, catalog, settings, shop, provider, mailer, links: orderChangeLinks, publicUrl: config.publicUrl, timezone: config.timezone, now, coupons });
  const adminOrders = createAdminOrders({ database, mailer, provider, shop, catalog, facturas, invoicing, lots: orderLots, today, testMode: testPayments !== null, packedCharge, substitutions, problems: orderProblems });
  return {
    config,
    orderChanges,
    orderChangeLinks,
    database,
    today,
    mailer,
    stripe,
    testPayments,
    catalog,
    buyerList: createBuyerList(tokens, catalog),
    shop,
    accounts,
    contact,
    limits,
    emailVerification: createEmailVerification({ database, mailer, publicUrl: config.publicUrl, shop }),
    limited: createLimitedActions(limits, accounts, contact),
    orders,
    coupons,
    adminCoupons: createAdminCoupons({ database, coupons, now }),
    facturas,
    billing,
    stamping,
    /** The product form's SAT key search: the PAC's catalogue when one is connected, else the shipped subset. */
    satKeys: createSatKeySearch(billing, searchSatKeys),
    selfInvoice: createSelfInvoice({ database, stamping, billing, shop, links: invoiceLinks, timezone: config.timezone, now, log }),
    globalInvoice,
    cancellation,
    creditNotes,
    cfdiList: createCfdiList(database),
    settings,
    twoFactor,
    staff: createStaffService({ database, limits, publicUrl: config.publicUrl, twoFactor, settings }),
    adminCustomers: createAdminCustomers(database),
    images,
    problemReports,
    problemDecisions,
    deliverySlots: createDeliverySlots({ database, catalog, shop, timezone: config.timezone, now }),
    shopSettings: createShopSettings({ database, settings, catalog }),
    paymentSettings: createPaymentSettings({ database, catalog }),
    weightSettings: createWeightSettings({ database, settings }),
    businesses: createBusinesses({ database, mailer, shop, catalog, people: businessPeople }),
    businessPeople,
    credit,
    demand,
    // The buyer's day (issue 46): suppliers, and purchase orders proposed from «Qué comprar»'s demand.
    suppliers: createSuppliers({ database, now }),
    purchaseProposal: createPurchaseProposal({ database, demand: (input) => demand.coming(input) }),
    purchaseOrders: createPurchaseOrders({ database, mailer, shop, today, now }),
    priceLists: createPriceLists({ database, catalog }),
    simulatePayment: createSimulatedPayments({ database, testPayments, orders, difference: () => packedDifference }),
    shopTexts: createShopTexts({ database, settings, catalog }),
    adminDelivery: createAdminDelivery({ database, settings, catalog }),
    adminProducts: createAdminProducts({ database, catalog, today }),
    adminArticles: createAdminArticles({ database, catalog }),
    adminPromotions: createAdminPromotions({ database, catalog, today }),
    adminSlides: createAdminSlides({ database, catalog, today }),
    adminTranslations: createAdminTranslations({ database, catalog }),
    auditLog: createAuditLog(database),
    adminOrders,
    driverRoute: createDriverRoute({ database, adminOrders, today }),
    deliveryCrew: createDeliveryCrew({ database, today }),
    weighing: createWeighing({ database, settings }),
    receiving: createReceiving({ database, catalog }),
    lots: createLotViews({ database, today }),
    waste: createWaste({ database, catalog }),
    adminMessages: createAdminMessages({ database, mailer, shop }),
    dashboard: createDashboard(database, now),
    // What each sale earns (issue 46): the owner's reports and an order's margin.
    marginReports: createMarginReports(database, today),
    orderMargin: createOrderMargin(database),
    packedCharge,
    packedDifference,
    substitutions,
    substitutionSettings: createSubstitutionSettings({ database, settings }),
    substitutionJob: substitutionJob({ database, log }, () => substitutions.sweep()),
    // Its occurrences' idempotency keys are signed with the server's secret: nobody can take one first.
    savedCards,
    standingOrders: createStandingOrders({ database, orders, catalog, credit, provider, cards: savedCards, mailer, shop, timezone: config.timezone, now, publicUrl: config.publicUrl, secret: Buffer.from(jwtSecret).toString('base64'), log }),
    unpaidOrders: createUnpaidSweeper({ database, provider, orders, catalog, timeoutMs: config.unpaidOrderTimeoutMs, log, holds: packedCharge }),
    // Reminders people asked for (issue 47, item 5): their unsubscribe links signed with the server's secret.
    reminders: createReminders({ database, catalog, mailer, shop, publicUrl: config.publicUrl, secret: Buffer.from(jwtSecret).toString('base64'), timezone: config.timezone, now, log }),
    payTest: createTestCheckout(testPayments, orders, () => packedDifference),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
