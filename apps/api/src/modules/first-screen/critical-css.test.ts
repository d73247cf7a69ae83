import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss, parseCss, usedRules } from './critical-css';

const SHEET =
  '.nav{color:green}.hero{display:grid}.cart-panel{position:fixed}.cart-panel.is-open{transform:none}' +
  '.card:not(.is-out) .card__img,.gone{opacity:1}body:has(.offline) .app-main{padding:1rem}' +
  '.a[data-x="}{"]{content:"}{;"}/* a { comment } */:root{--green:#2f7d32}h1{margin:0}' +
  '@media (min-width:900px){.nav{padding:2rem}.cart-panel{width:30rem}}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}';

const web = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'assets', 'style-1.css'), SHEET);
afterAll(() => rmSync(web, { recursive: true, force: true }));

const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
const page = (root: string) =>
  `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><style>body{margin:0}</style>${LINK}</head><body><div id="root">${root}</div><script type="application/json" id="datos-pagina">{"a":"\\u003c/script"}</script></body></html>`;

describe('a rendered page’s own rules (criticalCss)', () => {
  it('reads the sheet’s blocks past strings, comments and attribute tests', () => {
    const blocks = parseCss(SHEET);
    expect(usedRules(blocks, new Set(['a']))).toContain('.a[data-x="}{"]{content:"}{;"}');
    expect(usedRules(blocks, new Set())).toBe(':root{--green:#2f7d32}h1{margin:0}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}');
  });

  it('carries the rules its markup’s classes use in <head> and links the whole stylesheet last, the markup untouched', () => {
    const root = '<header class="nav">Huerta &amp; Baja</header><section class="hero"><article class="card"><img class="card__img" src="/img/a.webp" alt="&quot;$&amp;&quot;"></article></section><main class="app-main"></main><!--$--><p>x</p><!--/$-->';
    const out = criticalCss(web)(page(root));
    const style = /<style>([^<]*)<\/style><\/head>/.exec(out)![1]!;
    expect(style).toBe(
      '.nav{color:green}.hero{display:grid}.card:not(.is-out) .card__img,.gone{opacity:1}body:has(.offline) .app-main{padding:1rem}:root{--green:#2f7d32}h1{margin:0}' +
        '@media (min-width:900px){.nav{padding:2rem}}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
    expect(out).toContain(`<div id="root">${root}</div>`);
    expect(out.endsWith(`${LINK}</body></html>`)).toBe(true);
    expect(out.split(LINK)).toHaveLength(2);
  });

  it('sends a page without the linked stylesheet, or with one the build does not have, as it was', () => {
    const plain = page('<p>x</p>').replace(LINK, '');
    expect(criticalCss(web)(plain)).toBe(plain);
    const missing = page('<p class="nav">x</p>').replace('style-1.css', 'style-2.css');
    expect(criticalCss(web)(missing)).toBe(missing);
  });
});
