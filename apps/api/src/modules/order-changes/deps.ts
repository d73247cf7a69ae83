import type { Database } from '../../platform/db/database';
import type { Mailer } from '../mail';
import type { OrdersService } from '../orders';
import type { PaymentProvider } from '../payments';
import type { ChangeLinks } from './change-links';
import type { RepriceDeps } from './reprice';

/** What «Modificar pedido» is given (services.ts): the orders service for prices and a new intent, the provider, the mailer and the links. */
export interface OrderChangesDeps extends RepriceDeps {
  database: Database;
  orders: Pick<OrdersService, 'priceCart' | 'renewIntent'>;
  provider: PaymentProvider;
  mailer: Mailer;
  links: ChangeLinks;
  publicUrl: string;
}
