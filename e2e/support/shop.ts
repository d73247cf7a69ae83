import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Shop {
  server: RunningServer;
  browser: Browser;
}

/** Starts the built server (fresh database) and a Chromium for the current test file. */
export function useShop(): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    shop.server = await startServer();
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}

/**
 * Waits for the loading screen to go away (the four start requests settled). When it does not, the error says
 * what the page showed instead (a CI run once waited 30 s on one route of many; the wait alone named nothing).
 */
export async function waitForApp(page: Page): Promise<void> {
  try {
    await page.locator('footer').waitFor({ state: 'visible' });
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        readyState: document.readyState,
        loadingScreen: document.querySelector('.loading-screen') !== null,
        footers: document.querySelectorAll('footer').length,
        worker: navigator.serviceWorker?.controller?.state ?? 'none',
        resources: performance.getEntriesByType('resource').length,
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 160),
      }))
      .catch((e: Error) => `unreadable: ${e.message}`);
    throw new Error(`${(error as Error).message.split('\n')[0]} — the page showed ${JSON.stringify(seen)}`, { cause: error });
  }
}

/** A unique e-mail per run so tests never collide. */
export const uniqueEmail = (tag: string): string => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ejemplo.mx`;

/** The address in its parts, as registration, checkout and /account ask for it (no postal code at checkout: the delivery box's). */
export async function fillAddress(page: Page, { calle, colonia, cp, referencias }: { calle: string; colonia: string; cp?: string; referencias?: string }): Promise<void> {
  await page.getByLabel('Calle y número').fill(calle);
  await page.getByLabel('Colonia').fill(colonia);
  if (cp !== undefined) await page.getByLabel('Código postal', { exact: true }).fill(cp);
  if (referencias !== undefined) await page.getByLabel('Referencias (opcional)').fill(referencias);
}

/** Registers through the /login screen and waits for /account. */
export async function register(page: Page, { nombre, email, password }: { nombre: string; email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(nombre);
  await page.getByLabel('Teléfono').fill('664 123 4567');
  await fillAddress(page, { calle: 'Av. Revolución 1234', colonia: 'Zona Centro', cp: '22000' });
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL('**/account');
}

/**
 * The cart as a real delivery needs it: a postal code the shop serves (Ensenada by default, remembered as
 * the cart's «¿Dónde entregamos?» does) and the first line raised until the zone's $500 minimum is met.
 * Call on a page of the shop, after filling the cart.
 */
export async function readyToDeliver(page: Page, cp = '22800', atLeastPesos = 600): Promise<void> {
  await page.evaluate(
    ({ cp, atLeastPesos }) => {
      localStorage.setItem('codigoPostal', cp);
      const cart = JSON.parse(localStorage.getItem('cartProduct') ?? '[]') as { precio: number; items: number; venta?: { gramos: number } }[];
      // A product sold by weight is priced per kilo, and each of its items is a step or piece of `gramos`.
      const perItem = (l: (typeof cart)[number]) => (l.venta ? (l.precio * l.venta.gramos) / 1000 : l.precio);
      if (cart[0]) cart[0].items = Math.max(cart[0].items, Math.ceil(atLeastPesos / perItem(cart[0])));
      localStorage.setItem('cartProduct', JSON.stringify(cart));
    },
    { cp, atLeastPesos },
  );
}

/**
 * From /tienda, a Kiwi and a Fresa de San Quintín in the cart (both sold by the piece: the seed sells avocados by
 * weight, a card held rather than charged), the panel closed each time, then enough for the zone's minimum.
 */
export async function fillCart(page: Page): Promise<void> {
  await page.goto('/tienda');
  await waitForApp(page);
  const catalog = page.locator('#catalogo');
  for (const name of ['Kiwi', 'Fresa de San Quintín']) {
    await catalog.getByPlaceholder('Busca productos').fill(name);
    await catalog.locator('article', { has: page.getByRole('heading', { name, exact: true }) }).getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.keyboard.press('Escape');
  }
  await readyToDeliver(page);
}

/** A product as /api/productos lists it (what these tests read of it). */
export type ListedProduct = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: { modo: string; gramos: number; minimo?: number } };

/**
 * The products on sale sold by the piece, in the catalogue's order. The seed sells some by weight (issue 35):
 * priced per kilo, a card held for them rather than charged, and weighed before they leave — what a test of
 * something else does not mean to buy.
 */
export async function piecesOnSale(base: string): Promise<ListedProduct[]> {
  const { data } = (await (await fetch(`${base}/api/productos`)).json()) as { data: ListedProduct[] };
  return data.filter((p) => !p.agotado && !p.venta);
}

/** A guest with one product sold by the piece in the cart, on /checkout with the customer form filled in. */
export async function guestAtCheckout(page: Page, nombre: string, direccion: string, telefono: string): Promise<void> {
  await page.goto('/tienda');
  await waitForApp(page);
  const [first] = await piecesOnSale(new URL(page.url()).origin);
  await page.locator('#catalogo').getByRole('button', { name: `Agregar al carrito: ${first!.nombre}` }).click();
  await readyToDeliver(page);
  await page.goto('/checkout');
  await waitForApp(page);
  await page.getByLabel('Nombre Completo').fill(nombre);
  await fillAddress(page, { calle: direccion, colonia: 'Zona Centro' });
  await page.getByLabel('Teléfono').fill(telefono);
  await page.getByLabel('Email').fill(uniqueEmail('invitado'));
}

/** An order placed and paid through the REST contract with the test card, as an outside client would; its `pedido`. */
export async function paidRestOrder<P extends { id: number } = { id: number; dia_entrega: string | null }>(base: string, order: object, token?: string | null): Promise<P> {
  // With a session token, the order is that account's (as a signed-in client's).
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
  const created = (await post('/api/crear-pedido', order)) as { data: string; pedido: P };
  await post('/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
  return created.pedido;
}
