import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh context (empty localStorage) where Stripe's host is unreachable by design. */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-MX' });
  await context.route(/stripe\.com/, (route) => route.abort());
  const page = await context.newPage();
  return { context, page };
}

/**
 * A full-page screenshot of what a shopper scrolling the page would see. The shop lays out its product grid
 * only near the viewport (content-visibility: auto), which a full-page capture is not: for the picture alone,
 * everything is laid out, then the page is left as it was.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const allShown = await page.addStyleTag({ content: '*, *::before, *::after { content-visibility: visible !important; }' });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
  await allShown.evaluate((el) => (el as Element).remove());
}

/** The page as it is, at a phone's width and a desktop's (`<name>-390`, `<name>-1280`), the viewport put back as it was. */
export async function atBothWidths(page: Page, name: string): Promise<void> {
  const was = page.viewportSize()!;
  for (const { width, height } of [PHONE, DESKTOP]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(was);
}
