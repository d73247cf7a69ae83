import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { createToday } from '../lib/clock';
import { createTokens, resolveJwtSecret } from '../lib/jwt';
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
export async function createServices(config: AppConfig, database: OpenDatabase, log: FastifyBaseLogger) {
  const { db, sqlite } = database;
  const today = createToday(config.timezone);
  const mailer = createMailer(config.mail, db, log);
  const tokens = createTokens(resolveJwtSecret(config.jwtSecret, config.databasePath));

  let stripe: Stripe | null = null;
  let testPayments: TestProvider | null = null;
  if (config.stripe) stripe = await createStripeClient(config.stripe);
  else testPayments = createTestProvider(db);
  const provider = stripe ? createStripeProvider(stripe) : testPayments!;

  const orders = createOrdersService({ db, sqlite, provider, mailer, shipping: config.shipping, today, storeName: config.store.nombre, shopEmail: config.store.email });
  const store = { storeName: config.store.nombre, shopEmail: config.store.email };
  const accounts = createAccountsService({ db, tokens, mailer, publicUrl: config.publicUrl, storeName: store.storeName });
  const contact = createContactService({ db, mailer, ...store });
  const limits = createLimits(config.rateLimit);
  return {
    config,
    db,
    sqlite,
    today,
    mailer,
    stripe,
    testPayments,
    catalog: createCatalogService(db, today),
    accounts,
    contact,
    limits,
    emailVerification: createEmailVerification({ db, mailer, publicUrl: config.publicUrl, storeName: store.storeName }),
    limited: createLimitedActions(limits, accounts, contact),
    orders,
    unpaidOrders: createUnpaidSweeper({ db, provider, orders, timeoutMs: config.unpaidOrderTimeoutMs, log }),
    payTest: createTestCheckout(testPayments, orders),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
