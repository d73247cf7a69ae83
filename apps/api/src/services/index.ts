import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { parseDatabaseUrl } from '../db/open';
import { createToday } from '../lib/clock';
import { createTokens, resolveJwtSecret } from '../lib/jwt';
import { createDashboard } from '../admin/dashboard';
import { createAdminMessages } from '../admin/messages';
import { createAdminOrders } from '../admin/orders';
import { createDriverRoute } from '../admin/driver-route';
import { createDeliveryCrew } from '../admin/delivery-crew';
import { createWeighing } from '../admin/weighing';
import { createAuditLog } from '../admin/audit-log';
import { createAdminArticles } from '../admin/articles';
import { createAdminCustomers } from '../admin/customers';
import { createAdminProducts } from '../admin/products';
import { createAdminPromotions } from '../admin/promotions';
import { createAdminSlides } from '../admin/slides';
import { createAdminTranslations } from '../admin/translations';
import { createStaffService } from '../admin/staff';
import { createTwoFactor } from '../admin/two-factor';
import { createImages } from './images';
import { shopInfo } from './shop';
import { createDeliverySlots } from './delivery-slots';
import { createShopSettings } from '../admin/shop-settings';
import { createPaymentSettings } from '../admin/payment-settings';
import { createSimulatedPayments } from '../admin/simulate-payment';
import { createShopTexts } from '../admin/shop-texts';
import { createAdminDelivery } from '../admin/delivery';
import { toPesos } from '@huerta/contracts';
import { createSettings } from './settings';
import { createAccountsService } from './accounts';
import { createCatalogService } from './catalog';
import { createContactService } from './contact';
import { createEmailVerification } from './email-verification';
import { createLimitedActions } from './limited-actions';
import { createLimits } from './limits';
import { createMailer } from './mail';
import { createOrdersService } from './orders';
import { createPackedCharge } from './packed-charge';
import { createPackedDifference } from './packed-difference';
import { createWeightSettings } from '../admin/weight-settings';
import { createBusinesses } from './businesses';
import { createBuyerList } from './buyer-list';
import { createBusinessPeople } from './business-people';
import { createBusinessCredit } from './business-credit';
import { createStandingOrders } from './standing-orders';
import { createDemand } from '../admin/demand';
import { createPriceLists } from '../admin/price-lists';
import { createFacturas } from './facturas';
import { createUnpaidSweeper } from './unpaid-orders';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider';
import { createTestCheckout } from './payments/test-checkout';
import { createStripeCustomers } from './payments/stripe-customers';
import { createStripeCardSetup } from './payments/stripe-card-setup';
import { createSavedCards } from './saved-cards';
import { createTestProvider, type TestProvider } from './payments/test-provider';

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
  const credit = createBusinessCredit({ database, mailer, shop, today, timezone: config.timezone });
  const businessPeople = createBusinessPeople({ database, mailer, shop, publicUrl: config.publicUrl, catalog, credit });
  const facturas = createFacturas({ database, mailer, shop, publicUrl: config.publicUrl });
  const settings = createSettings(database);
  const orders = createOrdersService({ database, provider, mailer, catalog, shop, facturas, timezone: config.timezone, now, settings, credit, difference: () => packedDifference });
  const packedCharge = createPackedCharge({ database, provider, mailer, shop, translations: catalog.translations });
  const packedDifference = createPackedDifference({ database, provider, mailer, shop, publicUrl: config.publicUrl, timezone: config.timezone, now });
  const twoFactor = createTwoFactor({ database, settings });
  const accounts = createAccountsService({ database, tokens, mailer, publicUrl: config.publicUrl, shop, sessionsChanged: catalog.invalidate });
  const contact = createContactService({ database, mailer, shop });
  const limits = createLimits(config.rateLimit, database.pool);
  const adminOrders = createAdminOrders({ database, mailer, provider, shop, catalog, facturas, today, testMode: testPayments !== null, packedCharge });
  return {
    config,
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
    facturas,
    settings,
    twoFactor,
    staff: createStaffService({ database, limits, publicUrl: config.publicUrl, twoFactor, settings }),
    adminCustomers: createAdminCustomers(database),
    images: createImages(database),
    deliverySlots: createDeliverySlots({ database, catalog, shop, timezone: config.timezone, now }),
    shopSettings: createShopSettings({ database, settings, catalog }),
    paymentSettings: createPaymentSettings({ database, catalog }),
    weightSettings: createWeightSettings({ database, settings }),
    businesses: createBusinesses({ database, mailer, shop, catalog, people: businessPeople }),
    businessPeople,
    credit,
    demand: createDemand({ database, today }),
    priceLists: createPriceLists({ database, catalog }),
    simulatePayment: createSimulatedPayments({ database, testPayments, orders }),
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
    adminMessages: createAdminMessages({ database, mailer, shop }),
    dashboard: createDashboard(database, now),
    packedCharge,
    packedDifference,
    // Its occurrences' idempotency keys are signed with the server's secret: nobody can take one first.
    savedCards,
    standingOrders: createStandingOrders({ database, orders, catalog, credit, provider, cards: savedCards, mailer, shop, timezone: config.timezone, now, publicUrl: config.publicUrl, secret: Buffer.from(jwtSecret).toString('base64'), log }),
    unpaidOrders: createUnpaidSweeper({ database, provider, orders, catalog, timeoutMs: config.unpaidOrderTimeoutMs, log, holds: packedCharge }),
    payTest: createTestCheckout(testPayments, orders, () => packedDifference),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
