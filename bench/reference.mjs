// The machine's state beside the shop's scores: a static page with the shop's own hero image (same file,
// same display size), audited in the same run with the same Lighthouse preset. What it scores is what this
// machine allows that day; a shop page is read against it (issue 15, «fast on a slow day»).
import { createServer } from 'node:http';

/** Serves the reference page at `/` and passes every other path (the image) through to the shop. */
export async function startReference(shopOrigin) {
  const slides = (await (await fetch(`${shopOrigin}/api/carouselActive`)).json()).data;
  const img = slides[0]?.img_slider ?? '/img/fallback.webp';
  // The seeded slides are static files (no srcset); an uploaded one is shown at its main size.
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referencia del benchmark</title><meta name="description" content="Página estática con la imagen principal de la tienda, para leer sus puntajes.">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fbfaf5;color:#1d2b1f}main{max-width:1100px;margin:0 auto;padding:1rem}
img{width:100%;max-width:600px;height:auto;display:block}h1{font-size:2rem}</style></head>
<body><main><h1>Frutas y verduras frescas</h1><p>Del campo bajacaliforniano a tu mesa.</p>
<img src="${img}" sizes="(max-width: 720px) 100vw, 600px" alt="Frutas y verduras" width="1200" height="800" fetchpriority="high"></main></body></html>`;
  const server = createServer(async (req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
      res.end(html);
      return;
    }
    const upstream = await fetch(`${shopOrigin}${req.url}`);
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': upstream.headers.get('cache-control') ?? 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
