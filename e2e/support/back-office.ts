import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

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
