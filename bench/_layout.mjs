import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const r = await page.evaluate(() => {
  const n = document.querySelectorAll('*').length;
  const t0 = performance.now();
  document.body.style.width = '411px'; void document.body.offsetHeight;
  const t1 = performance.now();
  document.body.style.width = ''; void document.body.offsetHeight;
  const t2 = performance.now();
  const fonts = new Set([...document.querySelectorAll('*')].map((e) => { const s = getComputedStyle(e); return `${s.fontFamily.slice(0, 20)} ${s.fontWeight} ${s.fontStyle}`; }));
  return { nodes: n, relayout1: t1 - t0, relayout2: t2 - t1, fonts: [...fonts] };
});
console.log(r);
await browser.close();
