import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage } from './browser';
import type { RunningServer } from './server';
import type { Shop } from './shop';

/** The one-time owner setup link the server printed at start (stderr), if it did. */
export const setupLinkOf = (server: RunningServer) => /(http:\/\/\S+\/admin\/setup\?token=[\w-]{43})/.exec(server.stderr())?.[1];

/** Opens the setup link and creates the owner Rosa Pérez, as a new shop's owner does; ends on the order list. */
export async function createOwner(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel('Nombre').fill('Rosa Pérez');
  await page.getByLabel('Correo').fill('rosa@huertabaja.mx');
  await page.getByLabel('Contraseña (mínimo 8 caracteres)').fill('clave-del-panel-1');
  await page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
  await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
}

/**
 * A new back-office page signed in as the shop's first owner (the setup link), with the page's uncaught
 * errors collected in `problems` for the test to check at its end.
 */
export async function ownerPage(shop: Shop, viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await createOwner(page, setupLinkOf(shop.server)!);
  return { page, context, problems };
}

/** Signs the owner created by `createOwner` in at /admin/login (with the two-step code when asked). */
export async function signInAsOwner(page: Page, codigo?: () => string) {
  await page.goto('/admin/login');
  await page.getByLabel('Correo').fill('rosa@huertabaja.mx');
  await page.getByLabel('Contraseña').fill('clave-del-panel-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (codigo) {
    await page.getByLabel('Código de verificación').fill(codigo());
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
  await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
}

/** The driver Beto Repartidor (role «repartidor»), added from the owner's signed-in page as «Personal» does. */
export async function addDriver(owner: Page, base: string) {
  const added = await owner.request.post(`${base}/admin/trpc/staff.add`, {
    data: { nombre: 'Beto Repartidor', email: 'beto@huertabaja.mx', rol: 'repartidor', password: 'clave-de-beto-1' },
    headers: { origin: base },
  });
  if (added.status() !== 200) throw new Error(`staff.add answered ${added.status()}: ${await added.text()}`);
}

/** Beto's phone, signed in on his route of today, with the page's uncaught errors in `problems`. */
export async function driverPage(shop: Shop): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto('/admin/login');
  await page.getByLabel('Correo').fill('beto@huertabaja.mx');
  await page.getByLabel('Contraseña').fill('clave-de-beto-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /^Mi ruta de hoy/ }).waitFor();
  return { page, context, problems };
}

/**
 * In «Negocios», the owner registers a business for an existing account («Dar de alta un negocio»,
 * approved at once) and waits for the confirmation. `razon` is shown back in capitals, as the SAT writes it.
 */
export async function registerBusiness(page: Page, b: { email: string; giro: string; razon: string; rfc: string; contacto: string }) {
  await page.goto('/admin/negocios');
  await page.getByText('Dar de alta un negocio').click();
  await page.getByLabel('Correo de su cuenta').fill(b.email);
  await page.getByLabel('Giro').selectOption(b.giro);
  await page.getByLabel('Razón social').fill(b.razon);
  await page.getByLabel('RFC').fill(b.rfc);
  await page.getByLabel('Contacto').fill(b.contacto);
  await page.getByRole('button', { name: 'Dar de alta (aprobado)' }).click();
  await page.getByText(`Alta hecha: ${b.razon.toUpperCase()} (${b.email}).`).waitFor();
}

/** In «Negocios» → «Aprobadas», the owner gives business `razon` (as shown, in capitals) the price list `lista`. */
export async function giveList(page: Page, razon: string, lista: string) {
  await page.getByRole('link', { name: 'Negocios' }).click();
  await page.getByRole('button', { name: 'Aprobadas' }).click();
  await page.getByLabel(`Lista de precios de ${razon}`).selectOption({ label: lista });
  await page.getByText(`${razon} compra con la lista «${lista}».`).waitFor();
}
