import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home page', () => {
  it('shows the catalogue loaded through the tRPC client', async () => {
    const { page, context } = await newPage(browser, server.url);
    const trpcCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/trpc/')) trpcCalls.push(req.url());
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Aguacate Hass', exact: false }).count()).toBeGreaterThan(0);
    expect(trpcCalls.some((u) => u.includes('catalog.products'))).toBe(true);
    await context.close();
  });

  it('loads deep links through the SPA fallback', async () => {
    const { page, context } = await newPage(browser, server.url);
    const res = await page.goto('/ruta-que-no-existe');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByText('NotFound').count()).toBe(1);
    await context.close();
  });
});
