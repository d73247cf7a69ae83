import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstPaintScript, renderedShell } from './send-shell';
import { HELMET_OPTIONS, staticSecurityHeaders, withScriptHashes } from './security-headers';

// The built shell's shape (apps/web index.html after Vite and vite-plugin-pwa): entry and preload in <head>, the
// manifest linked, the loading screen in #root.
const TEMPLATE = `<!doctype html><html lang="es-MX"><head><title>%STORE_NAME%</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">
<link rel="preload" as="style" crossorigin href="/assets/style-1.css" data-app-styles>
<link rel="manifest" href="/manifest.webmanifest"></head>
<body><div id="root"><main class="loading-screen"><h1>%STORE_NAME_UPPER%</h1></main></div></body></html>`;
const SCRIPT = "{let d=document;d.title+=''}";

const dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a rendered page’s first-paint script', () => {
  it('is written last in <body>, after the page’s data, with the entry, preloads and manifest it asks for', () => {
    const page = renderedShell(TEMPLATE, SCRIPT)('Huerta $& Baja', '', undefined, 'es')('<h1>Hola</h1>', '<script type="application/json" id="datos-pagina">{}</script>');
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"|rel="manifest"/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(page).toContain(
      `<div id="root"><h1>Hola</h1></div><script type="application/json" id="datos-pagina">{}</script><script data-entry="/assets/index-abc.js" data-preload="/assets/react-dom-def.js" data-manifest="/manifest.webmanifest">${SCRIPT}</script></body></html>`,
    );
    expect(page).toContain('<title>Huerta $&#38; Baja</title>');
  });

  it('leaves the entry as Vite wrote it when there is no script to write', () => {
    const page = renderedShell(TEMPLATE)('Huerta Baja', '', undefined, 'es')('<h1>Hola</h1>', '');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).not.toContain('data-entry');
  });

  it('is allowed by the pages’ CSP through its hash, and nothing else inline is', () => {
    writeFileSync(join(dir, 'first-paint.js'), SCRIPT);
    const script = firstPaintScript(dir)!;
    expect(script.text).toBe(SCRIPT);
    expect(script.cspSource).toBe(`'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`);
    const csp = staticSecurityHeaders(withScriptHashes(HELMET_OPTIONS, [script.cspSource]))['content-security-policy']!;
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${script.cspSource.replace(/[+/]/g, '\\$&')}`));
    expect(csp).not.toContain('unsafe-inline\'; script'); // style-src keeps its own; scripts never get it
    expect(csp.split(';').find((d) => d.startsWith('script-src '))).not.toContain('unsafe-inline');
    expect(firstPaintScript(join(dir, 'none'))).toBeNull();
  });

  it('refuses a script that would end its own element', () => {
    writeFileSync(join(dir, 'first-paint.js'), "{let a='</script>'}");
    expect(() => firstPaintScript(dir)).toThrow(/<\/script/);
  });
});
