import { catalogTables } from '../modules/catalog/tables';
import { contentTables } from '../modules/content/tables';
import { accountsTables } from '../modules/accounts/tables';
import { ordersTables } from '../modules/orders/tables';
import { paymentsTables } from '../modules/payments/tables';
import { mailTables } from '../modules/mail/tables';
import { contactTables } from '../modules/contact/tables';
import { staffTables } from '../modules/staff/tables';
import { settingsTables } from '../modules/settings/tables';
import { deliveryTables } from '../modules/delivery/tables';
import { imagesTables } from '../modules/images/tables';
import { facturasTables } from '../modules/facturas/tables';
import { businessTables } from '../modules/business/tables';
import { standingTables } from '../modules/standing/tables';
import { buyingTables } from '../modules/buying/tables';
import { remindersTables } from '../modules/reminders/tables';
import { substitutionsTables } from '../modules/substitutions/tables';
import { problemsTables } from '../modules/problems/tables';
import { orderChangesTables } from '../modules/order-changes/tables';
import { couponsTables } from '../modules/coupons/tables';
import type { Kit, Ref } from '../platform/db/table-kit';

/**
 * Every module's tables built with one kit: schema/sqlite.ts and schema/postgres.ts call this with their
 * engine's kit and export each table by name (drizzle-kit reads those files for each dialect's migrations).
 */
export function shopTables(k: Kit) {
  // The tables other modules reference, resolved when drizzle reads the foreign keys (after every module is built).
  const ref: Record<'productos' | 'usuarios' | 'pedidos' | 'personal' | 'zonasEntrega', Ref> = {
    productos: () => catalog.productos.id,
    usuarios: () => accounts.usuarios.id,
    pedidos: () => orders.pedidos.id,
    personal: () => staff.personal.id,
    zonasEntrega: () => delivery.zonasEntrega.id,
  };
  const catalog = catalogTables(k);
  const content = contentTables(k, ref);
  const accounts = accountsTables(k, ref);
  const orders = ordersTables(k, ref);
  const payments = paymentsTables(k, ref);
  const mail = mailTables(k);
  const contact = contactTables(k);
  const staff = staffTables(k);
  const settings = settingsTables(k);
  const delivery = deliveryTables(k, ref);
  const images = imagesTables(k);
  const facturas = facturasTables(k, ref);
  const business = businessTables(k, ref);
  const standing = standingTables(k, ref);
  const buying = buyingTables(k, { ...ref, pedidoLineas: () => orders.pedidoLineas.id });
  const reminders = remindersTables(k, ref);
  const substitutions = substitutionsTables(k, { ...ref, pedidoLineas: () => orders.pedidoLineas.id });
  const problems = problemsTables(k, { ...ref, pedidoLineas: () => orders.pedidoLineas.id });
  const orderChanges = orderChangesTables(k, ref);
  const coupons = couponsTables(k, ref);
  return { ...catalog, ...content, ...accounts, ...orders, ...payments, ...mail, ...contact, ...staff, ...settings, ...delivery, ...images, ...facturas, ...business, ...standing, ...buying, ...reminders, ...substitutions, ...problems, ...orderChanges, ...coupons };
}
