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
import { createAuditLog } from '../admin/audit-log';
import { createAdminArticles } from '../admin/articles';
import { createAdminCustomers } from '../admin/customers';
import { createAdminProducts } from '../admin/products';
import { createStaffService } from '../admin/staff';
import { createTwoFactor } from '../admin/two-factor';
import { createSettings } from './settings';
import { createAccountsService } from './accounts';
import { createCatalogService } from './catalog';
import { createContactService } from './contact';
import { createEmailVerification } from './email-verification';
import { createLimitedActions } from './limited-actions';
import { createLimits } from './limits';
import { createMailer } from './mail';
import { createOrdersService } from './orders';
import { createUnpaidSweeper } from './unpaid-orders';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider';
import { createTestCheckout } from './payments/test-checkout';
import { createTestProvider, type TestProvider } from './payments/test-provider';

/** Every service the two faces (tRPC and REST) call; built once per app. */
export async function createServices(config: AppConfig, database: Database, log: FastifyBaseLogger) {
  const today = createToday(config.timezone);
  const mailer = createMailer(config.mail, database, log);
  const target = parseDatabaseUrl(config.databaseUrl);
  // On PostgreSQL the config requires JWT_SECRET; only a SQLite shop may keep a generated one beside its file.
  const tokens = createTokens(resolveJwtSecret(config.jwtSecret, target.engine === 'sqlite' ? target.path : null));

  let stripe: Stripe | null = null;
  let testPayments: TestProvider | null = null;
  if (config.stripe) stripe = await createStripeClient(config.stripe);
  else testPayments = createTestProvider(database);
  const provider = stripe ? createStripeProvider(stripe) : testPayments!;

  const catalog = createCatalogService(database, today);
  const orders = createOrdersService({ database, provider, mailer, shipping: config.shipping, catalog, storeName: config.store.nombre, shopEmail: config.store.email });
  const settings = createSettings(database);
  const twoFactor = createTwoFactor({ database, settings });
  const store = { storeName: config.store.nombre, shopEmail: config.store.email };
  const accounts = createAccountsService({ database, tokens, mailer, publicUrl: config.publicUrl, storeName: store.storeName });
  const contact = createContactService({ database, mailer, ...store });
  const limits = createLimits(config.rateLimit, database.pool);
  return {
    config,
    database,
    today,
    mailer,
    stripe,
    testPayments,
    catalog,
    accounts,
    contact,
    limits,
    emailVerification: createEmailVerification({ database, mailer, publicUrl: config.publicUrl, storeName: store.storeName }),
    limited: createLimitedActions(limits, accounts, contact),
    orders,
    settings,
    twoFactor,
    staff: createStaffService({ database, limits, publicUrl: config.publicUrl, twoFactor, settings }),
    adminCustomers: createAdminCustomers(database),
    adminProducts: createAdminProducts({ database, catalog, today }),
    adminArticles: createAdminArticles({ database, catalog }),
    auditLog: createAuditLog(database),
    adminOrders: createAdminOrders({ database, mailer, provider, storeName: store.storeName, catalog }),
    adminMessages: createAdminMessages({ database, mailer, ...store }),
    dashboard: createDashboard(database),
    unpaidOrders: createUnpaidSweeper({ database, provider, orders, catalog, timeoutMs: config.unpaidOrderTimeoutMs, log }),
    payTest: createTestCheckout(testPayments, orders),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
