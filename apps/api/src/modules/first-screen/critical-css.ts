import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A rendered page carries the rules its own markup uses, and links the whole stylesheet last (issue 48): the page
 * paints without waiting for the stylesheet's request, which on a slow phone shared the connection with the main
 * photo — in Lighthouse's mobile runs ×6 on the built shop, five in turns with the reference page, `/`'s largest
 * paint went from 1,062–1,134 to 1,055–1,067 ms (the reference 903–916). The whole sheet still comes (the app's other
 * screens need it) and changes nothing on the first screen: the rules written into the page are a subset of it.
 *
 * Why not beasties (critters' maintained fork), measured first: it matches each selector against a parsed DOM —
 * postcss, htmlparser2 and css-select loaded into the server, which then held 142 MB after rendering ten pages
 * against 112 MB without it (the SQLite server's budget is 120). The stylesheet is the shop's own, built by Vite:
 * almost every selector is classes, so a rule is kept when the page's markup has every class one of its selectors
 * names outside parentheses (`:not(.x)`, `:has(…)` and attribute tests are not required). That keeps a few rules a
 * DOM match would drop (`.a .b` with `.b` elsewhere) and never drops one the markup uses. The sheet is read once,
 * by its hashed name; the page itself is the renderer's, byte for byte.
 */
export function criticalCss(webDist: string) {
  const sheets = new Map<string, CssBlock[] | null>();
  const rulesOf = (href: string) => {
    if (!sheets.has(href)) {
      const file = join(webDist, href);
      sheets.set(href, /^\/assets\/[\w.-]+\.css$/.test(href) && existsSync(file) ? parseCss(readFileSync(file, 'utf8')) : null);
    }
    return sheets.get(href)!;
  };
  return (html: string): string => {
    const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
    const head = html.indexOf('</head>');
    const body = html.lastIndexOf('</body>');
    if (!link || head < 0 || body < 0 || link.index > head) return html;
    const rules = rulesOf(link[1]!);
    if (!rules) return html;
    const css = usedRules(rules, classesIn(html.slice(head)));
    const tag = link[0];
    const withoutLink = html.slice(0, link.index) + html.slice(link.index + tag.length);
    const at = (i: number) => i - tag.length; // both places come after the link
    return `${withoutLink.slice(0, at(head))}<style>${css}</style>${withoutLink.slice(at(head), at(body))}${tag}${withoutLink.slice(at(body))}`;
  };
}

/** A style rule (`needs`: per selector, the classes it names; an empty list needs none), or a block kept as a whole. */
export type CssBlock = { text: string; needs: string[][] } | { prelude: string; blocks: CssBlock[] } | { text: string; always: true };

/** Every class in the markup's `class` attributes (the page's body: React writes them as `class="…"`). */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The rules whose classes the page has, in the sheet's order, `@media` and `@supports` kept around theirs. */
export function usedRules(blocks: CssBlock[], classes: Set<string>): string {
  let out = '';
  for (const block of blocks) {
    if ('always' in block) out += block.text;
    else if ('needs' in block) {
      if (block.needs.some((need) => need.every((c) => classes.has(c)))) out += block.text;
    } else {
      const inner = usedRules(block.blocks, classes);
      if (inner) out += `${block.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Vite's minified CSS as blocks: strings, comments and parentheses are stepped over; no braces are read inside them. */
export function parseCss(css: string): CssBlock[] {
  let i = 0;
  const skipString = (quote: string) => {
    for (i++; i < css.length && css[i] !== quote; i++) if (css[i] === '\\') i++;
    i++;
  };
  /** Up to (not past) the next top-level `{`, `;` or `}`. */
  const prelude = () => {
    const start = i;
    let depth = 0;
    while (i < css.length) {
      const c = css[i]!;
      if (c === '"' || c === "'") skipString(c);
      else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 2;
      else if (depth === 0 && (c === '{' || c === ';' || c === '}')) break;
      else {
        if (c === '(' || c === '[') depth++;
        else if (c === ')' || c === ']') depth--;
        i++;
      }
    }
    return css.slice(start, i).replace(/\/\*[\s\S]*?\*\//g, '').trim(); // a comment before a rule is not sent
  };
  /** From just after a `{` to just after its `}`. */
  const body = () => {
    const start = i;
    let depth = 1;
    while (i < css.length && depth > 0) {
      const c = css[i]!;
      if (c === '"' || c === "'") skipString(c);
      else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 2;
      else {
        if (c === '{') depth++;
        else if (c === '}') depth--;
        i++;
      }
    }
    return css.slice(start, i - 1);
  };
  const blocks = (): CssBlock[] => {
    const out: CssBlock[] = [];
    while (i < css.length) {
      const head = prelude();
      const c = css[i];
      if (c === undefined) break;
      i++;
      if (c === '}') break; // the end of the enclosing block
      if (c === ';') {
        if (head) out.push({ text: `${head};`, always: true }); // @import, @charset, @layer a, b;
        continue;
      }
      if (/^@(media|supports|container|layer)\b/.test(head)) out.push({ prelude: head, blocks: blocks() });
      else if (head.startsWith('@')) out.push({ text: `${head}{${body()}}`, always: true }); // @keyframes, @font-face, @property
      else out.push({ text: `${head}{${body()}}`, needs: selectorsOf(head).map(classesNamed) });
    }
    return out;
  };
  return blocks();
}

/** A selector list split at its top-level commas. */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < list.length; j++) {
    const c = list[j];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, j));
      start = j + 1;
    }
  }
  return [...out, list.slice(start)];
}

/** The classes a selector needs, leaving out what is inside parentheses or an attribute test. */
function classesNamed(selector: string): string[] {
  let flat = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) flat += c;
  }
  return [...flat.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}
